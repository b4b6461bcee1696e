import Foundation

/// A row being dragged by its reorder grip.
struct TableReorder {
    let cell: UITableViewCell
    let source: IndexPath
    var destination: IndexPath
    /// The cell's centre minus the finger (content coordinates).
    let offset: CGFloat
}

extension UITableView {
    /// Lifts the row of `cell`: it follows the finger above the other rows.
    func beginReorder(of cell: UITableViewCell, fingerY: CGFloat) {
        guard reorder == nil, let path = indexPath(for: cell) else { return }
        if let open = openSwipeRow { open.swipe.close(animated: false) }
        reorder = TableReorder(cell: cell, source: path, destination: path, offset: cell.center.y - fingerY)
        bringSubviewToFront(cell)
        cell.layer.shadowOpacity = 0.25
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = CGSize(width: 0, height: 2)
        cell.setNeedsUpdateConfiguration()
    }

    /// Moves the lifted row with the finger; when it passes another row's middle the rows between make
    /// room (the delegate's `targetIndexPathForMoveFromRowAt` may redirect the destination).
    /// - Complexity: O(visible).
    func moveReorder(fingerY: CGFloat) {
        guard var move = reorder else { return }
        let h = move.cell.bounds.height
        let centre = min(max(fingerY + move.offset, h / 2), max(h / 2, contentSize.height - h / 2))
        UIView.performWithoutAnimation { move.cell.center.y = centre }
        let proposed = proposedDestination(for: centre, moving: move)
        let target = tableDelegateOrDefaults.tableView(self, targetIndexPathForMoveFromRowAt: move.source, toProposedIndexPath: proposed)
        guard isValidDestination(target, source: move.source), target != move.destination else { return }
        move.destination = target
        reorder = move
        UIView.animate(withDuration: 0.2) { self.placeRowsAroundReorder() }
    }

    /// Drops the row in its slot and tells the data source, when the row moved.
    func endReorder() {
        guard let move = reorder else { return }
        reorder = nil
        let cell = move.cell
        cell.layer.shadowOpacity = 0
        if move.destination != move.source {
            dataSource?.tableView(self, moveRowAt: move.source, to: move.destination)
            applyReorder(from: move.source, to: move.destination)
        }
        UIView.animate(withDuration: 0.2) {
            for (path, visible) in self.visibleCellStorage { self.placeCell(visible, at: path) }
        }
        cell.setNeedsUpdateConfiguration()
    }

    /// Puts every row back where it was; the data source is not told.
    func cancelReorder() {
        guard let move = reorder else { return }
        reorder = nil
        move.cell.layer.shadowOpacity = 0
        move.cell.setNeedsUpdateConfiguration()
        UIView.animate(withDuration: 0.2) {
            for (path, visible) in self.visibleCellStorage { self.placeCell(visible, at: path) }
        }
    }

    /// The index path the lifted row's centre proposes: the row under it, in the model without the row.
    private func proposedDestination(for centre: CGFloat, moving move: TableReorder) -> IndexPath {
        let s = geometry.section(at: centre)
        let extent = geometry.section(s)
        let rowsTop = geometry.sectionTop(s) + extent.rowsStart
        var row = extent.rowCount == 0 ? 0 : extent.row(at: centre - rowsTop)
        if centre - rowsTop > extent.rowOffset(row) + extent.rowHeight(row) / 2 { row += 1 }
        if s == move.source.section && row > move.source.row { row -= 1 }
        let count = extent.rowCount - (s == move.source.section ? 1 : 0)
        return IndexPath(row: min(max(0, row), max(0, count)), section: s)
    }

    private func isValidDestination(_ path: IndexPath, source: IndexPath) -> Bool {
        guard path.count == 2, path.section >= 0, path.section < geometry.sectionCount, path.row >= 0 else { return false }
        let count = geometry.section(path.section).rowCount - (path.section == source.section ? 1 : 0)
        return path.row <= count
    }

    /// Frames of the other visible rows with the lifted row removed from its source and opened at its
    /// destination.
    func placeRowsAroundReorder() {
        guard let move = reorder else { return }
        let h = move.cell.bounds.height
        for (path, cell) in visibleCellStorage where cell !== move.cell {
            var frame = rectForRowUnchecked(path)
            var row = path.row
            if path.section == move.source.section && path.row > move.source.row { frame.origin.y -= h; row -= 1 }
            if path.section == move.destination.section && row >= move.destination.row { frame.origin.y += h }
            if cell.frame != frame { cell.frame = frame }
        }
    }

    /// Updates the table's own model after a reorder: counts, heights and visible cells follow the move.
    private func applyReorder(from source: IndexPath, to destination: IndexPath) {
        let update = DiffableBatchUpdate(movedItems: [.init(from: source, to: destination)])
        let counts = (0 ..< geometry.sectionCount).map { geometry.section($0).rowCount }
        var newCounts = counts
        newCounts[source.section] -= 1
        newCounts[destination.section] += 1
        let mapper = BatchIndexMapper(update, oldSectionCount: counts.count, newSectionCount: counts.count)
        let old = geometry
        var sections: [TableSectionExtent] = []
        for s in 0 ..< counts.count {
            var extent = TableSectionExtent(rowCount: newCounts[s], stride: old.section(s).stride, perRowEstimates: old.section(s).hasPerRowEstimates)
            extent.topPadding = old.section(s).topPadding
            extent.headerHeight = old.section(s).headerHeight
            extent.footerHeight = old.section(s).footerHeight
            extent.headerIsEstimated = old.section(s).headerIsEstimated
            extent.footerIsEstimated = old.section(s).footerIsEstimated
            sections.append(extent)
        }
        geometry = TableGeometry(sections: sections, headerHeight: old.tableHeaderHeight, footerHeight: old.tableFooterHeight)
        for s in 0 ..< counts.count {
            for (r, height) in old.section(s).measuredHeights {
                if let target = mapper.map(section: s, item: r) { _ = geometry.setRowHeight(height, section: target.section, row: target.row) }
            }
        }
        estimateRowsUpFront()
        var cells: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellStorage {
            if let target = mapper.map(section: path.section, item: path.row) { cells[target] = cell }
        }
        visibleCellStorage = cells
        replaceSelection(selectionOrder.compactMap { mapper.map(section: $0.section, item: $0.row) })
        for (path, cell) in cells { cell.chrome = chrome(for: path) }
        updateContentSize()
    }
}
