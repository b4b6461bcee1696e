import CCairo
import Foundation

/// A Quartz drawing destination over a cairo image surface: graphics state stack, transforms, paths,
/// fills, strokes, clipping, images and transparency layers.
///
/// Coordinate space: a bitmap context starts with Core Graphics' y-up space (origin at the bottom-left),
/// as on Apple platforms. UIKit's drawing contexts (`UIGraphicsImageRenderer`, view drawing) flip it to
/// y-down, as iOS does.
///
/// Pixels are 32-bit premultiplied ARGB in native (little-endian) order, i.e. BGRA in memory: cairo's
/// ARGB32 and SDL's ARGB8888, so frames go to the screen without conversion.
public final class CGContext {
    /// The cairo context; `cairo_t*`.
    let cr: OpaquePointer
    /// The target surface; `cairo_surface_t*`.
    let surface: OpaquePointer

    /// The state cairo does not keep itself, saved and restored with cairo's own state.
    struct GState {
        var fill = CGColor.black
        var stroke = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var interpolation = CGInterpolationQuality.default
        var shadow: Shadow? = nil
        /// The image mask set by `clip(to:mask:)`, in device space.
        var mask: ClipMask? = nil
        /// Whether a singular transform (a scale by zero, say) was applied: user space has collapsed, so
        /// nothing is painted until the state is restored, as in Core Graphics (cairo cannot hold a
        /// singular matrix, so the flag stands in for it).
        var collapsed = false
    }
    var state = GState()
    var stack: [GState] = []
    /// An open transparency layer: the graphics-state depth inside it (restores never go below it).
    struct TransparencyLayer {
        var depth: Int
    }
    /// The open transparency layers, innermost last.
    var layers: [TransparencyLayer] = []

