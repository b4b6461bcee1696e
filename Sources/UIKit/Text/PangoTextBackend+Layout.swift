import CCairo
import CPango
import Foundation

/// A laid-out text: a `PangoLayout` and the boxes of its visible lines, in points relative to the
/// top left of the text box. Immutable once made; used only under the backend's lock.
final class PreparedTextLayout: @unchecked Sendable {
    struct Line {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        var x: Double
        var top: Double
        var baseline: Double
        var height: Double
        var width: Double
    }

    let layout: OpaquePointer
    let lines: [Line]
    let metrics: TextLayoutMetrics
    let unitCount: Int
    /// The width pango wraps and aligns in, `nil` when unlimited (the box aligns the text instead).
    let layoutWidth: Double?
    /// 0 left, 0.5 centre, 1 right: how to place unwrapped text in a wider box.
    let alignmentFactor: Double
    /// `byClipping` single lines are clipped at the box's edges.
    let clipsToBox: Bool
    /// The UTF-8 byte offset of every UTF-16 offset of the text (`count == unitCount + 1`), for the
    /// editing queries that translate between UIKit's UTF-16 offsets and pango's byte indices.
    var byteOffsets: [Int32] = [0]
    /// How far the lines' leading edge sits from the box's left edge (the smaller head indent).
    var leading: Double = 0
    /// The caret stops and word boundaries, read from pango once and kept (see `TextBoundaries`).
    var cachedBoundaries: TextBoundaries?

    /// The height of the laid-out lines (an empty text has one line as tall as its font).
    var linesHeight: Double { lines.last.map { $0.top + $0.height } ?? 0 }

    init(
        layout: OpaquePointer, lines: [Line], metrics: TextLayoutMetrics, unitCount: Int,
        layoutWidth: Double?, alignmentFactor: Double, clipsToBox: Bool
    ) {
        self.layout = layout
        self.lines = lines
        self.metrics = metrics
        self.unitCount = unitCount
        self.layoutWidth = layoutWidth
        self.alignmentFactor = alignmentFactor
        self.clipsToBox = clipsToBox
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}

extension PangoTextBackend {
    /// The layout for `key`, from the cache or made now (caller holds the lock).
    func prepared(_ key: TextLayoutKey) -> PreparedTextLayout { preparedForDrawing(key).layout }

    /// The layout for `key`, from the cache or made now, and the colour to draw it in when the layout
    /// leaves the colour out (one-colour texts share a layout across colours: see
    /// `TextLayoutKey.colorIndependent()`); caller holds the lock.
    /// - Complexity: O(text length) to hash the key on a hit; pango's layout time on a miss.
    func preparedForDrawing(_ key: TextLayoutKey) -> (layout: PreparedTextLayout, foreground: TextRGBA?) {
        let shared = key.colorIndependent()
        let lookup = shared?.key ?? key
        if let cached = layoutCache.layout(for: lookup) { return (cached, shared?.foreground) }
        let made = makeLayout(lookup)
        layoutCache.insert(made, for: lookup)
        return (made, shared?.foreground)
    }

    /// A layout of `key` that the cache does not hold, for a caller that keeps it (a text view keeps
    /// one per paragraph); release it inside `locked`.
    /// - Complexity: pango's layout time for the text.
    func makeUncachedLayout(_ key: TextLayoutKey) -> PreparedTextLayout {
        locked { makeLayout(key) }
    }

    /// Measures a text (see `TextLayout`).
    func metrics(for key: TextLayoutKey) -> TextLayoutMetrics {
        locked { prepared(key).metrics }
    }

    /// Draws a text with the top left of its box at `origin` into `cairo` (a `cairo_t*`), in the
    /// user space of the cairo context; `boxWidth` aligns unwrapped text and clips `byClipping` lines.
    func draw(_ key: TextLayoutKey, cairo: OpaquePointer, origin: CGPoint, boxWidth: Double?) {
        locked {
            let prepared = preparedForDrawing(key)
            draw(prepared.layout, cairo: cairo, origin: origin, boxWidth: boxWidth, foreground: prepared.foreground)
        }
    }

