import Foundation

/// Where a supplementary item attaches to its container: edges plus an absolute or fractional offset.
///
/// Parity: UIKit's `NSCollectionLayoutAnchor`. With `[.top, .trailing]` the supplementary's top-trailing
/// corner sits on the container's top-trailing corner; a fractional offset moves it by fractions of the
/// supplementary's own size (e.g. `(0.5, -0.5)` centres a badge on the corner).
/// - Complexity: Immutable; O(1).
@MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The container edges the item attaches to.
    open private(set) var edges: NSDirectionalRectEdge
    /// The offset (points, or fractions of the item's size).
    open private(set) var offset: CGPoint
    /// Whether `offset` is in points.
    open private(set) var isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the item's size.
    open var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    /// Anchors to `edges` with no offset.
    /// - Complexity: O(1).
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// Anchors to `edges` moved by `absoluteOffset` points.
    /// - Complexity: O(1).
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    /// Anchors to `edges` moved by `fractionalOffset` of the item's size.
    /// - Complexity: O(1).
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges; self.offset = offset; self.isAbsoluteOffset = absolute
        super.init()
    }

    /// The frame of an item of `size` anchored to `container` (left-to-right layout).
    func frame(for size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX }
        if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY }
        if edges.contains(.bottom) { y = container.maxY - size.height }
        if isAbsoluteOffset { x += offset.x; y += offset.y } else { x += offset.x * size.width; y += offset.y * size.height }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
