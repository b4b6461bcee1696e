import Foundation

extension UICollectionView {
    /// The layout pass: loads counts, prepares the layout when invalid, then creates, reuses and moves the
    /// views of the elements in the visible rect. Self-sizing cells and supplementary views (headers and
    /// footers with an estimated size) that report a new size invalidate the layout and the pass repeats
    /// (at most four times), so what shows is measured.
    ///
    /// - Complexity: one layout rect query plus O(visible elements).
    func updateVisibleElements() {
        guard !isUpdatingVisibleElements else { return }
        isUpdatingVisibleElements = true
        defer { isUpdatingVisibleElements = false }
        if dataSource == nil, let loaded = counts, !loaded.isEmpty {
            // The data source went away (it is held weakly): show nothing, as UIKit does.
            counts = []
            removeAllVisibleElements(notify: true)
            layoutStorage.invalidateLayout()
            layoutNeedsPrepare = true
        }
        if counts == nil { loadCounts() }
        let current = bounds
        if !layoutNeedsPrepare, !lastLayoutBounds.isNull, current != lastLayoutBounds,
           layoutStorage.shouldInvalidateLayout(forBoundsChange: current) {
            layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: current))
        }
        if let highlighted = highlightedStorage, isDragging { unhighlight(highlighted) }
        // Scrolling closes an open swipe row (animated), as UIKit.
        if let open = openSwipeRow, open.swipe.isOpen, !lastLayoutBounds.isNull, current.origin != lastLayoutBounds.origin {
            open.swipe.close(animated: true)
        }
        backgroundView?.frame = current
        for _ in 0 ..< 4 {
            if layoutNeedsPrepare { prepareLayout() }
            lastLayoutBounds = bounds
            if !displayVisibleElements() { break }
        }
        prefetchIfNeeded()
    }

    /// Calls `prepare()` and takes the layout's content size.
    func prepareLayout() {
        layoutNeedsPrepare = false
        layoutStorage.prepare()
        let size = layoutStorage.collectionViewContentSize
        if size != contentSize { contentSize = size }
    }

    /// The layout told us it is invalid.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        layoutNeedsPrepare = true
        if !isUpdatingVisibleElements { setNeedsLayout() }
    }

    /// Reads the section and item counts from the data source.
    func loadCounts() {
        guard let dataSource else {
            counts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        var result = [Int](repeating: 0, count: sections)
        for s in 0 ..< sections { result[s] = max(0, dataSource.collectionView(self, numberOfItemsInSection: s)) }
        counts = result
    }

    /// The rect elements are shown for: the bounds.
    var displayRect: CGRect { bounds }

    /// One reconciliation of views with the layout's attributes; returns true when a self-sizing cell or
    /// supplementary view invalidated the layout (the caller runs another pass).
    /// - Complexity: O(visible elements) plus one measurement per new or unmeasured self-sizing element.
    private func displayVisibleElements() -> Bool {
        let attributes = layoutStorage.layoutAttributesForElements(in: displayRect) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var wantedDecorations: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        wantedCells.reserveCapacity(attributes.count)
        for a in attributes where !a.isHidden || a.representedElementCategory == .cell {
            switch a.representedElementCategory {
            case .cell: wantedCells[a.indexPath] = a
            case .supplementaryView: wantedSupplementaries[ElementKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = a
            case .decorationView: wantedDecorations[ElementKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = a
            }
        }
        addInteractivelyMovingItem(to: &wantedCells)
        let animating = animator?.animatedViews ?? []

        // Leaving views first, so the views entering can reuse them.
        for (path, cell) in visibleCellStorage where wantedCells[path] == nil {
            visibleCellStorage[path] = nil
            if animating.contains(ObjectIdentifier(cell)) {
                animator?.markLeaving(cell, at: path)
                continue
            }
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            enqueue(cell)
        }
        for (key, view) in visibleSupplementaryStorage where wantedSupplementaries[key] == nil {
            visibleSupplementaryStorage[key] = nil
            if animating.contains(ObjectIdentifier(view)) { continue }
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            enqueue(view)
        }
        for (key, view) in visibleDecorationStorage where wantedDecorations[key] == nil {
            visibleDecorationStorage[key] = nil
            enqueue(view)
        }

        var invalidated = false
        for (path, a) in wantedCells {
            if let cell = visibleCellStorage[path] {
                if animating.contains(ObjectIdentifier(cell)) {
                    animator?.retarget(cell, to: a)
                } else {
                    applyLayoutAttributes(a, to: cell)
                }
                // A shown cell whose frame is still an estimate (its measurement was dropped or never made)
                // is measured in this pass, before the frame shows, as UIKit does.
                if layoutStorage.needsMeasurementOfItem(at: path), !isInteractivelyMoving(cell), sizeIfNeeded(cell, a) {
                    invalidated = true
                }
                continue
            }
            let cell = makeCell(at: path, attributes: a)
            if sizeIfNeeded(cell, a) { invalidated = true }
            visibleCellStorage[path] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            animator?.cellAppeared(cell, at: path, attributes: a, in: self)
        }
        for (key, a) in wantedSupplementaries {
            if let view = visibleSupplementaryStorage[key] {
                if !animating.contains(ObjectIdentifier(view)) {
                    applyLayoutAttributes(a, to: view)
                    // A shown header or footer whose size is still an estimate (its measurement was dropped,
                    // say by a width change) is measured in this pass, as cells are.
                    if layoutStorage.supplementarySizing(ofKind: key.kind, at: key.indexPath).needsMeasurement,
                       askPreferred(view, a) {
                        invalidated = true
                    }
                }
                continue
            }
            guard let view = makeSupplementary(key, attributes: a) else { continue }
            visibleSupplementaryStorage[key] = view
            if layoutStorage.supplementarySizing(ofKind: key.kind, at: key.indexPath).selfSizing, askPreferred(view, a) {
                invalidated = true
            }
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
        for (key, a) in wantedDecorations {
            if let view = visibleDecorationStorage[key] {
                applyLayoutAttributes(a, to: view)
                continue
            }
            guard let view = dequeueDecoration(ofKind: key.kind) else { continue }
            if view.superview !== self { insertContentSubview(view) }
            applyLayoutAttributes(a, to: view)
            visibleDecorationStorage[key] = view
        }
        return invalidated && layoutNeedsPrepare
    }

    /// Asks the data source for the cell shown at `path` (with the data source's index path while an item
    /// moves interactively) and checks it was dequeued.
    func makeCell(at path: IndexPath, attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewCell {
        guard let dataSource else {
            raiseCollectionViewException("UICollectionView dataSource is not set")
        }
        let savedAttributes = dequeueAttributes
        dequeueAttributes = attributes
        RegistrationToken.providerSerial += 1
        RegistrationToken.providerDepth += 1
        let cell = dataSource.collectionView(self, cellForItemAt: modelIndexPath(forShown: path))
        RegistrationToken.providerDepth -= 1
        dequeueAttributes = savedAttributes
        guard cell.reuseIdentifierStorage != nil else {
            raiseCollectionViewException("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        if let attributes { applyLayoutAttributes(attributes, to: cell) }
        let selected = selectedStorage.contains(path)
        if cell.isSelected != selected { cell.isSelected = selected }
        let focused = focusedStorage == path
        if cell.focusedStorage != focused {
            cell.focusedStorage = focused
            cell.focusDidChange()
        }
        if cell.superview !== self { insertContentSubview(cell) }
        return cell
    }

    /// Asks the data source for a supplementary view.
    private func makeSupplementary(_ key: ElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let savedAttributes = dequeueAttributes
        dequeueAttributes = attributes
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        dequeueAttributes = savedAttributes
        guard view.reuseIdentifierStorage != nil else {
            raiseCollectionViewException("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(key.kind), \(UICollectionView.describe(key.indexPath))) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(view))")
        }
        applyLayoutAttributes(attributes, to: view)
        if view.superview !== self { insertContentSubview(view) }
        return view
    }

    /// Adds a content view above the background view (and below the scroll indicators).
    private func insertContentSubview(_ view: UIView) {
        if let backgroundView, backgroundView.superview === self {
            insertSubview(view, aboveSubview: backgroundView)
        } else {
            insertSubview(view, at: 0)
        }
    }

    /// Asks a cell (a new one, or one whose index path changed) for its preferred attributes and tells the
    /// layout; true when the layout invalidated.
    func sizeIfNeeded(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let flow = layoutStorage as? UICollectionViewFlowLayout, flow.isSelfSizing else {
            guard !(layoutStorage is UICollectionViewFlowLayout) else { return false }
            return askPreferred(cell, attributes)
        }
        return askPreferred(cell, attributes)
    }

    /// Asks a cell or supplementary view for its preferred attributes; when the layout says they need a new
    /// layout, invalidates it with the layout's context and returns true.
    ///
    /// UIKit parity: `preferredLayoutAttributesFitting(_:)`, then
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    /// - Complexity: one measurement plus the layout's invalidation (O(log n) in the built-in layouts).
    private func askPreferred(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let preferred = view.preferredLayoutAttributesFitting(attributes.clone())
        guard layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return false }
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }

    /// Views not on screen: all cells leave (after `reloadData` or a layout change).
    func removeAllVisibleElements(notify: Bool) {
        for (path, cell) in visibleCellStorage {
            if notify { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path) }
            enqueue(cell)
        }
        for (key, view) in visibleSupplementaryStorage {
            if notify { collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath) }
            enqueue(view)
        }
        for (_, view) in visibleDecorationStorage { enqueue(view) }
        visibleCellStorage = [:]
        visibleSupplementaryStorage = [:]
        visibleDecorationStorage = [:]
    }

    /// Tells the prefetch data source about items one visible-area length ahead in the scroll direction.
    private func prefetchIfNeeded() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let offset = contentOffset
        let dx = offset.x - lastPrefetchOffset.x, dy = offset.y - lastPrefetchOffset.y
        lastPrefetchOffset = offset
        guard dx != 0 || dy != 0 || prefetched.isEmpty else { return }
        let b = bounds
        var ahead = b
        if abs(dy) >= abs(dx) {
            ahead = dy >= 0 ? CGRect(x: b.minX, y: b.maxY, width: b.width, height: b.height)
                            : CGRect(x: b.minX, y: b.minY - b.height, width: b.width, height: b.height)
        } else {
            ahead = dx >= 0 ? CGRect(x: b.maxX, y: b.minY, width: b.width, height: b.height)
                            : CGRect(x: b.minX - b.width, y: b.minY, width: b.width, height: b.height)
        }
        let candidates = (layoutStorage.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && visibleCellStorage[$0.indexPath] == nil }
        let center = CGPoint(x: b.midX, y: b.midY)
        func distance(_ a: UICollectionViewLayoutAttributes) -> CGFloat { hypot(a.center.x - center.x, a.center.y - center.y) }
        let fresh = candidates.filter { !prefetched.contains($0.indexPath) }.sorted { distance($0) < distance($1) }.map(\.indexPath)
        let keep = Set(candidates.map(\.indexPath))
        let cancelled = prefetched.filter { !keep.contains($0) && visibleCellStorage[$0] == nil }.sorted { $0.lexicographicallyPrecedes($1) }
        prefetched = keep
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: fresh) }
    }
}
