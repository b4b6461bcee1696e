import Foundation

/// What an edit menu is presented for, as UIKit's `UIEditMenuConfiguration` (iOS 16): an identifier the
/// delegate can tell configurations apart by, the point in the interaction's view the menu comes from
/// (and that the suggested actions are gathered for), and the preferred arrow direction.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The identifier given at creation (a unique one when `nil` was given).
    open private(set) var identifier: AnyHashable
    /// The source point, in the interaction's view's coordinates.
    open private(set) var sourcePoint: CGPoint
    /// Where the arrow should point (`.automatic` by default).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    init(identifierStorage: AnyHashable, sourcePoint: CGPoint) {
        identifier = identifierStorage
        self.sourcePoint = sourcePoint
        super.init()
    }

    /// A configuration for a menu at `sourcePoint` (the interaction's view's coordinates), as UIKit's
    /// `UIEditMenuConfiguration(identifier:sourcePoint:)`.
    public convenience init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.init(identifierStorage: identifier ?? AnyHashable(UUID()), sourcePoint: sourcePoint)
    }
}
