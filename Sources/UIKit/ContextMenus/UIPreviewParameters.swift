import Foundation

/// How a targeted preview draws, as UIKit's `UIPreviewParameters` (iOS 13): the background behind the
/// view and the path its lifted snapshot is clipped to.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the preview's view; `nil` (the default) uses the system background colour.
    open var backgroundColor: UIColor?
    /// The path, in the preview view's coordinates, the lifted snapshot is clipped to; `nil` (the default)
    /// uses the view's bounds with 13-point corners, as iOS's platter.
    open var visiblePath: UIBezierPath?
    /// The path of the preview's shadow; `nil` follows the visible path.
    open var shadowPath: UIBezierPath?

    /// Creates parameters with the defaults.
    public override init() { super.init() }

    /// Creates parameters that show only the given text line rectangles of the view (iOS 13), joined into
    /// rounded rectangles grown by 3 points, as UIKit does for text previews.
    public init(textLineRects: [NSValue]) {
        super.init()
        let path = UIBezierPath()
        for value in textLineRects {
            path.append(UIBezierPath(roundedRect: value.rectValue.insetBy(dx: -3, dy: -3), cornerRadius: 4))
        }
        visiblePath = path
    }
}
