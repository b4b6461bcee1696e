import Foundation

extension UICollectionView {
    // MARK: Data

    /// What `reloadData()` does.
    func reloadAllData() {
        abandonInteractiveMovement()
        animator?.finish(in: self, finished: false)
        counts = nil
        removeAllVisibleElements(notify: true)
        layoutStorage.invalidateLayout()
        layoutNeedsPrepare = true
        setNeedsLayout()
    }

    var numberOfSectionsImplementation: Int {
        if counts == nil { loadCounts() }
        return counts?.count ?? 0
    }

    func performNumberOfItems(inSection section: Int) -> Int {
        if counts == nil { loadCounts() }
        guard let counts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// Loads counts and prepares the layout if needed, so queries answer for the current data.
    func ensureLayout() {
        if counts == nil { loadCounts() }
        if layoutNeedsPrepare { prepareLayout() }
    }

    /// The bounds the layout last prepared for (what `shouldInvalidateLayout(forBoundsChange:)` compares).
    var layoutReferenceBounds: CGRect { lastLayoutBounds.isNull ? bounds : lastLayoutBounds }

    // MARK: Visible elements

    var visibleCellsImplementation: [UICollectionViewCell] {
        visibleCellStorage.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
    }

    var indexPathsForVisibleItemsImplementation: [IndexPath] {
        visibleCellStorage.keys.sorted { $0.lexicographicallyPrecedes($1) }
    }

    func performCellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellStorage[indexPath] }

    func performIndexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellStorage.first { $0.value === cell }?.key
    }

    func performIndexPathForItem(at point: CGPoint) -> IndexPath? {
        ensureLayout()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layoutStorage.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    func performLayoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        ensureLayout()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    func performLayoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        ensureLayout()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    func performSupplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryStorage[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    func performVisibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryStorage.filter { $0.key.kind == elementKind }
            .sorted { $0.key.indexPath.lexicographicallyPrecedes($1.key.indexPath) }.map(\.value)
    }

    func performIndexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryStorage.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted { $0.lexicographicallyPrecedes($1) }
    }

    // MARK: Scrolling

    func performScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        ensureLayout()
        guard let frame = layoutStorage.layoutAttributesForItem(at: indexPath)?.frame else {
            raiseCollectionViewException("Attempting to scroll to an invalid item path: \(UICollectionView.describe(indexPath))", name: "NSInvalidArgumentException")
        }
        let inset = adjustedContentInset, b = bounds
        var target = contentOffset
        let visibleHeight = b.height - inset.top - inset.bottom, visibleWidth = b.width - inset.left - inset.right
        if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - visibleHeight / 2 - inset.top }
        else if scrollPosition.contains(.bottom) { target.y = frame.maxY - visibleHeight - inset.top }
        if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - visibleWidth / 2 - inset.left }
        else if scrollPosition.contains(.right) { target.x = frame.maxX - visibleWidth - inset.left }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        target = clampedOffset(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
