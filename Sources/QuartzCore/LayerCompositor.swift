@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// Draws a layer tree into a window's pixels and keeps track of what changed between frames. Not public
/// API: UIKit's window and hosts use it.
///
/// One frame, `render(_:into:scale:)`:
/// 1. commits the implicit `CATransaction` and runs `layoutIfNeeded()` on the root;
/// 2. walks only the paths marked dirty by property setters (an O(1) check when nothing changed),
///    calling `display()` on visible layers that need it, and collects the damaged pixel rectangle:
///    for a moved, resized, faded, hidden or re-clipped layer its old and new subtree rectangles, for a
///    layer whose own look changed its old and new own rectangles, for a removed sublayer its old rectangle;
/// 3. clears the damaged rectangle and repaints, clipped to it, every layer whose subtree intersects it;
///    pixels outside it keep the previous frame.
///
/// The first frame, a different root, target or scale, or `invalidate()` repaint everything. A layer tree
/// is tracked by one compositor at a time (the rectangles are stored on the layers).
@MainActor
@_spi(OpenUIKitBackend)
public final class LayerCompositor {
    /// Counters of the last frame, for tests and benchmarks.
    public struct Statistics: Sendable, Equatable {
        /// Layers whose `display()` ran.
        public var displayedLayers = 0
        /// Layers visited by the change walk.
        public var visitedLayers = 0
        /// Whether the frame repainted the whole target.
        public var fullRedraw = false
        /// Creates zeroed counters.
        public init() {}
    }

    /// The counters of the last `render` call.
    public internal(set) var statistics = Statistics()

    /// What the last frame drew: root, target and scale; any change forces a full frame.
    private weak var lastRoot: CALayer?
    private weak var lastTarget: CGContext?
    private var lastScale: CGFloat = 0
    private var forceFull = true
    /// Damage collected by the change walk, in device pixels.
    var damage = CGRect.null

    /// Creates a compositor; its first frame repaints everything.
    public init() {}

    /// Forgets what was drawn: the next frame repaints the whole target.
    public func invalidate() { forceFull = true }

    /// Renders `root` into `target` (a y-down context from `CGContext.makeTopDown`, identity transform)
    /// at `scale` pixels per point. The root is placed by its own geometry (frame origin in points from the
    /// target's top-left). Returns the repainted pixel rectangle (`nil` when nothing changed), which a host
    /// uploads to the screen.
    /// - Complexity: O(1) when nothing changed; otherwise O(layers on changed paths + layers intersecting
    ///   the damage) plus the drawing of the damaged area.
    @discardableResult
    public func render(_ root: CALayer, into target: CGContext, scale: CGFloat) -> CGRect? {
        statistics = Statistics()
        CATransaction.flush()
        if root.needsLayoutFlag || root.descendantNeedsLayout { root.layoutIfNeeded() }
        let full = forceFull || lastRoot !== root || lastTarget !== target || lastScale != scale
        guard full || root.subtreeDirty || !root.changes.isEmpty else { return nil }
        let screen = CGAffineTransform(scaleX: scale, y: scale)
        damage = .null
        update(root, parentToDevice: screen, force: full, visible: true)
        let bounds = CGRect(x: 0, y: 0, width: target.width, height: target.height)
        let area = full ? bounds : damage.integral.intersection(bounds)
        forceFull = false
        lastRoot = root
        lastTarget = target
        lastScale = scale
        statistics.fullRedraw = full
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        target.saveGState()
        target.clip(to: area)
        target.clear(area)
        target.scaleBy(x: scale, y: scale)
        LayerPainter(context: target, deviceClip: area, useTracking: true).paint(root)
        target.restoreGState()
        return area
    }
}
