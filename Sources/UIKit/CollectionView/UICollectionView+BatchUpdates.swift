import Foundation

extension UICollectionView {
    // MARK: Item and section changes

    func performInsertSections(_ sections: IndexSet) { record { $0.insertedSections += sections } }

    func performDeleteSections(_ sections: IndexSet) { record { $0.deletedSections += sections } }

    func performReloadSections(_ sections: IndexSet) { record { $0.reloadedSections += sections } }

    func performMoveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(.init(from: section, to: newSection)) }
    }

    func performInsertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }

    func performDeleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }

    func performReloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }

    func performMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
    }

    func performReconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredItems += indexPaths }
    }

    private func record(_ change: @escaping (inout DiffableBatchUpdate) -> Void) {
        if batch.depth > 0 {
            change(&batch.update)
        } else {
            runBatchUpdates({ change(&self.batch.update) }, completion: nil)
        }
    }

    // MARK: Commit

    /// What `performBatchUpdates(_:completion:)` does.
    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if batch.depth == 0 {
            abandonInteractiveMovement()
            animator?.finish(in: self, finished: false)
        }
        batch.depth += 1
        updates?()
        batch.depth -= 1
        if let completion { batch.completions.append(completion) }
        guard batch.depth == 0 else { return }
        let update = batch.update
        let completions = batch.completions
        let animated = batch.animated && window != nil
        let trusted = batch.trusted
        batch.reset()
        commit(update, animated: animated, trusted: trusted, completions: completions)
    }

    private func commit(_ update: DiffableBatchUpdate, animated: Bool, trusted: Bool, completions: [(Bool) -> Void]) {
        guard let oldCounts = counts else {
            // Never loaded: there is nothing on screen to update; load the new state.
            reloadAllData()
            for completion in completions { completion(true) }
            return
        }
        // Sections first (UIKit's order of checks).
        let newSectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let expectedSections = oldCounts.count + update.insertedSections.count - update.deletedSections.count
        if newSectionCount != expectedSections {
            raiseCollectionViewException("Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(newSectionCount)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).")
        }
        var newCounts = [Int](repeating: 0, count: newSectionCount)
        for s in 0 ..< newSectionCount { newCounts[s] = max(0, dataSource?.collectionView(self, numberOfItemsInSection: s) ?? 0) }

        // UIKit's checks: replay the changes on the old counts (index rules), then compare per-section
        // counts. Updates from the diff engine are valid by construction and skip the O(n) replay.
        if !trusted {
            let oldItems = oldCounts.enumerated().map { s, n in (0 ..< n).map { s << 32 | $0 } }
            let replayed: (sections: [Int], items: [[Int]])
            do {
                replayed = try update.replay(sections: Array(oldCounts.indices), items: oldItems,
                                             newSection: { s in (-1, [Int](repeating: -1, count: s < newCounts.count ? newCounts[s] : 0)) },
                                             newItem: { _ in -1 })
            } catch {
                raiseCollectionViewException(Self.uikitText(for: error, oldCounts: oldCounts, newCounts: newCounts))
            }
            checkItemCounts(update, oldCounts: oldCounts, newCounts: newCounts, replayed: replayed)
        }

        // Where surviving old items went (only those on screen, selected or focused are looked up).
        let mapper = BatchIndexMapper(update, oldSectionCount: oldCounts.count, newSectionCount: newSectionCount)
        func mapped(_ path: IndexPath) -> IndexPath? { mapper.map(section: path[0], item: path[1]) }

        if let highlighted = highlightedStorage { unhighlight(highlighted) }
        replaceSelection(selectionOrder.compactMap(mapped))
        focusedStorage = focusedStorage.flatMap(mapped)

        // The layout learns the changes, then the new counts.
        let updateItems = Self.updateItems(update)
        counts = newCounts
        // Measured self-sizing sizes follow their items (deleted ones go away, reloaded ones are measured again).
        layoutStorage.remapMeasuredSizes(item: { path in
            guard path.count == 2, let target = mapper.map(section: path[0], item: path[1], keepingReloaded: true) else { return nil }
            return (target, mapper.map(section: path[0], item: path[1]) == nil)
        }, section: { mapper.map(section: $0) })
        let context = layoutStorage.makeInvalidationContext()
        context.dataSourceCounts = true
        context.everything = true
        layoutStorage.invalidateLayout(with: context)
        layoutStorage.noteUpdate(update)
        layoutStorage.prepare(forCollectionViewUpdates: updateItems)
        prepareLayout()
        adjustOffsetAfterLayoutChange()

        // Visible cells follow their items; cells of deleted or reloaded items leave.
        let oldCells = visibleCellStorage
        visibleCellStorage = [:]
        let updateAnimator = animated ? CollectionUpdateAnimator(completions: completions) : nil
        for (oldPath, cell) in oldCells {
            if let newPath = mapped(oldPath) {
                visibleCellStorage[newPath] = cell
                if let updateAnimator, let target = layoutStorage.layoutAttributesForItem(at: newPath) {
                    updateAnimator.move(cell, to: target)
                }
            } else if let updateAnimator {
                let final = layoutStorage.finalLayoutAttributesForDisappearingItem(at: oldPath)
                updateAnimator.disappear(cell, at: oldPath, final: final)
            } else {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: oldPath)
                enqueue(cell)
            }
        }
        // Supplementary views are re-made for the new layout.
        for (key, view) in visibleSupplementaryStorage {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            enqueue(view)
        }
        visibleSupplementaryStorage = [:]
        animator = updateAnimator
        updateAnimator?.isCapturing = true
        updateVisibleElements()
        updateAnimator?.isCapturing = false
        reconfigureVisible(update.reconfiguredItems)
        remeasureReconfigured(update.reconfiguredItems)
        layoutStorage.finalizeCollectionViewUpdates()
        if let updateAnimator {
            updateAnimator.start(in: self)
        } else {
            for completion in completions { completion(true) }
        }
    }

    /// Reruns the data source on the existing cells of visible `paths`.
    func reconfigureVisible(_ paths: [IndexPath]) {
        for path in paths {
            guard let cell = visibleCellStorage[path], let dataSource else { continue }
            reconfigureTarget = (path, cell)
            let saved = dequeueAttributes
            dequeueAttributes = cell.currentAttributes
            RegistrationToken.providerSerial += 1
            RegistrationToken.providerDepth += 1
            let result = dataSource.collectionView(self, cellForItemAt: path)
            RegistrationToken.providerDepth -= 1
            dequeueAttributes = saved
            reconfigureTarget = nil
            if result !== cell {
                // The data source returned another cell: it replaces the old one.
                visibleCellStorage[path] = result
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                enqueue(cell)
                if let attributes = layoutStorage.layoutAttributesForItem(at: path) { applyLayoutAttributes(attributes, to: result) }
                if result.superview !== self { addSubview(result) }
                collectionDelegate?.collectionView(self, willDisplay: result, forItemAt: path)
            }
        }
    }

    /// UIKit's per-section count check, with its exact message.
    private func checkItemCounts(_ update: DiffableBatchUpdate, oldCounts: [Int], newCounts: [Int], replayed: (sections: [Int], items: [[Int]])) {
        let reloaded = Set(update.reloadedSections)
        for (t, origin) in replayed.sections.enumerated() where origin >= 0 && !reloaded.contains(origin) {
            let actual = newCounts[t]
            guard replayed.items[t].count != actual else { continue }
            let inserted = update.insertedItems.filter { $0[0] == t }.count
            let deleted = update.deletedItems.filter { $0[0] == origin }.count
            let movedIn = update.movedItems.filter { $0.to[0] == t && $0.from[0] != origin }.count
            let movedOut = update.movedItems.filter { $0.from[0] == origin && $0.to[0] != t }.count
            raiseCollectionViewException("Invalid update: invalid number of items in section \(t).  The number of items contained in an existing section after the update (\(actual)) must be equal to the number of items contained in that section before the update (\(oldCounts[origin])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
        }
    }

    /// UIKit's texts for out-of-range and conflicting changes.
    static func uikitText(for error: BatchUpdateReplayError, oldCounts: [Int], newCounts: [Int]) -> String {
        switch error {
        case let .oldItemInvalid(operation, path) where path.count == 2:
            if path[0] < 0 || path[0] >= oldCounts.count {
                return "attempt to \(operation) item \(path[1]) from section \(path[0]), but there are only \(oldCounts.count) sections before the update"
            }
            return "attempt to \(operation) item \(path[1]) from section \(path[0]) which only contains \(oldCounts[path[0]]) items before the update"
        case let .newItemInvalid(operation, path) where path.count == 2:
            if path[0] < 0 || path[0] >= newCounts.count {
                return "attempt to \(operation) item \(path[1]) into section \(path[0]), but there are only \(newCounts.count) sections after the update"
            }
            return "attempt to \(operation) item \(path[1]) into section \(path[0]), but there are only \(newCounts[path[0]]) items in section \(path[0]) after the update"
        case let .oldSectionOutOfRange(operation, section, count):
            return "attempt to \(operation) section \(section), but there are only \(count) sections before the update"
        case let .newSectionOutOfRange(operation, section, count):
            return "attempt to \(operation) section \(section), but there are only \(count) sections after the update"
        default:
            return "Invalid batch updates detected: \(error)"
        }
    }

    /// The layout's view of the changes.
    static func updateItems(_ update: DiffableBatchUpdate) -> [UICollectionViewUpdateItem] {
        let section = { (s: Int) in IndexPath(item: Int.max, section: s) }
        var items: [UICollectionViewUpdateItem] = []
        items += update.deletedSections.map { .init(action: .delete, before: section($0), after: nil) }
        items += update.insertedSections.map { .init(action: .insert, before: nil, after: section($0)) }
        items += update.reloadedSections.map { .init(action: .reload, before: section($0), after: section($0)) }
        items += update.movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += update.deletedItems.map { .init(action: .delete, before: $0, after: nil) }
        items += update.insertedItems.map { .init(action: .insert, before: nil, after: $0) }
        items += update.reloadedItems.map { .init(action: .reload, before: $0, after: $0) }
        items += update.movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
