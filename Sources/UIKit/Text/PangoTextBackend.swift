import CCairo
import CPango
import Foundation
@_spi(OpenUIKitBackend) import CoreGraphics

/// The metrics of a font's primary face, in points.
struct FontMetrics: Hashable, Sendable {
    var ascender: Double
    /// Negative, as UIKit reports it.
    var descender: Double
    var leading: Double
    var capHeight: Double
    var xHeight: Double
}

/// One installed face, as `UIFont(name:size:)` finds it.
struct FontFaceInfo: Hashable, Sendable {
    var family: String
    var faceName: String
    var postScriptName: String
    var openTypeWeight: Int
    var italic: Bool
    /// Whether this is the face a bare family name selects (regular or book, upright).
    var isRegular: Bool
}

/// The only place where the text engine calls pango (and, for drawing, cairo).
///
/// One font map and one pango context, both resolution-independent: 72 dpi so that one pango unit is
/// 1/1024 point, grayscale antialiasing, no hinting, hint metrics off, unrounded glyph positions,
/// language "en" unless a run says otherwise. Layouts are laid out once in user space and drawn into
/// any `cairo_t` whatever its scale. All pango work happens under one recursive lock: the engine may be used
/// from any thread, one call at a time.
final class PangoTextBackend: @unchecked Sendable {
    /// The process-wide backend; creating it loads `fonts.conf` (see `configureFontconfig()`).
    static let shared = PangoTextBackend()

    let lock = NSRecursiveLock()
    /// `PangoFontMap*`.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// `PangoContext*`.
    let context: OpaquePointer
    /// Whether OpenUIKit's own `fonts.conf` was loaded (false: the machine's fontconfig setup).
    let usesBundledConfiguration: Bool

    var metricsCache: [UIFont.Descriptor: FontMetrics] = [:]
    var cachedFaces: [FontFaceInfo]?
    var layoutCache = TextLayoutCache()

    private init() {
        usesBundledConfiguration = PangoTextBackend.configureFontconfig()
        fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
    }

    /// Points fontconfig at `Resources/fonts.conf` (before pango creates its font map, which is the
    /// first time fontconfig reads its configuration), unless the fonts it names are missing.
    /// Returns whether the bundled configuration is in use.
    private static func configureFontconfig() -> Bool {
        guard let url = Bundle.module.url(forResource: "fonts", withExtension: "conf", subdirectory: "Resources"),
              FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        else { return false }
        setenv("FONTCONFIG_FILE", url.path, 1)
        return true
    }

    /// Runs `body` holding the backend's lock.
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: - Fonts

    /// The pango family name for a font descriptor.
    static func family(for descriptor: UIFont.Descriptor) -> String {
        switch descriptor.kind {
        case .system, .monospacedDigitSystem: "OpenUIKit System"
        case .monospacedSystem: "monospace"
        case .named(let family, _): family
        }
    }

