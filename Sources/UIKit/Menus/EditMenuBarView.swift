import Foundation

/// One entry of the edit menu's bar: a command or submenu, or a chevron that pages or goes back.
@MainActor
enum EditMenuEntry {
    case element(UIMenuElement)
    case nextPage
    case previousPage
    case back

    /// The title the bar shows.
    var title: String {
        switch self {
        case .element(let element): element.title
        case .nextPage: "\u{25B8}"
        case .previousPage, .back: "\u{25C2}"
        }
    }
}

/// Where the bar goes and how its entries divide into pages (a pure computation, tested alone).
struct EditMenuLayout: Equatable {
    /// The bar's frame (with the arrow) in the container's coordinates.
    var frame: CGRect
    /// Whether the arrow is on the bar's top edge pointing up (the bar is below the target).
    var arrowPointsUp: Bool
    /// The arrow tip's x in the bar's coordinates.
    var arrowX: CGFloat
    /// The x extents of the entries in the bar's coordinates.
    var entryRanges: [ClosedRange<CGFloat>]

    /// The bar's metrics (iOS's edit menu on an iPhone; Apple does not publish them: measured off
    /// screenshots, rounded to points).
    static let barHeight: CGFloat = 38
    static let arrowHeight: CGFloat = 8
    static let arrowWidth: CGFloat = 18
    static let cornerRadius: CGFloat = 8
    static let entryPadding: CGFloat = 12
    static let minimumEntryWidth: CGFloat = 40
    /// The distance kept from the container's edges and between the arrow's tip and the target.
    static let edgeMargin: CGFloat = 8
    static let targetGap: CGFloat = 4

    /// Lays out entries of `widths` (title widths) for `target` inside `bounds` (the container's safe
    /// part): centred on the target's midpoint, above it unless there is no room there (or `preferred`
    /// is `.up`), kept `edgeMargin` inside the bounds, with the arrow's tip over the target's middle as
    /// far as the bar's rounded corners allow.
    /// - Complexity: O(entries).
    static func layout(widths: [CGFloat], target: CGRect, in bounds: CGRect, preferred: UIEditMenuArrowDirection) -> EditMenuLayout {
        var ranges: [ClosedRange<CGFloat>] = []
        var x: CGFloat = 0
        for width in widths {
            let entry = max(minimumEntryWidth, (width + 2 * entryPadding).rounded(.up))
            ranges.append(x...(x + entry))
            x += entry
        }
        let barWidth = x
        let height = barHeight + arrowHeight
        let roomAbove = target.minY - targetGap - height >= bounds.minY + edgeMargin
        let roomBelow = target.maxY + targetGap + height <= bounds.maxY - edgeMargin
        let below = preferred == .up ? roomBelow || !roomAbove : !roomAbove && roomBelow
        let y = below ? target.maxY + targetGap : target.minY - targetGap - height
        let minX = bounds.minX + edgeMargin, maxX = bounds.maxX - edgeMargin - barWidth
        let left = min(max(minX, (target.midX - barWidth / 2).rounded()), max(minX, maxX))
        let inset = cornerRadius + arrowWidth / 2
        let arrowX = min(max(inset, target.midX - left), max(inset, barWidth - inset))
        return EditMenuLayout(frame: CGRect(x: left, y: y.rounded(), width: barWidth, height: height), arrowPointsUp: below,
                              arrowX: arrowX, entryRanges: ranges)
    }

    /// Splits `count` entries of `widths` into pages that fit `available` points, each page but the first
    /// starting with a back chevron and each but the last ending with a forward one.
    /// - Complexity: O(entries).
    static func pages(widths: [CGFloat], chevronWidth: CGFloat, available: CGFloat) -> [Range<Int>] {
        func entryWidth(_ width: CGFloat) -> CGFloat { max(minimumEntryWidth, (width + 2 * entryPadding).rounded(.up)) }
        let total = widths.reduce(0) { $0 + entryWidth($1) }
        guard total > available, !widths.isEmpty else { return [0..<widths.count] }
        let chevron = entryWidth(chevronWidth)
        var pages: [Range<Int>] = []
        var start = 0
        while start < widths.count {
            var used = start > 0 ? chevron : 0
            var end = start
            while end < widths.count {
                let rest = widths[(end + 1)...].reduce(0) { $0 + entryWidth($1) }
                let needsNext = end + 1 < widths.count && used + entryWidth(widths[end]) + rest > available
                let limit = available - (needsNext ? chevron : 0)
                if used + entryWidth(widths[end]) > limit, end > start { break }
                used += entryWidth(widths[end])
                end += 1
            }
            pages.append(start..<end)
            start = end
        }
        return pages
    }
}

