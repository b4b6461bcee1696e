import Foundation

extension UITableView {
    /// How long row insertions, deletions and moves animate (UIKit's standard 0.3 s, chosen).
    static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: Recording

    func performInsertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections += sections } animations: { for s in sections { $0.insertedSections[s] = animation } }
    }

    func performDeleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections += sections } animations: { for s in sections { $0.deletedSections[s] = animation } }
    }

    func performReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections += sections } animations: { for s in sections { $0.deletedSections[s] = animation; $0.reloadedSections.insert(s) } }
    }

    func performMoveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(.init(from: section, to: newSection)) } animations: { _ in }
    }

    func performInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedItems += indexPaths } animations: { for p in indexPaths { $0.insertedRows[p] = animation } }
    }

    func performDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedItems += indexPaths } animations: { for p in indexPaths { $0.deletedRows[p] = animation } }
    }

    func performReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedItems += indexPaths } animations: { for p in indexPaths { $0.deletedRows[p] = animation; $0.reloadedRows[p] = animation } }
    }

    func performMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) } animations: { _ in }
    }

    func performReconfigureRows(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredItems += indexPaths } animations: { _ in }
    }

    private func record(_ change: @escaping (inout DiffableBatchUpdate) -> Void,
                        animations: @escaping (inout TableRowAnimations) -> Void) {
        if batch.depth > 0 {
            change(&batch.update)
            animations(&pendingRowAnimations)
        } else {
            runBatchUpdates({
                change(&self.batch.update)
                animations(&self.pendingRowAnimations)
            }, completion: nil)
        }
    }

    // MARK: Commit

    func performEndUpdates() {
        guard batch.depth > 0 else { return }
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        commitRecorded()
    }

    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        batch.depth += 1
        updates?()
        batch.depth -= 1
        if let completion { batch.completions.append(completion) }
        guard batch.depth == 0 else { return }
        commitRecorded()
    }

    private func commitRecorded() {
        let update = batch.update
        let completions = batch.completions
        let animated = batch.animated && window != nil
        let trusted = batch.trusted
        let animations = pendingRowAnimations
        batch.reset()
        pendingRowAnimations = TableRowAnimations()
        commit(update, animations: animations, animated: animated, trusted: trusted, completions: completions)
    }

    /// Applies a recorded update: checks it (unless it came from the diff engine), moves measured heights,
    /// selection, focus and visible cells to their new index paths, then shows the new state, animating
    /// surviving rows to their new places and inserted and deleted rows with their `RowAnimation`.
    private func commit(_ update: DiffableBatchUpdate, animations: TableRowAnimations, animated: Bool, trusted: Bool,
                        completions: [(Bool) -> Void]) {
        guard dataLoaded else {
            // Never loaded: nothing on screen to update; the next layout loads the new state.
            setNeedsLayout()
            for completion in completions { completion(true) }
            return
        }
        finishBatchAnimations()
        let oldCounts = (0 ..< geometry.sectionCount).map { geometry.section($0).rowCount }
        let newSectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        BatchUpdateConsistency.tableView.checkSectionCount(update, old: oldCounts.count, new: newSectionCount)
        let newCounts = (0 ..< newSectionCount).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        if !trusted { BatchUpdateConsistency.tableView.check(update, oldCounts: oldCounts, newCounts: newCounts) }
        if update.isEmpty && oldCounts == newCounts {
            for completion in completions { completion(true) }
            return
        }

        let mapper = BatchIndexMapper(update, oldSectionCount: oldCounts.count, newSectionCount: newSectionCount)
        func mapped(_ path: IndexPath) -> IndexPath? { mapper.map(section: path.section, item: path.row) }

        if let highlighted = highlightedStorage { unhighlight(highlighted) }
        let newSelection = selectionOrder.compactMap(mapped)
        focusedStorage = focusedStorage.flatMap(mapped)

        // Geometry of the new state; measured heights follow their rows.
        let old = geometry
        var sections: [TableSectionExtent] = []
        for s in 0 ..< newSectionCount { sections.append(newSectionExtent(section: s, rows: newCounts[s])) }
        geometry = TableGeometry(sections: sections, headerHeight: old.tableHeaderHeight, footerHeight: old.tableFooterHeight)
        for s in 0 ..< oldCounts.count {
            guard let b = mapper.map(section: s) else { continue }
            for (r, height) in old.section(s).measuredHeights {
                if let target = mapper.map(section: s, item: r), b >= 0 {
                    _ = geometry.setRowHeight(height, section: target.section, row: target.row)
                }
            }
        }
        for s in 0 ..< newSectionCount { updateHeaderFooterHeights(section: s) }
        estimateRowsUpFront()
        sectionsWithoutHeaderView = []
        sectionsWithoutFooterView = []

        // Visible cells follow their rows; those of deleted and reloaded rows leave.
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        let oldCells = visibleCellStorage
        visibleCellStorage = [:]
        var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
        for (oldPath, cell) in oldCells.sorted(by: { $0.key < $1.key }) {
            if let newPath = mapped(oldPath) {
                visibleCellStorage[newPath] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                tableDelegateStorage?.tableView(self, didEndDisplaying: cell, forRowAt: oldPath)
                let animation = animations.deletedRows[oldPath] ?? animations.deletedSections[oldPath.section] ?? .automatic
                leaving.append((cell, oldPath, animation))
            }
        }
        replaceSelection(newSelection)
        removeAllHeaderFooterViews()
        let before = Set(visibleCellStorage.keys)
        UIView.performWithoutAnimation { updateVisibleRows() }
        reconfigureVisible(update.reconfiguredItems)
        let arrived = visibleCellStorage.filter { !before.contains($0.key) }

        guard animated else {
            for (cell, _, _) in leaving { enqueue(cell) }
            for completion in completions { completion(true) }
            return
        }
        animateUpdate(leaving: leaving, arrived: arrived, oldFrames: oldFrames, update: update, mapper: mapper,
                      animations: animations, completions: completions)
    }

    /// Animates one committed update (see `commit`).
    private func animateUpdate(leaving: [(UITableViewCell, IndexPath, RowAnimation)], arrived: [IndexPath: UITableViewCell],
                               oldFrames: [ObjectIdentifier: CGRect], update: DiffableBatchUpdate, mapper: BatchIndexMapper,
                               animations: TableRowAnimations, completions: [(Bool) -> Void]) {
        batchAnimationToken += 1
        let token = batchAnimationToken
        // Surviving cells start where they were.
        var finals: [(UITableViewCell, CGRect)] = []
        for cell in visibleCellStorage.values {
            guard let from = oldFrames[ObjectIdentifier(cell)], from != cell.frame else { continue }
            finals.append((cell, cell.frame))
            UIView.performWithoutAnimation { cell.frame = from }
        }
        // Arriving rows start from their animation's initial state.
        let inserted = Set(update.insertedItems), insertedSections = Set(update.insertedSections)
        var reloadedTargets: [IndexPath: RowAnimation] = [:]
        for (path, animation) in animations.reloadedRows {
            if let target = mapper.map(section: path.section, item: path.row, keepingReloaded: true) { reloadedTargets[target] = animation }
        }
        var arriving: [(UITableViewCell, RowAnimation)] = []
        for (path, cell) in arrived {
            guard inserted.contains(path) || insertedSections.contains(path.section) || reloadedTargets[path] != nil
                    || animations.reloadedSections.contains(path.section) else { continue }
            let animation = animations.insertedRows[path] ?? animations.insertedSections[path.section] ?? reloadedTargets[path] ?? .automatic
            arriving.append((cell, animation))
            UIView.performWithoutAnimation { Self.apply(animation, to: cell, appearing: true, in: self) }
        }
        disappearingCells = leaving.map(\.0)
        for (cell, _, _) in leaving { bringSubviewToFront(cell) }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (cell, frame) in finals { cell.frame = frame }
            for (cell, _) in arriving { Self.resetAnimationState(cell, in: self) }
            for (cell, _, animation) in leaving { Self.apply(animation, to: cell, appearing: false, in: self) }
        }, completion: { [weak self] finished in
            guard let self, self.batchAnimationToken == token else { return }
            self.finishBatchAnimations()
            for completion in completions { completion(finished) }
        })
    }

    /// Ends running update animations: cells that were leaving go to their queues at once.
    func finishBatchAnimations() {
        let leaving = disappearingCells
        disappearingCells = []
        for cell in leaving {
            UIView.performWithoutAnimation { Self.resetAnimationState(cell, in: self) }
            if !visibleCellStorage.values.contains(where: { $0 === cell }) { enqueue(cell) }
        }
    }

    /// Sets a cell to the start (appearing) or end (disappearing) state of `animation`.
    static func apply(_ animation: RowAnimation, to cell: UITableViewCell, appearing: Bool, in table: UITableView) {
        let w = cell.bounds.width, h = cell.bounds.height
        switch animation {
        case .fade, .automatic: cell.alpha = 0
        case .right: cell.transform = CGAffineTransform(translationX: w, y: 0)
        case .left: cell.transform = CGAffineTransform(translationX: -w, y: 0)
        case .top: cell.transform = CGAffineTransform(translationX: 0, y: -h); cell.alpha = 0
        case .bottom: cell.transform = CGAffineTransform(translationX: 0, y: h); cell.alpha = 0
        case .middle: cell.transform = CGAffineTransform(scaleX: 1, y: 0.01); cell.alpha = 0
        case .none: if !appearing { cell.alpha = 0 }
        }
    }

    /// Puts a cell back to its resting look after an update animation.
    static func resetAnimationState(_ cell: UITableViewCell, in table: UITableView) {
        if cell.alpha != 1 { cell.alpha = 1 }
        if cell.transform != .identity { cell.transform = .identity }
    }

    /// Reruns the data source for visible `paths` on their existing cells, then measures them again.
    func reconfigureVisible(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        var grew = false
        for path in paths {
            guard let cell = visibleCellStorage[path] else { continue }
            reconfigureTarget = (path, cell)
            let result = dataSource.tableView(self, cellForRowAt: path)
            reconfigureTarget = nil
            if result !== cell {
                visibleCellStorage[path] = result
                tableDelegateStorage?.tableView(self, didEndDisplaying: cell, forRowAt: path)
                enqueue(cell)
                prepareForDisplay(result, at: path)
                tableDelegateStorage?.tableView(self, willDisplay: result, forRowAt: path)
            }
            if measureRow(path, cell: result) != 0 { grew = true }
        }
        if grew {
            for (path, cell) in visibleCellStorage { placeCell(cell, at: path) }
            setNeedsLayout()
        }
    }
}

/// The row animations a batch recorded, by old (deletes, reloads) or new (inserts) index.
struct TableRowAnimations {
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: Set<Int> = []
}
