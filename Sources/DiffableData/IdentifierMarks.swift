/// An insertion-ordered set of identifiers: the reload and reconfigure marks of a snapshot.
///
/// UIKit reports its marks as arrays in the order they were made (an `NSOrderedSet` union), so the order
/// is kept beside a `Set` that answers membership in O(1).
@usableFromInline
struct IdentifierMarks<Element: Hashable> {
    /// The marked identifiers, first mark first.
    @usableFromInline var ordered: [Element] = []
    /// The same identifiers, for membership tests.
    @usableFromInline var members: Set<Element> = []

    /// Whether nothing is marked.
    @inlinable var isEmpty: Bool { ordered.isEmpty }

    /// Marks `element` unless it is marked already.
    @inlinable mutating func insert(_ element: Element) {
        if members.insert(element).inserted { ordered.append(element) }
    }

    /// Unmarks every identifier for which `isGone` answers true.
    /// - Complexity: O(marks).
    @inlinable mutating func removeAll(where isGone: (Element) -> Bool) {
        guard !ordered.isEmpty else { return }
        let before = ordered.count
        ordered.removeAll(where: isGone)
        if ordered.count != before { members = Set(ordered) }
    }

    /// Unmarks everything.
    @inlinable mutating func removeAll() {
        ordered.removeAll()
        members.removeAll()
    }

    /// Whether `element` is marked.
    @inlinable func contains(_ element: Element) -> Bool { members.contains(element) }
}

// MARK: - Sendable

extension IdentifierMarks: Sendable where Element: Sendable {}
