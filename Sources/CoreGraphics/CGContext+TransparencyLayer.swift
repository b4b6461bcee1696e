import CCairo
import Foundation

extension CGContext {
    // MARK: Transparency layers

    /// Starts a transparency layer: drawing until `endTransparencyLayer()` is composited as one group with
    /// the current alpha, blend mode, shadow and image mask. Inside the layer the alpha is 1, the blend
    /// mode normal and the shadow off, as in Core Graphics.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        openLayer()
    }

    /// Starts a transparency layer bounded by `rect` (drawing is clipped to it).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        saveGState()
        clip(to: rect)
        openLayer()
    }

    private func openLayer() {
        layers.append(TransparencyLayer(depth: stack.count))
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        state.mask = nil   // applied once, when the layer is composited
        cairo_push_group(cr)
    }

    /// Ends the innermost transparency layer and composites it (with its shadow, if one was set when the
    /// layer began). Graphics states saved inside the layer and not restored are dropped. Unbalanced calls
    /// are ignored.
    public func endTransparencyLayer() {
        guard let layer = layers.popLast() else { return }
        while stack.count > layer.depth { restoreGState() }
        let group = cairo_pop_group(cr)!
        restoreGState()
        let alpha = Double(state.alpha)
        masked {
            if let shadow = state.shadow {
                var surface: OpaquePointer?
                cairo_pattern_get_surface(group, &surface)
                if let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
                    var dx = 0.0, dy = 0.0
                    cairo_surface_get_device_offset(surface, &dx, &dy)
                    let extents = CGRect(x: -dx, y: -dy, width: Double(cairo_image_surface_get_width(surface)),
                                         height: Double(cairo_image_surface_get_height(surface)))
                    castShadow(shadow, extents: .device(extents), copyPath: false) { c in
                        cairo_set_source(c, group)
                        cairo_paint_with_alpha(c, alpha)
                    }
                }
            }
            cairo_save(cr)
            cairo_set_source(cr, group)
            applyOperator()
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        cairo_pattern_destroy(group)
    }
}
