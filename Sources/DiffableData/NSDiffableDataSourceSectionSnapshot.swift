import Foundation

/// The items of one section as an outline: a forest of items, each with an expansion state (iOS 14).
///
/// UIKit parity: Apple's `NSDiffableDataSourceSectionSnapshot` with the same names and labels. An item's
/// expansion state is stored whether or not it has children, so several expand/collapse changes can be
/// applied together; `visibleItems` are the items whose ancestors are all expanded.
///
/// Storage is the outline in depth-first (display) order with each item's level, which is what a list
/// shows and what `items` returns without work. After every edit the snapshot re-derives its parent
/// links, the identifier → position table and the visible flags, so every query (`parent(of:)`,
/// `level(of:)`, `index(of:)`, `isVisible(_:)`, ...) is O(1) on average as in UIKit, and edits cost O(n).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Every item in depth-first order.
    var nodes: [ItemIdentifierType] = []
    /// The level of each item in `nodes` (0 for root items).
    var levels: [Int] = []
    /// The position of each item's parent in `nodes`, or −1 for root items.
    var parents: [Int] = []
    /// Item → its position in `nodes`.
    var positions: [ItemIdentifierType: Int] = [:]
    /// Whether each item's ancestors are all expanded.
    var visibleFlags: [Bool] = []
    /// The visible items in display order (derived).
    var visibleNodes: [ItemIdentifierType] = []
    /// The items whose state is expanded.
    var expandedSet: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: Queries

    /// Every item, in display order, whatever its visibility.
    /// - Complexity: O(1); the stored outline is shared.
    public var items: [ItemIdentifierType] { nodes }

    /// The items at level 0, in order.
    /// - Complexity: O(n).
    public var rootItems: [ItemIdentifierType] {
        zip(nodes, levels).compactMap { $0.1 == 0 ? $0.0 : nil }
    }

    /// The items whose ancestors are all expanded, in display order: the rows a list shows.
    /// - Complexity: O(1); derived after each edit.
    public var visibleItems: [ItemIdentifierType] { visibleNodes }

    /// Whether `item` is in the snapshot.
    /// - Complexity: O(1) on average.
    public func contains(_ item: ItemIdentifierType) -> Bool { positions[item] != nil }

    /// Whether `item`'s state is expanded; false for items not in the snapshot.
    /// - Complexity: O(1) on average.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { positions[item] != nil && expandedSet.contains(item) }

    /// Whether all of `item`'s ancestors are expanded; false for items not in the snapshot.
    /// - Complexity: O(1) on average.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let p = positions[item] else { return false }
        return visibleFlags[p]
    }

    /// The depth of `item` (0 for root items), or `NSNotFound` when absent, as UIKit's Objective-C API
    /// answers.
    /// - Complexity: O(1) on average.
    public func level(of item: ItemIdentifierType) -> Int {
        guard let p = positions[item] else { return NSNotFound }
        return levels[p]
    }

    /// The position of `item` in `items`, or nil when absent.
    /// - Complexity: O(1) on average.
    public func index(of item: ItemIdentifierType) -> Int? { positions[item] }

    /// The parent of `child`, or nil for a root item or an item not in the snapshot.
    /// - Complexity: O(1) on average.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let p = positions[child], parents[p] >= 0 else { return nil }
        return nodes[parents[p]]
    }

    /// A text picture of the outline, one item a line, indented four spaces a level.
    ///
    /// UIKit's legend is kept: `*` visible, `+` expanded, `-` collapsed (shown only for items with
    /// children, since a leaf's state has no effect). The exact layout of Apple's text is not documented,
    /// so it is this module's own.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: items: \(nodes.count), visible: \(visibleNodes.count)>"]
        for (p, item) in nodes.enumerated() {
            let hasChildren = p + 1 < nodes.count && levels[p + 1] > levels[p]
            let state = expandedSet.contains(item) ? "+" : (hasChildren ? "-" : " ")
            let indent = String(repeating: "    ", count: levels[p])
            lines.append("\(indent)\(visibleFlags[p] ? "*" : " ")\(state) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Internal structure

    /// The end (exclusive) of the subtree rooted at position `p`.
    func subtreeEnd(_ p: Int) -> Int {
        var end = p + 1
        while end < nodes.count && levels[end] > levels[p] { end += 1 }
        return end
    }

    /// Re-derives parents, positions and visibility from `nodes` and `levels`.
    /// - Complexity: O(n).
    mutating func reindex() {
        let n = nodes.count
        parents = [Int](repeating: -1, count: n)
        positions = [:]
        positions.reserveCapacity(n)
        var stack: [Int] = [] // ancestors of the current position
        for p in 0 ..< n {
            while let top = stack.last, levels[top] >= levels[p] { stack.removeLast() }
            if let top = stack.last { parents[p] = top }
            stack.append(p)
            positions[nodes[p]] = p
        }
        if expandedSet.count > n { expandedSet = expandedSet.filter { positions[$0] != nil } }
        recomputeVisibility()
    }

    /// Re-derives the visible flags and `visibleNodes` after an expansion change; positions and parents
    /// stay valid, so nothing is rehashed except the expansion states of parents.
    /// - Complexity: O(n).
    mutating func recomputeVisibility() {
        let n = nodes.count
        visibleFlags = [Bool](repeating: true, count: n)
        visibleNodes = []
        visibleNodes.reserveCapacity(n)
        for p in 0 ..< n {
            let parent = parents[p]
            if parent >= 0 { visibleFlags[p] = visibleFlags[parent] && expandedSet.contains(nodes[parent]) }
            if visibleFlags[p] { visibleNodes.append(nodes[p]) }
        }
    }

    /// Appends items at the end of the outline, all with parent position `parent` (−1 for roots),
    /// updating the derived state incrementally instead of re-deriving it.
    ///
    /// Building an outline parent by parent appends at the end every time; doing that in O(k) instead of
    /// O(n) keeps building linear rather than quadratic.
    mutating func appendAtEnd(_ items: [ItemIdentifierType], level: Int, parent: Int) {
        let visible = parent < 0 || (visibleFlags[parent] && expandedSet.contains(nodes[parent]))
        positions.reserveCapacity(nodes.count + items.count)
        for item in items {
            positions[item] = nodes.count
            nodes.append(item)
            levels.append(level)
            parents.append(parent)
            visibleFlags.append(visible)
            if visible { visibleNodes.append(item) }
        }
    }
}

// MARK: - Sendable

/// A section snapshot is a plain value: it may cross actors whenever its identifiers may.
extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
