import Foundation

/// The messages OpenUIKit stops with when a snapshot is misused, worded as UIKit's
/// `NSInternalInconsistencyException` reasons so that a crash log reads the same on Linux.
///
/// Every trap goes through `fatalError`, never `precondition`, because the message must survive `-O`
/// builds: a developer debugging a release crash needs to see which identifier was wrong.
@usableFromInline
enum DiffableMisuse {
    /// Formats identifiers as `NSSet`'s description does: `{(\n    a,\n    b\n)}`.
    @usableFromInline static func setDescription<T>(_ values: [T]) -> String {
        "{(\n" + values.map { "    " + String(describing: $0) }.joined(separator: ",\n") + "\n)}"
    }

    /// Formats identifiers as `NSArray`'s description does: `(\n    a,\n    b\n)`.
    @usableFromInline static func arrayDescription<T>(_ values: [T]) -> String {
        "(\n" + values.map { "    " + String(describing: $0) }.joined(separator: ",\n") + "\n)"
    }

    /// Stops because an argument repeats an identifier or names one already in the snapshot.
    @usableFromInline static func duplicateItems<T>(_ duplicates: [T]) -> Never {
        fatalError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))")
    }

    /// Stops because an argument repeats a section identifier (UIKit's item template with "section").
    @usableFromInline static func duplicateSections<T>(_ duplicates: [T]) -> Never {
        fatalError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))")
    }

    /// Stops because sections being appended or inserted are already in the snapshot.
    @usableFromInline static func existingSections<T>(_ existing: [T]) -> Never {
        let one = existing.count == 1
        let noun = one ? "section identifier" : "section identifiers"
        let verb = one ? "already exists" : "already exist"
        fatalError("Diffable data source detected an attempt to insert or append \(existing.count) \(noun) that "
            + "\(verb) in the snapshot. Identifiers in a snapshot must be unique. \(one ? "Section identifier" : "Section identifiers") that "
            + "\(verb): \(arrayDescription(existing))")
    }

    /// Stops because items were appended to a snapshot without sections.
    @usableFromInline static func noSections() -> Never {
        fatalError("There are currently no sections in the data source. Please add a section first.")
    }

    /// Stops because a section named by a query or an append is not in the snapshot.
    @usableFromInline static func sectionNotFound<T>(_ section: T) -> Never {
        fatalError("Section identifier was not found. You can verify the section exists by calling the "
            + "indexOfSectionIdentifier API (which has O(1) performance). Section identifier: \(section)")
    }

    /// Stops because a destination or moved identifier is not in the snapshot; `condition` is UIKit's
    /// failed assertion (`section != NSNotFound`, `fromIndex != NSNotFound`, ...).
    @usableFromInline static func notFound<T>(_ condition: String, kind: String, _ identifier: T) -> Never {
        fatalError("Invalid parameter not satisfying: \(condition). Invalid \(kind) identifier: \(identifier)")
    }

    /// Stops because an insertion or move names its own subject as the destination.
    @usableFromInline static func destinationInUpdate<T>(_ operation: String, _ destination: T) -> Never {
        fatalError("Invalid update: destination for \(operation) operation [\(destination)] is in the "
            + "\(operation) identifier list for update.")
    }

    /// Stops because a reload or reconfigure names an identifier the snapshot does not hold.
    @usableFromInline static func missingForReload<T>(_ action: String, kind: String, _ identifier: T) -> Never {
        fatalError("Attempted to \(action) \(kind) identifier that does not exist in the snapshot: \(identifier)")
    }

    /// Stops because a section snapshot would hold an identifier twice.
    @usableFromInline static func duplicateOutlineItems<T>(_ duplicates: [T]) -> Never {
        fatalError("Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
            + setDescription(duplicates))
    }

    /// Stops because a section snapshot operation names an item it does not contain.
    @usableFromInline static func outlineItemNotFound<T>(_ role: String, _ identifier: T) -> Never {
        fatalError("Invalid parameter not satisfying: \(role) item is in the section snapshot. "
            + "Item identifier not found: \(identifier)")
    }
}
