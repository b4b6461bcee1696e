// Section edits: append, insert, delete, move, reload.

extension NSDiffableDataSourceSnapshot {
    /// Appends empty sections at the end.
    ///
    /// UIKit parity: a repeated identifier traps with the duplicate-identifier template, one already in
    /// the snapshot with "Diffable data source detected an attempt to insert or append … section
    /// identifiers that already exist in the snapshot…".
    /// - Complexity: O(k) on average.
    @inlinable public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        for identifier in identifiers {
            sectionIndex[identifier] = sections.count
            sections.append(identifier)
            storedSectionStarts.append(items.count)
        }
    }

    /// Inserts empty sections just before `toIdentifier`.
    ///
    /// UIKit parity: the destination must exist ("insertIndex != NSNotFound") and must not be inserted.
    /// - Complexity: O(n): later items change section number.
    @inlinable public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let destination = sectionDestination(identifiers, toIdentifier)
        insertSections(identifiers, at: destination)
    }

    /// Inserts empty sections just after `toIdentifier`.
    ///
    /// UIKit parity: the destination must exist ("insertIndex != NSNotFound") and must not be inserted.
    /// - Complexity: O(n): later items change section number.
    @inlinable public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let destination = sectionDestination(identifiers, toIdentifier)
        insertSections(identifiers, at: destination + 1)
    }

    /// Deletes sections with all their items; unknown identifiers are ignored, as UIKit does.
    /// - Complexity: O(n).
    @inlinable public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndex[$0] != nil })
        guard !doomed.isEmpty else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptContents: [ArraySlice<ItemIdentifierType>] = []
        for (s, section) in sections.enumerated() where !doomed.contains(section) {
            keptSections.append(section)
            keptContents.append(items[range(ofSection: s)])
        }
        rebuild(sections: keptSections, contents: keptContents)
    }

    /// Moves section `identifier` (with its items) just before `toIdentifier`.
    ///
    /// UIKit parity: both sections must exist ("fromSection"/"toSection != NSNotFound") and must differ.
    /// - Complexity: O(n).
    @inlinable public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves section `identifier` (with its items) just after `toIdentifier`.
    ///
    /// UIKit parity: both sections must exist ("fromSection"/"toSection != NSNotFound") and must differ.
    /// - Complexity: O(n).
    @inlinable public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections so that applying this snapshot reloads them (their items are replaced wholesale).
    ///
    /// Traps with "Attempted to reload section identifier that does not exist in the snapshot: …", UIKit's
    /// item text with "section" [unverified for sections].
    @inlinable public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard sectionIndex[identifier] != nil else { DiffableMisuse.missingForReload("reload", kind: "section", identifier) }
            reloadedSections.insert(identifier)
        }
    }

    // MARK: Helpers

    /// The index of a section destination, after UIKit's checks.
    @inlinable func sectionDestination(_ identifiers: [SectionIdentifierType], _ destination: SectionIdentifierType) -> Int {
        if identifiers.contains(destination) { DiffableMisuse.destinationInUpdate("insertion", destination) }
        guard let index = sectionIndex[destination] else {
            DiffableMisuse.notFound("insertIndex != NSNotFound", kind: "section", destination)
        }
        return index
    }

    /// Inserts empty sections at section index `index`.
    @inlinable mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        checkNewSections(identifiers)
        guard !identifiers.isEmpty else { return }
        var newSections = sections
        newSections.insert(contentsOf: identifiers, at: index)
        var contents = sectionContents()
        contents.insert(contentsOf: repeatElement(items[0 ..< 0], count: identifiers.count), at: index)
        rebuild(sections: newSections, contents: contents)
    }

    /// Moves one section next to another.
    @inlinable mutating func moveSection(_ identifier: SectionIdentifierType, to destination: SectionIdentifierType, after: Bool) {
        guard let from = sectionIndex[identifier] else { DiffableMisuse.notFound("fromSection != NSNotFound", kind: "section", identifier) }
        guard sectionIndex[destination] != nil else { DiffableMisuse.notFound("toSection != NSNotFound", kind: "section", destination) }
        if identifier == destination { DiffableMisuse.destinationInUpdate("move", destination) }
        var newSections = sections
        var contents = sectionContents()
        let movedContent = contents.remove(at: from)
        newSections.remove(at: from)
        let anchor = newSections.firstIndex(of: destination)!
        let to = after ? anchor + 1 : anchor
        newSections.insert(identifier, at: to)
        contents.insert(movedContent, at: to)
        rebuild(sections: newSections, contents: contents)
    }
}
