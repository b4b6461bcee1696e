import Foundation

/// Where a popover goes: the side its arrow points from, its content rectangle and the arrow's tip, in
/// container coordinates. `place(...)` is pure geometry (no views), so it is tested on its own.
struct PopoverPlacement: Equatable {
    /// The arrow's direction (`.unknown` without an arrow).
    var direction: UIPopoverArrowDirection
    /// The rounded content area.
    var contentFrame: CGRect
    /// The arrow's tip, nil without an arrow.
    var arrowTip: CGPoint?

    /// The height of iOS's popover arrow, from the panel's edge to its tip.
    static let arrowHeight: CGFloat = 13
    /// The width of the arrow's base along the panel's edge.
    static let arrowBase: CGFloat = 37
    /// The panel's corner radius (iOS 13 and later).
    static let cornerRadius: CGFloat = 13
    /// The content size used for a zero `preferredContentSize` width or height (iOS's 320-point popover
    /// width; 480 points tall).
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The panel's frame: the content and the arrow.
    var frame: CGRect {
        guard let tip = arrowTip else { return contentFrame }
        return contentFrame.union(CGRect(origin: tip, size: .zero))
    }

    /// The content size a popover asks for: `preferred`, with a zero (or negative) width or height
    /// replaced by the default's.
    static func requestedSize(_ preferred: CGSize) -> CGSize {
        CGSize(width: preferred.width > 0 ? preferred.width : defaultContentSize.width,
               height: preferred.height > 0 ? preferred.height : defaultContentSize.height)
    }

    /// The room beside `source` inside `area` for a popover whose arrow points `direction`: the space
    /// along the arrow's axis less the arrow, and the whole area across it.
    static func room(for direction: UIPopoverArrowDirection, source: CGRect, area: CGRect) -> CGSize {
        switch direction {
        case .up: return CGSize(width: area.width, height: area.maxY - source.maxY - arrowHeight)
        case .down: return CGSize(width: area.width, height: source.minY - area.minY - arrowHeight)
        case .left: return CGSize(width: area.maxX - source.maxX - arrowHeight, height: area.height)
        default: return CGSize(width: source.minX - area.minX - arrowHeight, height: area.height)
        }
    }

    /// Places a popover of `preferred` content size pointing at `source`, inside `area` (the safe area
    /// less the layout margins). The first permitted side, in the order up, down, left, right, where the
    /// whole size fits wins; when none does, the side with the most room, the content shrunk to it (with
    /// `canOverlap`, shrunk only to the area and moved inside it, over the source). The content is
    /// centred on the source along the edge the arrow is on and kept inside the area; the arrow's tip
    /// touches the source's edge, slid along the panel's edge no closer than the corner radius to a
    /// corner. No permitted direction: no arrow, the content centred on the source inside the area.
    /// - Complexity: O(1).
    static func place(source: CGRect, area: CGRect, preferred: CGSize,
                      permitted: UIPopoverArrowDirection, canOverlap: Bool) -> PopoverPlacement {
        let wanted = requestedSize(preferred)
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right].filter { permitted.contains($0) }
        guard !order.isEmpty else {
            let size = CGSize(width: min(wanted.width, area.width), height: min(wanted.height, area.height))
            let frame = CGRect(x: source.midX - size.width / 2, y: source.midY - size.height / 2, width: size.width, height: size.height)
            return PopoverPlacement(direction: .unknown, contentFrame: clamp(frame, into: area), arrowTip: nil)
        }
        let fitting = order.first { direction in
            let room = room(for: direction, source: source, area: area)
            return room.width >= wanted.width && room.height >= wanted.height
        }
        let direction = fitting ?? order.max { a, b in
            let ra = room(for: a, source: source, area: area), rb = room(for: b, source: source, area: area)
            return max(0, ra.width) * max(0, ra.height) < max(0, rb.width) * max(0, rb.height)
        }!
        var size = wanted
        if fitting == nil {
            let limit = canOverlap ? area.size : room(for: direction, source: source, area: area)
            size = CGSize(width: max(1, min(size.width, limit.width)), height: max(1, min(size.height, limit.height)))
        }
        var content: CGRect
        switch direction {
        case .up: content = CGRect(x: source.midX - size.width / 2, y: source.maxY + arrowHeight, width: size.width, height: size.height)
        case .down: content = CGRect(x: source.midX - size.width / 2, y: source.minY - arrowHeight - size.height, width: size.width, height: size.height)
        case .left: content = CGRect(x: source.maxX + arrowHeight, y: source.midY - size.height / 2, width: size.width, height: size.height)
        default: content = CGRect(x: source.minX - arrowHeight - size.width, y: source.midY - size.height / 2, width: size.width, height: size.height)
        }
        content = clamp(content, into: area)
        content = CGRect(x: content.minX.rounded(), y: content.minY.rounded(), width: content.width, height: content.height)
        let inset = cornerRadius + arrowBase / 2
        func slide(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            low + inset <= high - inset ? min(max(value, low + inset), high - inset) : (low + high) / 2
        }
        let tip: CGPoint
        switch direction {
        case .up: tip = CGPoint(x: slide(source.midX, content.minX, content.maxX), y: content.minY - arrowHeight)
        case .down: tip = CGPoint(x: slide(source.midX, content.minX, content.maxX), y: content.maxY + arrowHeight)
        case .left: tip = CGPoint(x: content.minX - arrowHeight, y: slide(source.midY, content.minY, content.maxY))
        default: tip = CGPoint(x: content.maxX + arrowHeight, y: slide(source.midY, content.minY, content.maxY))
        }
        return PopoverPlacement(direction: direction, contentFrame: content, arrowTip: tip)
    }

    /// `frame` moved (not resized, unless larger) to lie inside `area`.
    static func clamp(_ frame: CGRect, into area: CGRect) -> CGRect {
        var result = frame
        result.size.width = min(result.width, area.width)
        result.size.height = min(result.height, area.height)
        result.origin.x = min(max(result.minX, area.minX), area.maxX - result.width)
        result.origin.y = min(max(result.minY, area.minY), area.maxY - result.height)
        return result
    }
}
