import CCairo

/// Paints a red 20×20 square at the origin with cairo directly, as the text backend paints glyphs.
func drawRedSquare(_ cr: OpaquePointer) {
    cairo_set_source_rgba(cr, 1, 0, 0, 1)
    cairo_rectangle(cr, 0, 0, 20, 20)
    cairo_fill(cr)
}
