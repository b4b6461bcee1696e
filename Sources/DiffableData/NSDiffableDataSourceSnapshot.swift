import Foundation

/// The state of a diffable list: ordered sections, each holding ordered items, both named by
/// `Hashable` identifiers.
///
/// UIKit parity: Apple's `NSDiffableDataSourceSnapshot` with the same names, labels and defaults. Identity
/// is `Hashable` equality only; a snapshot never looks at what an identifier describes, so changed content
/// is announced with `reloadItems(_:)` or `reconfigureItems(_:)`. Section and item identifiers live in
/// separate namespaces (section 1 and item 1 may coexist).
///
/// Storage is flat so that the hot reads are free: every item sits in one array in display order (so
/// `itemIdentifiers` hands out that array without copying), a parallel array records each item's section,
/// `storedSectionStarts` holds each section's first flat position (settled lazily, see there), a dictionary maps section identifiers to
/// indexes and an `ItemPositionTable` maps item identifiers to positions. Every mutation keeps all of them valid, so lookups are O(1) on average and a snapshot never
/// carries a stale cache. A mutation in the middle costs O(n) (the array shifts anyway), appends cost
/// O(appended).
///
/// Deviation: appending or inserting an item that is already in the snapshot traps with UIKit's
/// duplicate-identifier message (UIKit is reported to move such an item silently), because a silent move
/// hides the bug that produced the duplicate.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Section identifiers in display order.
    @usableFromInline var sections: [SectionIdentifierType] = []
    /// Section identifier → its index in `sections`.
    @usableFromInline var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The flat position of each section's first item, as far as it is settled: one more entry than
    /// `sections` (the last for the item count), of which the first `settledSectionStarts` are valid;
    /// every later section is empty and starts at `items.count` (read them with `sectionStart(_:)`).
    /// Appending to a section behind which all sections are empty then costs O(1), not O(sections
    /// after it), so filling sections one after another is linear in the sections, not quadratic.
    @usableFromInline var storedSectionStarts: [Int] = [0]
    /// How many leading entries of `storedSectionStarts` are valid.
    @usableFromInline var settledSectionStarts = 0
    /// Every item identifier in display order, sections concatenated.
    @usableFromInline var items: [ItemIdentifierType] = []
    /// The section index of the item at each flat position.
    @usableFromInline var itemSections: [Int] = []
    /// Item identifier → its flat position in `items` (the table keeps positions, `items` the identifiers).
    @usableFromInline var itemPositions = ItemPositionTable()
    /// Items marked by `reloadItems(_:)`.
    @usableFromInline var reloadedItems = IdentifierMarks<ItemIdentifierType>()
    /// Items marked by `reconfigureItems(_:)`.
    @usableFromInline var reconfiguredItems = IdentifierMarks<ItemIdentifierType>()
    /// Sections marked by `reloadSections(_:)`.
    @usableFromInline var reloadedSections = IdentifierMarks<SectionIdentifierType>()

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    @inlinable public var numberOfItems: Int { items.count }

    /// The number of sections.
    @inlinable public var numberOfSections: Int { sections.count }

    /// The section identifiers in display order.
    /// - Complexity: O(1); the stored array is shared, not copied.
    @inlinable public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier in display order, section after section.
    /// - Complexity: O(1); the snapshot stores its items flat, so the array is shared, not rebuilt.
    @inlinable public var itemIdentifiers: [ItemIdentifierType] { items }

    /// The number of items in `identifier`'s section.
    ///
    /// UIKit parity: iOS 14 and later raise for a section that is not in the snapshot, and so does this.
    /// - Complexity: O(1) on average.
    @inlinable public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let s = sectionIndex[identifier] else { DiffableMisuse.sectionNotFound(identifier) }
        return sectionStart(s + 1) - sectionStart(s)
    }

    /// The item identifiers of `identifier`'s section in display order.
    ///
    /// UIKit parity: traps for a section that is not in the snapshot, as iOS 14 does.
    /// - Complexity: O(items in the section) for the copy.
    @inlinable public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = sectionIndex[identifier] else { DiffableMisuse.sectionNotFound(identifier) }
        return Array(items[sectionStart(s) ..< sectionStart(s + 1)])
    }

    /// The section that holds `identifier`, or nil when the item is not in the snapshot.
    /// - Complexity: O(1) on average.
    @inlinable public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let position = itemPositions.position(of: identifier, in: items) else { return nil }
        return sections[itemSections[position]]
    }

    /// The position of `identifier` counted across all sections, or nil (UIKit's `NSNotFound`) when absent.
    /// - Complexity: O(1) on average.
    @inlinable public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemPositions.position(of: identifier, in: items)
    }

    /// The index of section `identifier`, or nil (UIKit's `NSNotFound`) when absent.
    /// - Complexity: O(1) on average.
    @inlinable public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex[identifier]
    }

    // MARK: Reload and reconfigure marks

    /// The items marked by `reloadItems(_:)`, in the order they were marked.
    ///
    /// Marks of items deleted afterwards are dropped, so every identifier listed is in the snapshot.
    @inlinable public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.ordered }

    /// The items marked by `reconfigureItems(_:)`, in the order they were marked (iOS 15).
    @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.ordered }

    /// The sections marked by `reloadSections(_:)`, in the order they were marked.
    @inlinable public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.ordered }

    // MARK: Internal shape helpers

    /// The flat range of section `s`.
    @inlinable @inline(__always) func range(ofSection s: Int) -> Range<Int> { sectionStart(s) ..< sectionStart(s + 1) }

    /// The flat position of section `s`'s first item (`s == sections.count`: the item count).
    @inlinable @inline(__always) func sectionStart(_ s: Int) -> Int {
        s < settledSectionStarts ? storedSectionStarts[s] : items.count
    }

    /// Whether `other` has the same section starts (for snapshots with as many sections).
    /// - Complexity: O(sections).
    @inlinable func hasSameSectionStarts(as other: Self) -> Bool {
        guard sections.count == other.sections.count else { return false }
        for s in 0 ... sections.count where sectionStart(s) != other.sectionStart(s) { return false }
        return true
    }

    /// Makes every entry of `storedSectionStarts` valid, before an edit that shifts later sections.
    /// - Complexity: O(sections not settled).
    @inlinable mutating func settleSectionStarts() {
        let count = items.count
        for s in settledSectionStarts ..< storedSectionStarts.count { storedSectionStarts[s] = count }
        settledSectionStarts = storedSectionStarts.count
    }
}

// MARK: - Sendable

/// A snapshot is a plain value: it may cross actors whenever its identifiers may.
extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