/// The edit menu's bar: a dark rounded rectangle with an arrow, the entries' titles in white separated
/// by hairlines, the pressed entry lighter. A tap on an entry reports it (`onSelect`).
final class EditMenuBarView: UIView {
    /// The bar's colour: near-black, slightly translucent (iOS's edit menu in both appearances).
    static let barColor = UIColor(white: 0.11, alpha: 0.96)
    /// The pressed entry's colour.
    static let highlightColor = UIColor(white: 0.32, alpha: 1)
    /// The separators' colour.
    static let separatorColor = UIColor(white: 1, alpha: 0.28)
    /// The titles' font (the system font at 15 points).
    static var titleFont: UIFont { .systemFont(ofSize: 15) }

    var entries: [EditMenuEntry] = [] { didSet { setNeedsDisplay() } }
    var layout = EditMenuLayout(frame: .zero, arrowPointsUp: false, arrowX: 0, entryRanges: []) { didSet { setNeedsDisplay() } }
    /// The entry under the finger.
    var highlighted: Int? { didSet { if highlighted != oldValue { setNeedsDisplay() } } }
    var onSelect: ((EditMenuEntry) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The width of a title in the bar's font.
    static func titleWidth(_ title: String) -> CGFloat {
        (title as NSString).size(withAttributes: [.font: titleFont]).width
    }

    /// The bar's rectangle without the arrow.
    var barRect: CGRect {
        CGRect(x: 0, y: layout.arrowPointsUp ? EditMenuLayout.arrowHeight : 0, width: bounds.width, height: EditMenuLayout.barHeight)
    }

    /// The entry at `point` (the bar's coordinates).
    func entryIndex(at point: CGPoint) -> Int? {
        guard barRect.contains(point) else { return nil }
        return layout.entryRanges.firstIndex { $0.contains(point.x) }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bar = barRect
        let path = UIBezierPath(roundedRect: bar, cornerRadius: EditMenuLayout.cornerRadius)
        let half = EditMenuLayout.arrowWidth / 2
        let arrow = UIBezierPath()
        if layout.arrowPointsUp {
            arrow.move(to: CGPoint(x: layout.arrowX - half, y: bar.minY))
            arrow.addLine(to: CGPoint(x: layout.arrowX, y: 0))
            arrow.addLine(to: CGPoint(x: layout.arrowX + half, y: bar.minY))
        } else {
            arrow.move(to: CGPoint(x: layout.arrowX - half, y: bar.maxY))
            arrow.addLine(to: CGPoint(x: layout.arrowX, y: bar.maxY + EditMenuLayout.arrowHeight))
            arrow.addLine(to: CGPoint(x: layout.arrowX + half, y: bar.maxY))
        }
        arrow.close()
        EditMenuBarView.barColor.setFill()
        path.fill()
        arrow.fill()
        if let highlighted, highlighted < layout.entryRanges.count {
            context.saveGState()
            path.addClip()
            let range = layout.entryRanges[highlighted]
            EditMenuBarView.highlightColor.setFill()
            context.fill(CGRect(x: range.lowerBound, y: bar.minY, width: range.upperBound - range.lowerBound, height: bar.height))
            context.restoreGState()
        }
        let scale = max(1, window?.screen.scale ?? traitCollection.displayScale)
        EditMenuBarView.separatorColor.setFill()
        for range in layout.entryRanges.dropFirst() {
            context.fill(CGRect(x: range.lowerBound, y: bar.minY, width: 1 / scale, height: bar.height))
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: EditMenuBarView.titleFont, .foregroundColor: UIColor.white]
        for (entry, range) in zip(entries, layout.entryRanges) {
            let title = entry.title as NSString
            let size = title.size(withAttributes: attributes)
            let x = range.lowerBound + ((range.upperBound - range.lowerBound - size.width) / 2).rounded()
            title.draw(at: CGPoint(x: x, y: bar.minY + ((bar.height - size.height) / 2).rounded()), withAttributes: attributes)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { entryIndex(at: $0.location(in: self)) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { entryIndex(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let index = touches.first.flatMap { entryIndex(at: $0.location(in: self)) }
        highlighted = nil
        if let index, index < entries.count { onSelect?(entries[index]) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = nil
    }
}
