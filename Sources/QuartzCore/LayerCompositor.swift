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
/// 3. repaints the damaged rectangle: every layer whose subtree intersects it is drawn, unclipped, into
///    a scratch bitmap the size of the target (one extra frame buffer of memory), and the rectangle's
///    rows are copied into the target; pixels outside it keep the previous frame. Drawing unclipped
///    makes an incremental frame equal a full repaint bit for bit (cairo anti-aliases edges that a clip
///    cuts differently). Rounded backgrounds, borders, shadows and gradients are cached per layer as
///    device-resolution bitmaps, so an unchanged layer costs an image blit.
///
/// A layer with a running `CATransition` is marked changed every frame (by the animation engine) and
/// damages its bounds' pixels, to which its drawing — old picture and live layer — is clipped.
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
    /// The bitmap partial frames are drawn into before their area is copied to the target.
    private var scratch: CGContext?
    /// Damage collected by the change walk, in device pixels.
    var damage = CGRect.null

    /// Whether this compositor draws the display (a screen's frames) rather than an offscreen copy: only
    /// then do its frames commit the layers (`CALayer.presentation()` becomes available and standalone
    /// layers start animating property changes implicitly). Default `false`; the screen renderer sets it.
    /// (Animation hook.)
    public var commitsLayers = false

    /// The root layer the display compositor (`commitsLayers`) drew last, and its scale: a transition's
    /// picture of a layer in that tree is taken at the display's pixel density (see `CATransition`).
    static weak var displayRoot: CALayer?
    /// The pixels per point of the display compositor's last frame (1 before any).
    static var displayScale: CGFloat = 1

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
        // Animation hook: animated layers hold their presentation values while this frame is tracked and
        // drawn; their setters mark them changed, so the old and new rectangles are repainted.
        AnimationEngine.applyPresentationValues()
        defer { AnimationEngine.restoreModelValues() }
        if commitsLayers {
            Self.displayRoot = root
            Self.displayScale = scale
        }
        let full = forceFull || lastRoot !== root || lastTarget !== target || lastScale != scale
        guard full || root.subtreeDirty || !root.changes.isEmpty else { return nil }
        let screen = CGAffineTransform(scaleX: scale, y: scale)
        damage = .null
        update(root, parentToDevice: screen, force: full, visible: true)
        damage = BackdropLayers.widen(damage)
        let bounds = CGRect(x: 0, y: 0, width: target.width, height: target.height)
        let area = full ? bounds : damage.integral.intersection(bounds)
        forceFull = false
        lastRoot = root
        lastTarget = target
        lastScale = scale
        statistics.fullRedraw = full
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        paint(root, into: target, area: area, scale: scale)
        return area
    }

    /// Repaints `area` (whole pixels inside the target) so that the pixels equal a full frame's bit for bit.
    ///
    /// A full frame draws straight into the target's memory. A partial frame must not clip: cairo picks
    /// different rasterization paths when a clip or a surface edge cuts a shape, which changes
    /// anti-aliased edge pixels by a few levels. So it redraws the layers that intersect the area,
    /// unclipped, into a persistent scratch bitmap of the target's size (its pixels outside the area are
    /// don't-care), and copies the area's rows into the target.
    private func paint(_ root: CALayer, into target: CGContext, area: CGRect, scale: CGFloat) {
        let bounds = CGRect(x: 0, y: 0, width: target.width, height: target.height)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        if area == bounds {
            guard let base = target.data,
                  let context = CGContext(data: base, width: target.width, height: target.height,
                                          bitsPerComponent: 8, bytesPerRow: target.bytesPerRow,
                                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return }
            // The bitmap context starts y-up; make it y-down.
            context.translateBy(x: 0, y: CGFloat(target.height))
            context.scaleBy(x: 1, y: -1)
            if !covers(bounds, root: root, scale: scale) { context.clear(bounds) }
            context.scaleBy(x: scale, y: scale)
            LayerPainter(context: context, deviceClip: nil, useTracking: true).paint(root)
            context.flush()
        } else {
            if scratch == nil || scratch?.width != target.width || scratch?.height != target.height {
                scratch = CGContext.makeTopDown(width: target.width, height: target.height)
            }
            guard let scratch else { return }
            scratch.saveGState()
            if !covers(area, root: root, scale: scale) { scratch.clear(area) }
            scratch.scaleBy(x: scale, y: scale)
            LayerPainter(context: scratch, deviceClip: area, useTracking: true).paint(root)
            scratch.restoreGState()
            guard let source = scratch.data, let destination = target.data else { return }
            let rowBytes = Int(area.width) * 4
            for row in Int(area.minY)..<Int(area.maxY) {
                let from = source + row * scratch.bytesPerRow + Int(area.minX) * 4
                let to = destination + row * target.bytesPerRow + Int(area.minX) * 4
                to.copyMemory(from: from, byteCount: rowBytes)
            }
        }
        // Tell cairo the target's pixels changed behind its back (it otherwise keeps treating a freshly
        // created target as clear): a no-op "destination out" of a transparent pixel marks it drawn.
        target.saveGState()
        target.setBlendMode(.destinationOut)
        target.setFillColor(CGColor.clear)
        target.fill(CGRect(x: area.minX, y: area.minY, width: 1, height: 1))
        target.restoreGState()
    }

    /// Whether `root` paints every pixel of `area` opaquely (so clearing first is unnecessary): its opaque,
    /// square background covers the area, or the first sublayer it draws does (a window's layer under its
    /// root view's opaque background, say) — whatever a layer draws before an opaque cover is painted over.
    /// Only layers drawn as they are (visible, opaque, unmasked, axis-aligned, no running transition) count.
    /// - Complexity: O(depth of the covering chain).
    private func covers(_ area: CGRect, root: CALayer, scale: CGFloat) -> Bool {
        covers(area, layer: root, parentToDevice: CGAffineTransform(scaleX: scale, y: scale))
    }

    /// `covers(_:root:scale:)` for `layer` placed in device pixels by `parentToDevice`.
    private func covers(_ area: CGRect, layer: CALayer, parentToDevice: CGAffineTransform) -> Bool {
        guard !layer.isHidden, !layer.hasTransitionEntries, layer.opacity >= 1, layer.mask == nil else { return false }
        let m = layer.localToParentTransform.concatenating(parentToDevice)
        guard m.b == 0, m.c == 0 else { return false }
        let square = layer.cornerRadius <= 0 || layer.maskedCorners.isEmpty
        if square, layer.backgroundColor?.alpha == 1, layer.bounds.applying(m).contains(area) { return true }
        // A rounded clip leaves the corners to what was beneath.
        guard !layer.masksToBounds || square, let first = layer.sublayersInDrawingOrder.first else { return false }
        if layer.masksToBounds, !layer.bounds.applying(m).contains(area) { return false }
        // The sublayer's transform to this layer includes this layer's sublayer space.
        return covers(area, layer: first, parentToDevice: m)
    }
}
