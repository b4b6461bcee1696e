import Foundation

// Geometry: the segments' natural widths, their frames in the bounds (fixed widths first, the rest
// shared equally or by content, mirrored right to left), and which segment a point is on.

extension UISegmentedControl {
    /// The default title font: 13-point medium, semibold in the selected segment.
    static func defaultTitleFont(selected: Bool) -> UIFont {
        UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .medium)
    }

    /// The font of a title in `state`: the attributes' `.font`, else the default.
    func titleFont(for state: UIControl.State) -> UIFont {
        resolvedTitleAttributes(for: state)[.font] as? UIFont ?? UISegmentedControl.defaultTitleFont(selected: state.contains(.selected))
    }

    /// The size of a segment's title or image, the title measured in its selected font (the widest), so
    /// selecting a segment never changes the layout.
    /// - Complexity: O(title length) (text measurement is cached by the text system).
    func contentSize(of segment: SegmentedControlSegment) -> CGSize {
        if let image = segment.image { return image.size }
        guard let title = segment.title, !title.isEmpty else { return .zero }
        let selected = title.size(withAttributes: [.font: titleFont(for: .selected)])
        let normal = title.size(withAttributes: [.font: titleFont(for: .normal)])
        return CGSize(width: ceil(max(selected.width, normal.width)), height: ceil(max(selected.height, normal.height)))
    }

    /// Each segment's width when the control has its intrinsic size.
    /// - Complexity: O(segments).
    func naturalSegmentWidths() -> [CGFloat] {
        let padding = 2 * UISegmentedControl.contentPadding
        let content = segments.map { contentSize(of: $0).width + padding }
        let widest = content.max() ?? 0
        return segments.indices.map { i in
            if segments[i].width > 0 { return segments[i].width }
            return apportionsSegmentWidthsByContent ? content[i] : widest
        }
    }

    /// The intrinsic size: the natural widths side by side, 32 points high.
    var intrinsicSizeImplementation: CGSize {
        CGSize(width: naturalSegmentWidths().reduce(0, +), height: UISegmentedControl.defaultHeight)
    }

    /// The segments' widths across `totalWidth`: fixed ones as set, the others sharing what is left,
    /// equally, or in proportion to their content when apportioned.
    /// - Complexity: O(segments).
    func segmentWidths(in totalWidth: CGFloat) -> [CGFloat] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexible = segments.indices.filter { segments[$0].width <= 0 }
        let remaining = max(0, totalWidth - fixed)
        var widths = segments.map(\.width)
        guard !flexible.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            let natural = naturalSegmentWidths()
            let sum = flexible.reduce(0) { $0 + natural[$1] }
            for i in flexible { widths[i] = sum > 0 ? remaining * natural[i] / sum : remaining / CGFloat(flexible.count) }
        } else {
            for i in flexible { widths[i] = remaining / CGFloat(flexible.count) }
        }
        return widths
    }

    /// The frame of every segment in the bounds, in index order; segment 0 is at the right edge right to left.
    /// - Complexity: O(segments).
    func segmentFrames() -> [CGRect] {
        let widths = segmentWidths(in: bounds.width)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width }
            let minX = rightToLeft ? bounds.width - x - width : x
            return CGRect(x: minX, y: 0, width: width, height: bounds.height)
        }
    }

    /// The segment whose column contains `point`'s x (the nearest at either end when `clamped`), or nil.
    /// - Complexity: O(segments).
    func segmentIndex(at point: CGPoint, clamped: Bool = false) -> Int? {
        let frames = segmentFrames()
        if let hit = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }) { return hit }
        guard clamped, !frames.isEmpty else { return nil }
        return frames.indices.min { abs(frames[$0].midX - point.x) < abs(frames[$1].midX - point.x) }
    }
}
