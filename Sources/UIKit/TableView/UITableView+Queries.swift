import Foundation

extension UITableView {
    func performRect(forSection section: Int) -> CGRect {
        ensureData()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let top = geometry.sectionTop(section)
        return CGRect(x: 0, y: top, width: bounds.width, height: geometry.sectionTop(section + 1) - top)
    }

    func performRectForHeader(inSection section: Int) -> CGRect {
        ensureData()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        return headerRect(section, floating: false)
    }

    func performRectForFooter(inSection section: Int) -> CGRect {
        ensureData()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        return footerRect(section, floating: false)
    }

    func performRectForRow(at indexPath: IndexPath) -> CGRect {
        ensureData()
        guard isValidRow(indexPath) else { return .zero }
        return rectForRowUnchecked(indexPath)
    }

    func isValidRow(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < geometry.sectionCount && path.row >= 0
            && path.row < geometry.section(path.section).rowCount
    }

    func performIndexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureData()
        let x = rowFrameX(width: bounds.width)
        guard point.x >= x.x, point.x < x.x + x.width || (x.width == 0 && point.x >= 0) else { return nil }
        return geometry.row(containing: point.y)
    }

    func performIndexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellStorage.first { $0.value === cell }?.key
    }

    func performIndexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        ensureData()
        var result: [IndexPath] = []
        var path = geometry.firstRow(endingAfter: rect.minY)
        while let p = path, geometry.rowMinY(section: p.section, row: p.row) < rect.maxY {
            result.append(p)
            path = geometry.row(after: p)
        }
        return result.isEmpty ? nil : result
    }

    func performCellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellStorage[indexPath]
    }

    var visibleCellsImplementation: [UITableViewCell] {
        visibleCellStorage.sorted { $0.key < $1.key }.map(\.value)
    }

    var indexPathsForVisibleRowsImplementation: [IndexPath]? {
        let paths = visibleCellStorage.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    // MARK: Scrolling to rows

    func performScrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        ensureData()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sectionCount else {
            raiseCollectionViewException("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) when there are only \(geometry.sectionCount > 0 ? geometry.section(max(0, min(indexPath.first ?? 0, geometry.sectionCount - 1))).rowCount : 0) rows in section \(indexPath.first ?? 0).",
                                         name: "NSRangeException")
        }
        let target: CGRect
        if indexPath.row == NSNotFound {
            target = rect(forSection: indexPath.section)
        } else {
            guard isValidRow(indexPath) else {
                raiseCollectionViewException("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(geometry.section(indexPath.section).rowCount) rows in section \(indexPath.section).",
                                             name: "NSRangeException")
            }
            target = rectForRowUnchecked(indexPath)
        }
        let inset = adjustedContentInset
        // Rows under a floating header stay visible below it (plain style).
        let headerHeight = styleStorage == .plain ? geometry.section(indexPath.section).headerHeight : 0
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = target.minY - inset.top - headerHeight
        case .middle: y = target.midY - inset.top - visibleHeight / 2
        case .bottom: y = target.maxY - inset.top - visibleHeight
        case .none:
            let top = contentOffset.y + inset.top + headerHeight, bottom = contentOffset.y + inset.top + visibleHeight
            if target.minY < top { y = target.minY - inset.top - headerHeight }
            else if target.maxY > bottom { y = target.maxY - inset.top - visibleHeight }
        }
        updateContentSize()
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
        if !animated { layoutIfNeeded() }
    }

    func performScrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard !selectionOrder.isEmpty else { return }
        let top = contentOffset.y + adjustedContentInset.top
        let nearest = selectionOrder.filter(isValidRow).min { a, b in
            abs(rectForRowUnchecked(a).minY - top) < abs(rectForRowUnchecked(b).minY - top)
        }
        if let nearest { scrollToRow(at: nearest, at: scrollPosition, animated: animated) }
    }

    // MARK: Prefetching

    /// Tells the prefetch data source about the rows just past the visible ones in the scrolling direction
    /// (a screenful ahead, nearest first) and cancels those that fell behind.
    /// - Complexity: O(rows in one screenful).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, geometry.sectionCount > 0 else { return }
        let down = bounds.minY >= lastPrefetchOffset
        lastPrefetchOffset = bounds.minY
        let ahead = down ? CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: bounds.height)
            : CGRect(x: 0, y: bounds.minY - bounds.height, width: bounds.width, height: bounds.height)
        var wanted = indexPathsForRows(in: ahead) ?? []
        if !down { wanted.reverse() }
        let fresh = wanted.filter { !prefetched.contains($0) && visibleCellStorage[$0] == nil }
        let keep = Set(wanted)
        let cancelled = prefetched.filter { !keep.contains($0) && visibleCellStorage[$0] == nil }.sorted()
        prefetched = keep
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh) }
    }
}
