import CCairo
import Foundation

/// An image mask in device space: an A8 surface the size of the context, immutable once made, so graphics
/// states can share it.
final class ClipMask {
    /// `cairo_surface_t*` in `CAIRO_FORMAT_A8`.
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}

extension CGContext {
    // MARK: Image masks

    /// Intersects the clip with `rect` and with a mask made from `mask` drawn into `rect` (first row at
    /// `rect.maxY`, as `draw(_:in:)` places images), as `CGContextClipToMask`.
    ///
    /// Mask values: an image with any transparency masks by its alpha (the common "tint a template icon"
    /// use); a fully opaque image masks by its luminance, white drawing fully and black not at all, as Core
    /// Graphics treats a DeviceGray mask image. Masks combine with earlier masks and are saved and restored
    /// with the graphics state; `resetClip()` removes them. Blend modes apply when the masked drawing is
    /// composited (an unbounded mode such as `.copy` affects only the masked shape's area).
    /// - Complexity: O(context pixels) per call; drawing under a mask renders into a group first.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
        guard rect.width != 0, rect.height != 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              let values = CGContext.maskValues(of: mask),
              let device = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(values) }
        let mc = cairo_create(device)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_set_matrix(mc, &m)
        cairo_translate(mc, Double(rect.minX), Double(rect.maxY))
        cairo_scale(mc, Double(rect.width) / Double(mask.width), -Double(rect.height) / Double(mask.height))
        cairo_set_source_surface(mc, values, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(mc), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(mc), cairoFilter)
        cairo_rectangle(mc, 0, 0, Double(mask.width), Double(mask.height))
        cairo_fill(mc)
        if let previous = state.mask {
            // Intersection: keep the new values only where the old mask lets drawing through.
            cairo_identity_matrix(mc)
            cairo_set_operator(mc, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(mc, previous.surface, 0, 0)
            cairo_paint(mc)
        }
        cairo_destroy(mc)
        cairo_surface_flush(device)
        state.mask = ClipMask(surface: device)
    }

    /// An A8 surface with the mask value of every pixel of `image`: its alpha, or its luminance when the
    /// image is opaque.
    private static func maskValues(of image: CGImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let out = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let outStride = Int(cairo_image_surface_get_stride(surface))
        image.withUnsafePixelBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let inStride = image.bytesPerRow
            var opaque = true
            for y in 0..<image.height where opaque {
                let row = base + y * inStride
                for x in 0..<image.width where row[4 * x + 3] != 255 { opaque = false; break }
            }
            for y in 0..<image.height {
                let row = base + y * inStride, dst = out + y * outStride
                for x in 0..<image.width {
                    let p = row + 4 * x
                    if opaque {
                        // Rec. 601 luma of the (opaque, so unpremultiplied) BGRA pixel.
                        let r = UInt32(p[2]) * 299, g = UInt32(p[1]) * 587, b = UInt32(p[0]) * 114
                        dst[x] = UInt8((r + g + b + 500) / 1000)
                    } else {
                        dst[x] = p[3]
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Runs `body` (which draws with the current blend mode) so that its result is masked by the image mask
    /// of the graphics state, if any: the drawing goes into a group with normal blending, and the group is
    /// composited through the mask with the blend mode.
    /// Nothing is painted while user space is collapsed by a singular transform. Every painting operation
    /// comes through here, so this is also where a caller's buffer in another pixel format is kept in
    /// step (`beginPixelAccess()`, `endPixelAccess()`).
    func masked(_ body: () -> Void) {
        guard !state.collapsed else { return }
        beginPixelAccess()
        defer { endPixelAccess() }
        guard let mask = state.mask else { body(); return }
        let mode = state.blendMode
        state.blendMode = .normal
        cairo_push_group(cr)
        body()
        cairo_pop_group_to_source(cr)
        state.blendMode = mode
        cairo_save(cr)
        cairo_identity_matrix(cr)
        applyOperator()
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }
}
