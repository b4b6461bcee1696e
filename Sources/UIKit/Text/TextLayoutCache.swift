import Foundation

/// What identifies a laid-out text: the content and every layout parameter.
struct TextLayoutKey: Hashable, Sendable {
    var content: TextContent
    /// The wrapping width in points, `nil` for unlimited.
    var width: Double?
    /// 0 for unlimited.
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode
}

/// A small least-recently-used cache of laid-out texts, so that a label measured and drawn again
/// without changes costs a dictionary lookup.
///
/// Holds at most `capacity` layouts and at most `unitBudget` UTF-16 units of text in all; the least
/// recently used layout goes first. Not thread-safe: the backend's lock protects it.
struct TextLayoutCache {
    var capacity = 128
    var unitBudget = 400_000

    private var entries: [TextLayoutKey: (layout: PreparedTextLayout, stamp: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var units = 0

    /// Number of cached layouts.
    var count: Int { entries.count }

    /// The cached layout for `key`, marking it as recently used.
    /// - Complexity: O(text length) to hash the key.
    mutating func layout(for key: TextLayoutKey) -> PreparedTextLayout? {
        guard let entry = entries[key] else { return nil }
        clock &+= 1
        entries[key] = (entry.layout, clock)
        return entry.layout
    }

    /// Stores a layout, evicting the least recently used ones over capacity or budget.
    /// - Complexity: O(capacity) per eviction.
    mutating func insert(_ layout: PreparedTextLayout, for key: TextLayoutKey) {
        clock &+= 1
        if let old = entries.updateValue((layout, clock), forKey: key) {
            units -= old.layout.unitCount
        }
        units += layout.unitCount
        while entries.count > 1, entries.count > capacity || units > unitBudget {
            guard let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp }) else { break }
            units -= oldest.value.layout.unitCount
            entries.removeValue(forKey: oldest.key)
        }
    }

    /// Drops every cached layout.
    mutating func removeAll() {
        entries.removeAll()
        units = 0
    }
}
