import Foundation

/// What identifies a laid-out text: the content and every layout parameter.
struct TextLayoutKey: Hashable, Sendable {
    var content: TextContent
    /// The wrapping width in points, `nil` for unlimited.
    var width: Double?
    /// 0 for unlimited.
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode
    /// Whether the layout leaves the text colour out (every run's foreground is black here) and drawing
    /// takes it from the context's source: set by `colorIndependent()`.
    var foregroundFromSource = false

    /// The key of the layout that serves this text in any one colour, and that colour: the same text in a
    /// light and a dark label colour shares one layout (an appearance change repaints without laying the
    /// text out again). `nil` when the runs differ in colour (their layout carries the colours).
    /// - Complexity: O(runs).
    func colorIndependent() -> (key: TextLayoutKey, foreground: TextRGBA)? {
        guard !foregroundFromSource, let first = content.runs.first?.attributes.foreground,
              content.runs.allSatisfy({ $0.attributes.foreground == first }) else { return nil }
        var key = self
        key.foregroundFromSource = true
        if first != .black {
            for i in key.content.runs.indices { key.content.runs[i].attributes.foreground = .black }
        }
        return (key, first)
    }
}

/// A small least-recently-used cache of laid-out texts, so that a label measured and drawn again
/// without changes costs a dictionary lookup.
///
/// Holds at most `capacity` layouts and at most `unitBudget` UTF-16 units of text in all; the least
/// recently used layout goes first. A doubly linked list over slot indices keeps lookups, insertions
/// and evictions O(1) apart from hashing the key. Not thread-safe: the backend's lock protects it.
struct TextLayoutCache {
    var capacity = 128
    var unitBudget = 400_000

    private struct Slot {
        var key: TextLayoutKey?
        var layout: PreparedTextLayout?
        var previous = -1
        var next = -1
    }

    private var slots: [Slot] = []
    private var index: [TextLayoutKey: Int] = [:]
    private var free: [Int] = []
    /// Most recently used slot, or -1.
    private var head = -1
    /// Least recently used slot, or -1.
    private var tail = -1
    private var units = 0

    /// Number of cached layouts.
    var count: Int { index.count }

    /// Number of cached layouts of the text `utf16` (in any colour, width or line limit): what a test
    /// counts when other windows of the process may lay out their own texts meanwhile.
    /// - Complexity: O(cached layouts).
    func count(ofText utf16: [UInt16]) -> Int { index.keys.count { $0.content.utf16 == utf16 } }
    /// Lookups that found a layout, and lookups that did not (for tests and diagnostics).
    private(set) var hits = 0, misses = 0

    /// The cached layout for `key`, marking it as recently used.
    /// - Complexity: O(text length) to hash the key.
    mutating func layout(for key: TextLayoutKey) -> PreparedTextLayout? {
        guard let slot = index[key] else { misses += 1; return nil }
        hits += 1
        moveToFront(slot)
        return slots[slot].layout
    }

    /// Stores a layout, evicting the least recently used ones over capacity or budget.
    /// - Complexity: O(text length) to hash the key; O(1) per eviction.
    mutating func insert(_ layout: PreparedTextLayout, for key: TextLayoutKey) {
        if let slot = index[key] {
            units += layout.unitCount - (slots[slot].layout?.unitCount ?? 0)
            slots[slot].layout = layout
            moveToFront(slot)
        } else {
            let slot: Int
            if let reused = free.popLast() {
                slot = reused
                slots[slot] = Slot(key: key, layout: layout)
            } else {
                slot = slots.count
                slots.append(Slot(key: key, layout: layout))
            }
            index[key] = slot
            units += layout.unitCount
            linkAtFront(slot)
        }
        while index.count > 1, index.count > capacity || units > unitBudget, tail >= 0 {
            evict(tail)
        }
    }

    /// Drops every cached layout.
    mutating func removeAll() {
        slots.removeAll()
        index.removeAll()
        free.removeAll()
        head = -1
        tail = -1
        units = 0
    }

    private mutating func evict(_ slot: Int) {
        unlink(slot)
        if let key = slots[slot].key { index.removeValue(forKey: key) }
        units -= slots[slot].layout?.unitCount ?? 0
        slots[slot] = Slot()
        free.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard head != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func linkAtFront(_ slot: Int) {
        slots[slot].previous = -1
        slots[slot].next = head
        if head >= 0 { slots[head].previous = slot }
        head = slot
        if tail < 0 { tail = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let previous = slots[slot].previous
        let next = slots[slot].next
        if previous >= 0 { slots[previous].next = next } else if head == slot { head = next }
        if next >= 0 { slots[next].previous = previous } else if tail == slot { tail = previous }
        slots[slot].previous = -1
        slots[slot].next = -1
    }
}