    /// Draws a prepared layout as `draw(_:cairo:origin:boxWidth:)` does; `foreground` is the colour of a
    /// layout that leaves the colour out (`preparedForDrawing(_:)`).
    func draw(_ layout: PreparedTextLayout, cairo: OpaquePointer, origin: CGPoint, boxWidth: Double?, foreground: TextRGBA? = nil) {
        locked {
            guard !layout.lines.isEmpty, layout.unitCount > 0 else { return }
            let originX = Double(origin.x)
            let originY = Double(origin.y)
            var shift = 0.0
            if layout.layoutWidth == nil, let boxWidth {
                shift = (boxWidth - Double(layout.metrics.size.width)) * layout.alignmentFactor
            }
            cairo_save(cairo)
            // Runs without a foreground attribute draw in the source colour (pango's cairo renderer).
            if let foreground { cairo_set_source_rgba(cairo, foreground.red, foreground.green, foreground.blue, foreground.alpha) }
            if layout.clipsToBox, let boxWidth {
                cairo_rectangle(cairo, originX, originY, boxWidth, Double(layout.metrics.size.height))
                cairo_clip(cairo)
            }
            var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
            cairo_clip_extents(cairo, &clipLeft, &clipTop, &clipRight, &clipBottom)
            for line in layout.lines {
                let top = originY + line.top
                if top > clipBottom { break }
                if top + line.height < clipTop { continue }
                cairo_move_to(cairo, originX + shift + line.x, originY + line.baseline)
                pango_cairo_show_layout_line(cairo, line.line)
            }
            cairo_restore(cairo)
        }
    }

    /// The bottom of every visible line, in points from the top of the box.
    func lineBottoms(for key: TextLayoutKey) -> [Double] {
        locked { prepared(key).lines.map { $0.top + $0.height } }
    }

    /// The font family of each run pango shaped, in order (for tests and diagnostics).
    func resolvedFamilies(for key: TextLayoutKey) -> [String] {
        locked {
            let layout = prepared(key)
            var families: [String] = []
            let iterator = pango_layout_get_iter(layout.layout)
            defer { pango_layout_iter_free(iterator) }
            repeat {
                if let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font,
                   let description = pango_font_describe(font) {
                    if let family = pango_font_description_get_family(description) {
                        families.append(String(cString: family))
                    }
                    pango_font_description_free(description)
                }
            } while pango_layout_iter_next_run(iterator) != 0
            return families
        }
    }

    // MARK: - Making layouts

    private static let scale = Double(PANGO_SCALE)

    /// The family emoji sequences are drawn from (`fonts-noto-color-emoji`).
    static let emojiFamily = "Noto Color Emoji"

