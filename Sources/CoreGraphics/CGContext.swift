import CCairo
import Foundation

/// A Quartz drawing destination over a cairo image surface: graphics state stack, transforms, paths,
/// fills, strokes, clipping, images and transparency layers.
///
/// Coordinate space: a bitmap context starts with Core Graphics' y-up space (origin at the bottom-left),
/// as on Apple platforms. UIKit's drawing contexts (`UIGraphicsImageRenderer`, view drawing) flip it to
/// y-down, as iOS does.
///
/// Pixels are those the context was created with (`bitmapInfo`, `bitsPerPixel`): OpenUIKit draws with
/// cairo in 32-bit premultiplied ARGB in native (little-endian) order, i.e. BGRA in memory — cairo's
/// ARGB32 and SDL's ARGB8888, so frames go to the screen without conversion — and converts for the other
/// formats Core Graphics supports (see `BitmapPixelFormat`).
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

    /// The pixel format the context was created with.
    let pixelFormat: BitmapPixelFormat
    /// The caller-visible bytes when the format is not cairo's own (`nil`: cairo draws into them directly).
    var pixelMirror: PixelMirror?

    /// The bitmap's width in pixels.
    public let width: Int
    /// The bitmap's height in pixels.
    public let height: Int
    /// The bytes between the starts of two rows of `data`.
    public var bytesPerRow: Int { pixelMirror?.bytesPerRow ?? surfaceBytesPerRow }
    /// The bytes between the starts of two rows of the cairo surface.
    let surfaceBytesPerRow: Int
    /// The bits of one colour component: 8, or 5 for 16-bit RGB.
    public var bitsPerComponent: Int { pixelFormat.bitsPerComponent }
    /// The bits of one pixel: 32, 16 or 8.
    public var bitsPerPixel: Int { pixelFormat.bitsPerPixel }
    /// The context's colour space.
    public let colorSpace: CGColorSpace?
    /// The layout the context was created with (alpha info and byte order).
    public var bitmapInfo: CGBitmapInfo { pixelFormat.bitmapInfo }
    /// The pixel memory, rows of `bytesPerRow` bytes in the context's format (the caller's buffer when it
    /// gave one). Call nothing but reads and writes of pixels between drawing calls; OpenUIKit brings the
    /// bytes up to date before handing them out, and reads writes to them before the next drawing.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        if let pixelMirror { return mirroredData(pixelMirror) }
        return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    /// Creates a bitmap context, as `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
    ///
    /// With `data == nil` the context owns zeroed (transparent or black) memory; `bytesPerRow == 0` packs
    /// the rows tightly (`width × bytes per pixel`). The pixel formats are Core Graphics' iOS set (see
    /// `BitmapPixelFormat`): `premultipliedLast` stores R, G, B, A bytes, `premultipliedFirst` A, R, G, B,
    /// with `byteOrder32Little` reversed (B, G, R, A: cairo's own layout, drawn into directly and so the
    /// fastest, as is `noneSkipFirst | byteOrder32Little`), the `noneSkip` formats draw onto an opaque
    /// destination, `alphaOnly` keeps one byte of alpha, an 8-bit grey context one byte of grey, and
    /// 5-bit RGB two bytes. Other combinations return `nil` after logging Core Graphics' "unsupported
    /// parameter combination" line, as do a `bytesPerRow` below `width × bytes per pixel` (its own line)
    /// and sizes outside 1...32767.
    /// - Complexity: O(1) to create; drawing into a format other than cairo's own converts the pixels
    ///   (O(width × height) per drawing call once the caller holds the bytes).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard let format = BitmapPixelFormat(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo) else {
            let bits = BitmapPixelFormat.bitsPerPixel(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo)
            BitmapPixelFormat.log(BitmapPixelFormat.unsupportedCombinationMessage(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bits, space: space, bitmapInfo: bitmapInfo,
                bytesPerRow: bytesPerRow))
            return nil
        }
        guard (1...32767).contains(width), (1...32767).contains(height), bytesPerRow >= 0,
              bytesPerRow <= Int(Int32.max) / height else { return nil }
        let minimum = width * format.bytesPerPixel
        let rowBytes = bytesPerRow == 0 ? minimum : bytesPerRow
        guard rowBytes >= minimum else {
            BitmapPixelFormat.log(format.invalidBytesPerRowMessage(minimum: minimum, space: space))
            return nil
        }
        let surface: OpaquePointer?
        var mirror: PixelMirror?
        if let native = format.cairoFormat, data == nil || rowBytes % 4 == 0 {
            if let data {
                surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), native,
                                                              Int32(width), Int32(height), Int32(rowBytes))
            } else {
                surface = cairo_image_surface_create(native, Int32(width), Int32(height))
            }
        } else {
            surface = cairo_image_surface_create(format.surfaceFormat, Int32(width), Int32(height))
            mirror = PixelMirror(format: format, buffer: data, bytesPerRow: rowBytes, width: width, height: height)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        self.init(surface: surface, space: space, flipped: false, format: format)
        pixelMirror = mirror
        if let mirror, mirror.isShared { mirror.readIn(to: surface) }
    }

    /// Wraps `surface` (taking ownership of one reference). With `flipped == false` the base space is y-up.
    init(surface: OpaquePointer, space: CGColorSpace?, flipped: Bool, format: BitmapPixelFormat = .native) {
        self.surface = surface
        self.cr = cairo_create(surface)
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.surfaceBytesPerRow = Int(cairo_image_surface_get_stride(surface))
        self.pixelFormat = format
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

    /// Flushes pending drawing to the pixels (the caller's bytes included).
    public func flush() {
        cairo_surface_flush(surface)
        if let pixelMirror, pixelMirror.surfaceAhead, pixelMirror.isShared { pixelMirror.writeOut(from: surface) }
    }

    /// Marks the context for updating, as `CGContext.synchronize()`; for a bitmap context this flushes.
    public func synchronize() { flush() }

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
        beginPixelAccess()
        cairo_surface_flush(surface)
        return CGImage(copying: surface)
    }

    // MARK: - Backend access

    /// The `cairo_t*` behind this context, for the few OpenUIKit backend files (text) that draw with cairo
    /// directly. Not public API. Prefer `drawDirectly(_:)`, which also brings a caller's buffer in
    /// another pixel format up to date; after using this, the buffer catches up at the next drawing call
    /// or `flush()`.
    @_spi(OpenUIKitBackend) public var cairo: OpaquePointer {
        beginPixelAccess()
        pixelMirror?.surfaceAhead = true
        return cr
    }

    /// Runs `draw`, which paints with cairo directly into this context's `cairo_t*`. Not public API.
    @_spi(OpenUIKitBackend) public func drawDirectly(_ draw: (OpaquePointer) -> Void) {
        paintingPixels { draw(cr) }
    }

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
            paintingPixels {
                cairo_save(cr)
                applyOperator()
                draw(cr)
                cairo_restore(cr)
            }
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