    /// A new `PangoFontDescription*` for a descriptor; the caller frees it.
    static func makeDescription(_ descriptor: UIFont.Descriptor) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family(for: descriptor))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(descriptor.openTypeWeight)))
        pango_font_description_set_style(description, descriptor.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, descriptor.size * Double(PANGO_SCALE))
        return description
    }

    /// The metrics of the descriptor's primary face (measured once, then cached).
    func metrics(for descriptor: UIFont.Descriptor) -> FontMetrics {
        locked {
            if let cached = metricsCache[descriptor] { return cached }
            let description = PangoTextBackend.makeDescription(descriptor)
            defer { pango_font_description_free(description) }
            var result = FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0)
            if let font = pango_context_load_font(context, description) {
                if let fontMetrics = pango_font_get_metrics(font, pango_language_from_string("en")) {
                    let ascent = Double(pango_font_metrics_get_ascent(fontMetrics)) / Double(PANGO_SCALE)
                    let descent = Double(pango_font_metrics_get_descent(fontMetrics)) / Double(PANGO_SCALE)
                    let height = Double(pango_font_metrics_get_height(fontMetrics)) / Double(PANGO_SCALE)
                    result.ascender = ascent
                    result.descender = -descent
                    result.leading = max(0, height - ascent - descent)
                    pango_font_metrics_unref(fontMetrics)
                }
                g_object_unref(UnsafeMutableRawPointer(font))
            }
            result.capHeight = inkHeight(of: "H", description: description)
            result.xHeight = inkHeight(of: "x", description: description)
            metricsCache[descriptor] = result
            return result
        }
    }

    /// The height above the baseline of the ink of `text` (caller holds the lock).
    private func inkHeight(of text: String, description: OpaquePointer) -> Double {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return Double(pango_layout_get_baseline(layout) - ink.y) / Double(PANGO_SCALE)
    }

    // MARK: - Glyph outlines

    /// The outline of the glyph for `scalar` in the font family `family` at `size` points, as a y-down path
    /// whose origin is the top-left corner of the line box pango lays the glyph out in, with that box.
    /// `nil` when the family is not installed (fontconfig substituted another) or its font has no glyph
    /// for `scalar`: no fallback font ever supplies the glyph. Used for the icon-font symbols
    /// (`MaterialSymbols`).
    /// - Complexity: O(glyph outline segments); one layout and one 1 × 1 scratch context per call.
    func glyphOutline(of scalar: Unicode.Scalar, family: String, size: Double) -> (path: CGPath, box: CGRect)? {
        locked {
            let description = pango_font_description_new()!
            defer { pango_font_description_free(description) }
            pango_font_description_set_family(description, family)
            pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
            guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            let loaded = pango_font_describe(font)
            let loadedFamily = loaded.flatMap { pango_font_description_get_family($0) }.map { String(cString: $0) }
            if let loaded { pango_font_description_free(loaded) }
            guard loadedFamily == family, pango_font_has_char(font, scalar.value) != 0 else { return nil }

            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, String(Character(scalar)), -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let unit = Double(PANGO_SCALE)
            let box = CGRect(x: Double(logical.x) / unit, y: Double(logical.y) / unit,
                             width: Double(logical.width) / unit, height: Double(logical.height) / unit)

            // Trace the layout into a scratch context and read the path back (CGContext.path).
            guard let scratch = UIGraphicsMakeImageContext(size: CGSize(width: 1, height: 1), scale: 1, opaque: false)
            else { return nil }
            pango_cairo_layout_path(scratch.cairo, layout)
            guard let path = scratch.path else { return nil }
            return path.isEmpty ? nil : (path, box)
        }
    }

    /// Every face of every installed family (listed once per process).
    var faces: [FontFaceInfo] {
        locked {
            if let cachedFaces { return cachedFaces }
            var list: [FontFaceInfo] = []
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var familyCount: Int32 = 0
            pango_font_map_list_families(fontMap, &families, &familyCount)
            for familyIndex in 0..<Int(familyCount) {
                guard let family = families?[familyIndex], let familyName = pango_font_family_get_name(family)
                else { continue }
                let name = String(cString: familyName)
                var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
                var faceCount: Int32 = 0
                pango_font_family_list_faces(family, &faces, &faceCount)
                for faceIndex in 0..<Int(faceCount) {
                    guard let face = faces?[faceIndex], let faceName = pango_font_face_get_face_name(face),
                          pango_font_face_is_synthesized(face) == 0,
                          let description = pango_font_face_describe(face)
                    else { continue }
                    let styleName = String(cString: faceName)
                    let weight = Int(pango_font_description_get_weight(description).rawValue)
                    let italic = pango_font_description_get_style(description) != PANGO_STYLE_NORMAL
                    pango_font_description_free(description)
                    let compactFamily = name.filter { $0 != " " }
                    let compactStyle = styleName.filter { $0 != " " }
                    let isRegular = !italic && (compactStyle == "Regular" || compactStyle == "Book")
                    list.append(FontFaceInfo(
                        family: name, faceName: styleName,
                        postScriptName: isRegular ? compactFamily : compactFamily + "-" + compactStyle,
                        openTypeWeight: weight, italic: italic, isRegular: isRegular
                    ))
                }
                g_free(faces)
            }
            g_free(families)
            // Generic aliases ("Sans", "Monospace", "System-ui") are not faces anyone names.
            list.removeAll { ["Sans", "Serif", "Monospace", "System-ui"].contains($0.family) }
            cachedFaces = list
            return list
        }
    }
}
