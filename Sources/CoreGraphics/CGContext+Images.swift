import CCairo
import Foundation

extension CGContext {
    // MARK: Images

    /// Draws `image` scaled into `rect`. As in Core Graphics, the image's first row lands at `rect.maxY`:
    /// upright in a y-up space, upside down in a flipped (UIKit) space. `byTiling` repeats the image in
    /// tiles of `rect`'s size over the whole clip, the first one at `rect`. The current path is kept; the
    /// global alpha, blend mode, interpolation quality and shadow apply.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.width != 0, rect.height != 0, image.width > 0, image.height > 0,
              [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        let filter = cairoFilter, alpha = Double(state.alpha)
        let body: (OpaquePointer) -> Void = { c in
            cairo_save(c)
            cairo_translate(c, Double(rect.minX), Double(rect.maxY))
            cairo_scale(c, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
            cairo_set_source_surface(c, image.surface, 0, 0)
            let pattern = cairo_get_source(c)
            cairo_pattern_set_filter(pattern, filter)
            if byTiling {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            } else {
                // PAD plus a clip to the image keeps scaled edges sharp instead of fading them out.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_new_path(c)
                cairo_rectangle(c, 0, 0, Double(image.width), Double(image.height))
                cairo_clip(c)
            }
            cairo_paint_with_alpha(c, alpha)
            cairo_restore(c)
        }
        withPathPreserved {
            masked {
                if let shadow = state.shadow {
                    castShadow(shadow, extents: byTiling ? .user(boundingBoxOfClipPath) : .user(rect), copyPath: false, body)
                }
                applyOperator()
                body(cr)
            }
        }
    }
}
