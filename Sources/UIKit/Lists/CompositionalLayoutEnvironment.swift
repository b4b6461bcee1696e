import Foundation

/// The environment and container the compositional layout hands to section providers and custom groups.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection
    /// The collection view's layout margins (for `.layoutMargins` references and list metrics).
    var layoutMargins: NSDirectionalEdgeInsets = .zero
    /// The safe-area insets (for `.safeArea` references).
    var safeAreaInsets: NSDirectionalEdgeInsets = .zero

    init(contentSize: CGSize, insets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection = .portraitPhone) {
        self.contentSize = contentSize
        self.contentInsets = insets
        self.traitCollection = traitCollection
        super.init()
    }

    var container: any NSCollectionLayoutContainer { self }

    var effectiveContentInsets: NSDirectionalEdgeInsets {
        func resolve(_ v: CGFloat, _ extent: CGFloat) -> CGFloat { v > 0 && v < 1 ? v * extent : v }
        return NSDirectionalEdgeInsets(top: resolve(contentInsets.top, contentSize.height),
                                       leading: resolve(contentInsets.leading, contentSize.width),
                                       bottom: resolve(contentInsets.bottom, contentSize.height),
                                       trailing: resolve(contentInsets.trailing, contentSize.width))
    }

    var effectiveContentSize: CGSize {
        let i = effectiveContentInsets
        return CGSize(width: max(0, contentSize.width - i.leading - i.trailing),
                      height: max(0, contentSize.height - i.top - i.bottom))
    }
}