    /// The bitmap's width in pixels.
    public let width: Int
    /// The bitmap's height in pixels.
    public let height: Int
    /// The bytes between the starts of two rows.
    public let bytesPerRow: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// The context's colour space (sRGB).
    public let colorSpace: CGColorSpace?
    /// The layout: premultiplied alpha first, 32-bit little endian.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    /// The pixel memory, premultiplied BGRA rows of `bytesPerRow` bytes. Call nothing but reads and writes
    /// of pixels between drawing calls; OpenUIKit flushes cairo before handing it out.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    /// Creates a bitmap context, as `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
    ///
    /// With `data == nil` the context owns zeroed (transparent) memory. Supported layouts: 8 bits per
    /// component, premultiplied alpha (first or last, or none-skip, all drawn as premultiplied BGRA; a
    /// caller-provided buffer must use `premultipliedFirst` or `noneSkipFirst` with `byteOrder32Little`
    /// and a `bytesPerRow` that cairo accepts, a multiple of 4 of at least `4 × width`). Returns `nil` for
    /// other layouts (non-premultiplied alpha, as Core Graphics refuses too; float components; a
    /// caller-provided buffer in another byte layout) or sizes outside 1...32767.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8, (1...32767).contains(width), (1...32767).contains(height),
              bytesPerRow >= 0, bytesPerRow <= Int(Int32.max) / height else { return nil }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        guard let alphaInfo, alphaInfo != .last, alphaInfo != .first, !info.contains(.floatComponents) else { return nil }
        if data != nil {
            guard alphaInfo == .premultipliedFirst || alphaInfo == .noneSkipFirst,
                  info.intersection(.byteOrderMask) == .byteOrder32Little else { return nil }
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let surface: OpaquePointer?
        if let data {
            guard bytesPerRow >= stride, bytesPerRow % 4 == 0 else { return nil }
            surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self),
                                                          CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bytesPerRow))
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        self.init(surface: surface, space: space, flipped: false)
    }

    /// Wraps `surface` (taking ownership of one reference). With `flipped == false` the base space is y-up.
    init(surface: OpaquePointer, space: CGColorSpace?, flipped: Bool) {
        self.surface = surface
        self.cr = cairo_create(surface)
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        self.colorSpace = space
        if !flipped {
            cairo_translate(cr, 0, Double(height))
            cairo_scale(cr, 1, -1)
        }
        baseTransform = flipped ? .identity : CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// The device transform the context started with (the y-up flip).
    let baseTransform: CGAffineTransform

    /// Pixels per base-space unit for shadow offsets and blur radii (1 by default). UIKit's drawing
    /// contexts at a screen scale of 2 or 3 set it to that scale, so that shadows are given in points as
    /// on iOS, where UIKit contexts keep the scale in their base space. Not public API.
    @_spi(OpenUIKitBackend) public var shadowScale: CGFloat = 1

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line attributes, alpha ...).
    public func saveGState() {
        cairo_save(cr)
        stack.append(state)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`; unbalanced calls (including ones that
    /// would pop the state saved by an open transparency layer) are ignored.
    public func restoreGState() {
        guard stack.count > (layers.last?.depth ?? 0), let saved = stack.popLast() else { return }
        cairo_restore(cr)
        state = saved
    }

    /// The current transform from user space to device (pixel) space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The current transformation matrix relative to the context's base space, as `CGContextGetCTM`.
    public var ctm: CGAffineTransform {
        userSpaceToDeviceSpaceTransform.concatenating(baseTransform.inverted())
    }

    /// Moves the origin of user space. Non-finite values are ignored (cairo would stop drawing for good).
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cr, Double(x), Double(y))
    }

    /// Scales user space.
    /// A zero factor collapses user space: nothing is painted until the state is restored. Non-finite
    /// factors are ignored.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        guard x != 0, y != 0 else { state.collapsed = true; return }
        cairo_scale(cr, Double(x), Double(y))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cr, Double(angle))
    }

    /// Concatenates `transform` onto the current transform (`transform × CTM`).
    /// A singular transform collapses user space: nothing is painted until the state is restored, as in
    /// Core Graphics. Non-finite transforms are ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        guard t.a * t.d - t.b * t.c != 0 else { state.collapsed = true; return }
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
    }

    /// Converts a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(userSpaceToDeviceSpaceTransform)
    }

    /// Converts a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(userSpaceToDeviceSpaceTransform.inverted())
    }

    /// Converts a size (a vector: no translation) from user space to device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(userSpaceToDeviceSpaceTransform) }

    /// Converts a size (a vector: no translation) from device space to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(userSpaceToDeviceSpaceTransform.inverted()) }

    /// Converts a rectangle from user space to device space (bounding box of the transformed corners).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(userSpaceToDeviceSpaceTransform) }

    /// Converts a rectangle from device space to user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(userSpaceToDeviceSpaceTransform.inverted()) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = CGColor(gray: gray, alpha: alpha) }

    /// Sets the global alpha applied to everything drawn (0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

    /// Sets the line width for strokes, in user-space units.
    public func setLineWidth(_ width: CGFloat) {
        guard !width.isNaN else { return }
        cairo_set_line_width(cr, Double(min(max(width, 0), 1e9)))
    }
    /// Sets the shape of line ends.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }
    /// Sets the shape of line joins.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }
    /// Sets the miter limit (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cr, Double(limit))
    }

    /// Sets a dash pattern: `lengths` alternate painted and unpainted lengths in user space, starting
    /// `phase` units into the pattern. Empty `lengths` turns dashing off, as do patterns whose lengths are
    /// all zero or any negative or non-finite (Core Graphics ignores those too).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map { Double($0) }
        if values.isEmpty || values.allSatisfy({ $0 == 0 }) || values.contains(where: { $0 < 0 || !$0.isFinite })
            || !phase.isFinite {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        values.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(phase)) }
    }

    /// Sets how drawn colours combine with what is already there.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Turns anti-aliasing on or off for shapes.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cr, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Allows anti-aliasing; OpenUIKit treats it as `setShouldAntialias`.
    public func setAllowsAntialiasing(_ allows: Bool) { setShouldAntialias(allows) }

    /// The quality used when images are scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// Sets a shadow for subsequent fills, strokes, image draws, gradients and transparency
    /// layers (which cast one shadow for their whole content); `color == nil` or a transparent colour turns
    /// shadows off.
    ///
    /// As in Core Graphics, `offset` and `blur` are in the context's base space and are not affected by the
    /// current transform: in a y-up bitmap context a positive `offset.height` moves the shadow up; in the
    /// y-down contexts UIKit draws into it moves the shadow down, as on iOS. Base-space units are device
    /// pixels unless the backend sets a shadow scale (UIKit's contexts use their screen scale, so shadows
    /// are in points there, as on iOS).
    /// The blur is a Gaussian approximation with standard deviation `blur / 2`, as Core Graphics uses.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: min(max(blur, 0), 10_000), color: color)
    }

    /// Sets a shadow with Core Graphics' default colour, black at one-third alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Flushes pending drawing to the pixels.
    public func flush() { cairo_surface_flush(surface) }

    /// Marks the context for updating, as `CGContext.synchronize()`; for a bitmap context this flushes.
    public func synchronize() { cairo_surface_flush(surface) }

    /// Sets how accurately curves are flattened, in device pixels (default 0.1 here; Core Graphics' default
    /// is 1 and larger values draw faster and coarser), as `CGContext.setFlatness(_:)`. Values are clamped
    /// to 0.01...100.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite else { return }
        cairo_set_tolerance(cr, Double(min(max(flatness, 0.01), 100)))
    }

    /// Accepted for parity with `CGContext.setRenderingIntent(_:)`; OpenUIKit draws in sRGB without gamut
    /// mapping, so the intent has no effect.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

    /// Makes an image from the current pixels (a copy: later drawing does not change it).
    /// - Complexity: O(width × height).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        return CGImage(copying: surface)
    }

    // MARK: - Backend access

    /// The `cairo_t*` behind this context, for the few OpenUIKit backend files (text) that draw with cairo
    /// directly. Not public API.
    @_spi(OpenUIKitBackend) public var cairo: OpaquePointer { cr }

    /// Runs `draw`, which paints with cairo directly (as the text backend does), so that the result gets the
    /// context's global alpha, blend mode, shadow and image mask like any Core Graphics drawing. `bounds`
    /// (user space) must contain everything `draw` paints; drawing is clipped to it when effects apply
    /// (its shadow is not).
    /// Without alpha, shadow or mask, `draw` paints straight into the context with the blend mode's
    /// operator set; otherwise it paints into a group the size of `bounds` that is composited afterwards.
    /// Not public API.
    @_spi(OpenUIKitBackend) public func drawWithEffects(bounds: CGRect, _ draw: (OpaquePointer) -> Void) {
        guard !state.collapsed else { return }
        guard state.alpha < 1 || state.shadow != nil || state.mask != nil else {
            cairo_save(cr)
            applyOperator()
            draw(cr)
            cairo_restore(cr)
            return
        }
        guard state.alpha > 0 else { return }
        cairo_save(cr)
        let saved = isPathEmpty ? nil : cairo_copy_path(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        cairo_push_group(cr)
        draw(cr)
        let group = cairo_pop_group(cr)!
        cairo_restore(cr)   // the bounds clip limits the group, not its shadow
        let alpha = Double(state.alpha)
        masked {
            if let shadow = state.shadow {
                castShadow(shadow, extents: .user(bounds), copyPath: false) { c in
                    cairo_set_source(c, group)
                    cairo_paint_with_alpha(c, alpha)
                }
            }
            cairo_set_source(cr, group)
            applyOperator()
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_pattern_destroy(group)
        if let saved {
            cairo_append_path(cr, saved)
            cairo_path_destroy(saved)
        }
    }

    /// The `cairo_surface_t*` this context draws into. Not public API.
    @_spi(OpenUIKitBackend) public var cairoSurface: OpaquePointer { surface }

    /// Creates a context over a new y-down surface of `width × height` pixels, the form UIKit's drawing and
    /// compositing use (no flip to undo). Not public API.
    @_spi(OpenUIKitBackend) public static func makeTopDown(width: Int, height: Int) -> CGContext? {
        guard (1...32767).contains(width), (1...32767).contains(height) else { return nil }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        return CGContext(surface: s, space: CGColorSpaceCreateDeviceRGB(), flipped: true)
    }
}
