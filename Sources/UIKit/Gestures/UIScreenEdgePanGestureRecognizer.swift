import Foundation

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`: it fails
/// unless its first finger goes down within 20 points of one of its `edges` of the window (UIKit does not
/// document the band; 20 points is iOS's observed width), then pans as `UIPanGestureRecognizer` does.
/// A navigation controller's `interactivePopGestureRecognizer` is one on the leading edge.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from. Default none (the recognizer never begins), as in UIKit.
    open var edges: UIRectEdge = []

    /// How far from an edge a touch may start, in points.
    static let edgeBand: CGFloat = 20

    /// Creates an edge pan with no edges and no action; see `init(handler:)`.
    public override init() { super.init() }

    /// Fails unless the first finger is in the band along one of `edges` of the window.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count, let touch = touches.first, let window = touch.window ?? view?.window {
            let p = touch.location(in: window)
            let b = window.bounds
            let band = Self.edgeBand
            let near = (edges.contains(.left) && p.x - b.minX <= band) || (edges.contains(.right) && b.maxX - p.x <= band)
                || (edges.contains(.top) && p.y - b.minY <= band) || (edges.contains(.bottom) && b.maxY - p.y <= band)
            if !near {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}
