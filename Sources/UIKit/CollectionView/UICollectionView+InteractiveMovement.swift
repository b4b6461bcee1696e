import Foundation

extension UICollectionView {
    // MARK: Interactive movement (iOS 9)

    @discardableResult
    func performBeginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        ensureLayout()
        guard let counts, indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count,
              indexPath.item >= 0, indexPath.item < counts[indexPath.section],
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        animator?.finish(in: self, finished: false)
        touchTracking = nil
        if let highlighted = highlightedStorage { unhighlight(highlighted) }
        let center = layoutStorage.layoutAttributesForItem(at: indexPath)?.center ?? .zero
        let movement = InteractiveMovement(indexPath: indexPath, position: center)
        interactiveMovement = movement
        updateVisibleElements()
        movement.cell = visibleCellStorage[indexPath]
        movement.cell?.setNeedsUpdateConfiguration()
        return true
    }

    func performUpdateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement else { return }
        ensureLayout()
        let previousPosition = movement.position
        movement.position = targetPosition
        let current = movement.currentIndexPath
        let proposed = layoutStorage.targetIndexPath(forInteractivelyMovingItem: current, withPosition: targetPosition)
        var target = current
        if proposed != current, isValidMovementTarget(proposed, movingFrom: current) {
            let answer = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalIndexPath,
                                                            atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
            if isValidMovementTarget(answer, movingFrom: current) { target = answer }
        }
        if target != current {
            let context = layoutStorage.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
                                                            previousIndexPaths: [current], previousPosition: previousPosition)
            shiftMovingItem(movement, to: target, context: context, completion: nil)
        } else if let cell = visibleCellStorage[current] {
            applyLayoutAttributes(layoutStorage.layoutAttributesForInteractivelyMovingItem(at: current, withTargetPosition: targetPosition), to: cell)
        }
    }

    func performEndInteractiveMovement() { finishInteractiveMovement(cancelled: false) }

    func performCancelInteractiveMovement() { finishInteractiveMovement(cancelled: true) }

    // MARK: Internals

    /// The data source's index path for an item the collection view shows at `path` (they differ only
    /// while an item moves). Documented choice: cells that appear during a movement are asked for with the
    /// data source's index path, so `cellForItemAt` describes the right item.
    func modelIndexPath(forShown path: IndexPath) -> IndexPath {
        interactiveMovement?.modelIndexPath(forShown: path) ?? path
    }

    /// Puts the lifted attributes of the moving item into `wantedCells` (a layout pass): the moving cell
    /// stays on screen and under the finger even when its slot is outside the visible rect.
    func addInteractivelyMovingItem(to wantedCells: inout [IndexPath: UICollectionViewLayoutAttributes]) {
        guard let movement = interactiveMovement else { return }
        let path = movement.currentIndexPath
        wantedCells[path] = layoutStorage.layoutAttributesForInteractivelyMovingItem(at: path, withTargetPosition: movement.position)
    }

    /// Whether `cell` is the cell being moved interactively (its configuration state's `isReordering`).
    func isInteractivelyMoving(_ cell: UICollectionViewCell) -> Bool {
        interactiveMovement?.cell === cell
    }

    /// Drops a movement in progress without animation or data-source call, the shown order going back to
    /// the data source's (used when the data is reloaded or updated during a movement; UIKit's behaviour
    /// then is unpublished).
    func abandonInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        let current = movement.currentIndexPath, original = movement.originalIndexPath
        if current != original { remapForMovement(from: current, to: original) }
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [original], previousIndexPaths: [current], movementCancelled: true))
        prepareLayout()
        if let cell = movement.cell {
            // The cell drops at once (the caller's update animates from here).
            cell.currentAttributes = nil
            if let attributes = layoutStorage.layoutAttributesForItem(at: original) { applyLayoutAttributes(attributes, to: cell) }
            cell.setNeedsUpdateConfiguration()
        }
        setNeedsLayout()
    }

    /// Whether the moving item may be shown at `path`: a section in range and, in the item's own section,
    /// an existing slot, in another section one of its slots or the end (the item joins it).
    private func isValidMovementTarget(_ path: IndexPath, movingFrom current: IndexPath) -> Bool {
        guard let counts, path.count == 2, path.section >= 0, path.section < counts.count, path.item >= 0 else { return false }
        return path.section == current.section ? path.item < counts[path.section] : path.item <= counts[path.section]
    }

    /// What `endInteractiveMovement()` and `cancelInteractiveMovement()` do.
    private func finishInteractiveMovement(cancelled: Bool) {
        guard let movement = interactiveMovement else { return }
        let original = movement.originalIndexPath, current = movement.currentIndexPath
        let final = cancelled ? original : current
        let cell = movement.cell
        let context = layoutStorage.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: [final], previousIndexPaths: [current],
                                                                                           movementCancelled: cancelled)
        // The item drops where the layout puts it; the drop (and the cells making way back, when cancelled)
        // animates like a movement step, and the cell leaves its lifted state when it lands.
        let drop: (Bool) -> Void = { [weak self, weak cell] _ in
            guard let cell else { return }
            cell.currentAttributes = nil
            cell.setNeedsUpdateConfiguration()
            self?.setNeedsLayout()
        }
        // The data source learns the move before the layout is prepared for the final order, so a layout
        // delegate answering by index path describes the right items.
        interactiveMovement = nil
        if !cancelled, original != final {
            dataSource?.collectionView(self, moveItemAt: original, to: final)
            guard counts != nil else {
                // The data source reloaded: the cells were rebuilt from its state.
                drop(true)
                return
            }
        }
        shiftMovingItem(movement, to: final, context: context, completion: drop, ending: true)
    }

    /// Shows the moving item at `target` instead of its current index path: the bookkeeping follows
    /// (visible cells, selection, focus, section counts), the layout is invalidated with `context` and
    /// prepared, and the other visible cells animate to their new frames. With `ending`, the movement is
    /// over: the moving cell animates to its slot too and `completion` runs when it lands.
    private func shiftMovingItem(_ movement: InteractiveMovement, to target: IndexPath, context: UICollectionViewLayoutInvalidationContext,
                                 completion: ((Bool) -> Void)?, ending: Bool = false) {
        let from = movement.currentIndexPath
        // Views keep the frames they have now, even those a running step animation has not brought home.
        var frames: [ObjectIdentifier: CGRect] = [:]
        for cell in visibleCellStorage.values { frames[ObjectIdentifier(cell)] = cell.frame }
        animator?.finish(in: self, finished: false)
        for cell in visibleCellStorage.values { if let frame = frames[ObjectIdentifier(cell)] { cell.frame = frame } }

        if from != target { remapForMovement(from: from, to: target) }
        movement.currentIndexPath = target
        layoutStorage.invalidateLayout(with: context)
        prepareLayout()

        let moving = visibleCellStorage[target]
        let updateAnimator = window != nil ? CollectionUpdateAnimator(completions: completion.map { [$0] } ?? []) : nil
        if let updateAnimator {
            for (path, cell) in visibleCellStorage where cell !== moving || ending {
                guard let attributes = layoutStorage.layoutAttributesForItem(at: path) else { continue }
                updateAnimator.move(cell, to: attributes)
            }
        }
        animator = updateAnimator
        if let moving, !ending { movement.cell = moving }
        updateVisibleElements()
        if let updateAnimator {
            updateAnimator.start(in: self)
        } else {
            completion?(true)
        }
    }

    /// Re-keys the visible cells, selection, focus and the layout's measured self-sizing sizes, and moves
    /// one item's worth of count between sections, for the item shown at `from` now shown at `to`.
    private func remapForMovement(from: IndexPath, to: IndexPath) {
        func mapped(_ path: IndexPath) -> IndexPath { InteractiveMovement.path(path, movingFrom: from, to: to) }
        // Rows of different heights keep their own heights while and after they move.
        layoutStorage.remapMeasuredSizes(item: { (mapped($0), false) }, section: { $0 })
        if let highlighted = highlightedStorage { unhighlight(highlighted) }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        cells.reserveCapacity(visibleCellStorage.count)
        for (path, cell) in visibleCellStorage { cells[mapped(path)] = cell }
        visibleCellStorage = cells
        replaceSelection(selectionOrder.map(mapped))
        focusedStorage = focusedStorage.map(mapped)
        if from.section != to.section, var shown = counts {
            shown[from.section] -= 1
            shown[to.section] += 1
            counts = shown
        }
    }
}
