import Foundation

/// Where a targeted preview goes, as UIKit's `UIPreviewTarget` (iOS 13): a container view in a window,
/// a centre in its coordinates and a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view whose coordinates `center` is in.
    open private(set) var container: UIView
    /// The preview's centre in `container`'s coordinates.
    open private(set) var center: CGPoint
    /// A transform applied to the preview at that centre.
    open private(set) var transform: CGAffineTransform

    /// Creates a target. Traps (as UIKit raises) when `container` is not in a window, naming it.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        guard container.window != nil else {
            raiseCollectionViewException("UIPreviewTarget requires that the container view is in a window, but it is not. (container: \(container))")
        }
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// Creates a target with the identity transform.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
