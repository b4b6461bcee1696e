import Foundation

extension UICollectionView {
    /// A supplementary-view class, its element kind and the handler that configures it: register once,
    /// dequeue with `dequeueConfiguredReusableSupplementary(using:for:)`.
    ///
    /// UIKit parity (iOS 14): registers under a private reuse identifier on first use; the handler runs on
    /// every dequeue. The `supplementaryNib:` form comes with XIB loading.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// The handler type: the view, its element kind and its index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let handler: Handler
        let token: RegistrationToken
        /// The element kind this registration makes views for.
        public let elementKind: String

        /// Creates a registration for `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            token = RegistrationToken(kind: "Supplementary", typeName: String(describing: Supplementary.self))
        }
    }

    /// A supplementary view of the registration's class and kind, dequeued and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        checkRegistrationUse(registration.token)
        let identifier = registration.token.identifier
        let kind = registration.elementKind
        if supplementaryClasses[kind]?[identifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as? Supplementary else {
            raiseCollectionViewException("dequeued supplementary view is not of the registration's class \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