    private static func pangoUnits(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * scale).rounded()))
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16(clamping: Int((min(max(value, 0), 1) * 65535).rounded()))
    }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int, into list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(clamping: start)
        attribute.pointee.end_index = end < 0 ? UInt32.max : UInt32(clamping: end)
        pango_attr_list_insert(list, attribute)
    }

    /// The attribute list for a text: fonts, colours, spacing, lines and languages per run.
    private func makeAttributes(_ content: TextContent, _ encoding: TextEncoding, foregroundFromSource: Bool) -> OpaquePointer {
        let list = pango_attr_list_new()!
        typealias Backend = PangoTextBackend
        Backend.insert(pango_attr_insert_hyphens_new(0), 0, -1, into: list)
        for run in content.runs {
            let start = Int(encoding.byteOffsets[min(run.start, encoding.byteOffsets.count - 1)])
            let end = Int(encoding.byteOffsets[min(run.end, encoding.byteOffsets.count - 1)])
            guard end > start else { continue }
            let attributes = run.attributes
            let font = attributes.font
            let description = Backend.makeDescription(font.descriptor)
            Backend.insert(pango_attr_font_desc_new(description), start, end, into: list)
            pango_font_description_free(description)
            if case .monospacedDigitSystem = font.descriptor.kind {
                Backend.insert(pango_attr_font_features_new("tnum=1"), start, end, into: list)
            }
            let spacing = font.tracking + attributes.kern
            if spacing != 0 {
                Backend.insert(pango_attr_letter_spacing_new(Backend.pangoUnits(spacing)), start, end, into: list)
            }
            let foreground = attributes.foreground
            if !foregroundFromSource {
                Backend.insert(pango_attr_foreground_new(
                    Backend.channel(foreground.red), Backend.channel(foreground.green), Backend.channel(foreground.blue)
                ), start, end, into: list)
                if foreground.alpha < 1 {
                    Backend.insert(pango_attr_foreground_alpha_new(max(1, Backend.channel(foreground.alpha))), start, end, into: list)
                }
            }
            if let background = attributes.background, background.alpha > 0 {
                Backend.insert(pango_attr_background_new(
                    Backend.channel(background.red), Backend.channel(background.green), Backend.channel(background.blue)
                ), start, end, into: list)
                if background.alpha < 1 {
                    Backend.insert(pango_attr_background_alpha_new(max(1, Backend.channel(background.alpha))), start, end, into: list)
                }
            }
            if attributes.underline != 0 {
                let double = attributes.underline & 0x0F == NSUnderlineStyle.double.rawValue
                Backend.insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), start, end, into: list)
                if let color = attributes.underlineColor {
                    Backend.insert(pango_attr_underline_color_new(
                        Backend.channel(color.red), Backend.channel(color.green), Backend.channel(color.blue)
                    ), start, end, into: list)
                }
            }
            if attributes.strikethrough != 0 {
                Backend.insert(pango_attr_strikethrough_new(1), start, end, into: list)
                if let color = attributes.strikethroughColor {
                    Backend.insert(pango_attr_strikethrough_color_new(
                        Backend.channel(color.red), Backend.channel(color.green), Backend.channel(color.blue)
                    ), start, end, into: list)
                }
            }
            if attributes.baselineOffset != 0 {
                Backend.insert(pango_attr_rise_new(Backend.pangoUnits(attributes.baselineOffset)), start, end, into: list)
            }
        }
        // Emoji in emoji presentation come from the colour emoji face alone (no per-character fallback:
        // pango would give U+FE0F, which the face maps only through its variation-sequence table, and with
        // it the whole cluster, to a text font, and split ZWJ sequences), each sequence shaped whole, and
        // take the line height of their run's font, so that the line is as tall as without them.
        var runIndex = 0
        for emoji in encoding.emojiRanges {
            let start = emoji.bytes.lowerBound, end = emoji.bytes.upperBound
            Backend.insert(pango_attr_family_new(Backend.emojiFamily), start, end, into: list)
            Backend.insert(pango_attr_fallback_new(0), start, end, into: list)
            while runIndex + 1 < content.runs.count, content.runs[runIndex].end <= emoji.units.lowerBound { runIndex += 1 }
            let font = content.runs.isEmpty ? content.primaryFont : content.runs[runIndex].attributes.font
            Backend.insert(pango_attr_line_height_new_absolute(Backend.pangoUnits(Double(font.lineHeight))), start, end, into: list)
        }
        for language in encoding.languages {
            Backend.insert(pango_attr_language_new(pango_language_from_string(language.tag)), language.start, language.end, into: list)
        }
        let paragraph = content.paragraph
        if paragraph.minimumLineHeight > 0 || paragraph.maximumLineHeight > 0 {
            let natural = Double(content.primaryFont.lineHeight)
            var height = paragraph.lineHeightMultiple > 0 ? natural * paragraph.lineHeightMultiple : natural
            if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight) }
            if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
            Backend.insert(pango_attr_line_height_new_absolute(Backend.pangoUnits(height)), 0, -1, into: list)
        } else if paragraph.lineHeightMultiple > 0 {
            Backend.insert(pango_attr_line_height_new(paragraph.lineHeightMultiple), 0, -1, into: list)
        }
        return list
    }

    /// Lays a text out (caller holds the lock).
    private func makeLayout(_ key: TextLayoutKey) -> PreparedTextLayout {
        let content = key.content
        let encoding = TextEncoding(content.utf16)
        let layout = pango_layout_new(context)!
        let primary = PangoTextBackend.makeDescription(content.primaryFont.descriptor)
        pango_layout_set_font_description(layout, primary)
        pango_font_description_free(primary)
        encoding.utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress {
                    pango_layout_set_text(layout, base, Int32(clamping: chars.count))
                } else {
                    pango_layout_set_text(layout, "", 0)
                }
            }
        }
        let attributes = makeAttributes(content, encoding, foregroundFromSource: key.foregroundFromSource)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        let paragraph = content.paragraph
        let mode = key.lineBreakMode
        let lineLimit = max(0, key.numberOfLines)
        let unwrappedSingleLine = lineLimit == 1 && mode == .byClipping
        let leading = min(paragraph.firstLineHeadIndent, paragraph.headIndent)
        var layoutWidth: Double?
        if let width = key.width, width.isFinite, !unwrappedSingleLine {
            var available = width - leading
            available = paragraph.tailIndent > 0 ? paragraph.tailIndent - leading : available + paragraph.tailIndent
            layoutWidth = max(0, available)
            pango_layout_set_width(layout, PangoTextBackend.pangoUnits(max(0, available)))
        }
        pango_layout_set_indent(layout, PangoTextBackend.pangoUnits(paragraph.firstLineHeadIndent - paragraph.headIndent))
        let charWrap = mode == .byCharWrapping || encoding.longestWord > TextEncoding.longWordLimit
        pango_layout_set_wrap(layout, charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        switch paragraph.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        if paragraph.lineSpacing > 0 {
            pango_layout_set_spacing(layout, PangoTextBackend.pangoUnits(paragraph.lineSpacing))
        }

        let ellipsis: PangoEllipsizeMode? = switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: nil
        }
        if let ellipsis, lineLimit > 0, layoutWidth != nil {
            let multiParagraph = content.utf16.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x2029 }
            if !multiParagraph {
                pango_layout_set_ellipsize(layout, ellipsis)
                pango_layout_set_height(layout, -Int32(clamping: lineLimit))
            } else if pango_layout_get_line_count(layout) > lineLimit {
                // A negative height limits lines per paragraph; a positive height limits the whole text.
                // Give the height of the allowed lines plus half a line, so pango ellipsizes the last one.
                let iterator = pango_layout_get_iter(layout)
                var logical = PangoRectangle()
                for _ in 1..<lineLimit { pango_layout_iter_next_line(iterator) }
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                pango_layout_iter_free(iterator)
                pango_layout_set_height(layout, logical.y + logical.height + logical.height / 2)
                pango_layout_set_ellipsize(layout, ellipsis)
            }
        }
        let prepared = collectLines(
            layout, key: key, leading: leading, layoutWidth: layoutWidth, lineLimit: lineLimit,
            clipsToBox: mode == .byClipping && key.width != nil
        )
        prepared.byteOffsets = encoding.byteOffsets
        prepared.leading = leading
        return prepared
    }

    /// Reads the line boxes and computes the metrics (caller holds the lock).
    private func collectLines(
        _ layout: OpaquePointer, key: TextLayoutKey, leading: Double, layoutWidth: Double?, lineLimit: Int,
        clipsToBox: Bool
    ) -> PreparedTextLayout {
        let paragraph = key.content.paragraph
        let scale = PangoTextBackend.scale
        var lines: [PreparedTextLayout.Line] = []
        var extra = 0.0
        let iterator = pango_layout_get_iter(layout)
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            if !lines.isEmpty, pango_layout_line_is_paragraph_start(line) != 0 {
                extra += paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore
            }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            lines.append(PreparedTextLayout.Line(
                line: line, x: Double(logical.x) / scale + leading, top: Double(logical.y) / scale + extra,
                baseline: Double(pango_layout_iter_get_baseline(iterator)) / scale + extra,
                height: Double(logical.height) / scale, width: Double(logical.width) / scale
            ))
        } while pango_layout_iter_next_line(iterator) != 0
        pango_layout_iter_free(iterator)

        let totalLines = lines.count
        if lineLimit > 0, lines.count > lineLimit { lines.removeLast(lines.count - lineLimit) }
        let truncated = totalLines > lines.count || pango_layout_is_ellipsized(layout) != 0
        let alignsLeft = paragraph.alignment == .left || paragraph.alignment == .natural || paragraph.alignment == .justified
        var width = 0.0
        for line in lines {
            width = max(width, layoutWidth == nil || alignsLeft ? line.x + line.width : line.width + max(0, leading))
        }
        if let layoutWidth {
            // Pango counts half a letter spacing of negative tracking outside an ellipsized line
            // (0.44 pt at 17 pt); the box never exceeds the wrapping width, as UIKit's text rect does not.
            width = min(width, layoutWidth + max(0, leading))
        }
        let isEmpty = key.content.isEmpty
        let height = lines.last.map { $0.top + $0.height } ?? 0
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let inkBottom = min(Double(ink.y + ink.height) / scale, height)
        let inkBounds = CGRect(
            x: Double(ink.x) / scale + leading, y: Double(ink.y) / scale,
            width: Double(ink.width) / scale, height: max(0, inkBottom - Double(ink.y) / scale)
        )
        let metrics = TextLayoutMetrics(
            size: isEmpty ? .zero : CGSize(width: width, height: height),
            firstBaseline: CGFloat(lines.first?.baseline ?? 0),
            lastBaseline: CGFloat(lines.last?.baseline ?? 0),
            lineCount: isEmpty ? 0 : lines.count,
            isTruncated: truncated,
            inkBounds: isEmpty ? .zero : inkBounds
        )
        let factor: Double = switch paragraph.alignment {
        case .center: 0.5
        case .right: 1
        default: 0
        }
        return PreparedTextLayout(
            layout: layout, lines: lines, metrics: metrics, unitCount: key.content.utf16.count,
            layoutWidth: layoutWidth, alignmentFactor: factor, clipsToBox: clipsToBox
        )
    }
}
