import Foundation

extension UITableView {
    /// The layout pass: loads the data if needed, shows the rows intersecting the bounds (measuring rows
    /// as they appear), their headers and footers (floating in the plain style), the table header and
    /// footer, the background and the section index.
    /// - Complexity: O(visible · log n).
    func updateVisibleRows() {
        guard !isUpdatingVisibleRows else { return }
        isUpdatingVisibleRows = true
        defer { isUpdatingVisibleRows = false }
        ensureData()
        if let open = openSwipeRow, open.swipe.isOpen, open.superview === self, lastLayoutOffset != bounds.origin.y,
           !isEditing, reorder == nil, lastLayoutOffset.isFinite {
            open.swipe.close(animated: true)
        }
        lastLayoutOffset = bounds.origin.y
        layoutTableChrome()
        resizeInvalidatedSelfSizingCells()
        resolveEstimatesNearVisibleArea()
        showVisibleRows()
        showHeadersAndFooters()
        updateContentSize()
        backgroundView?.frame = bounds
        layoutSectionIndex()
        updatePrefetching()
    }

    // MARK: Rows

    private func showVisibleRows() {
        let visible = bounds
        // Rows that left the screen give their cells back first, so the new rows can reuse them.
        for (p, cell) in visibleCellStorage.sorted(by: { $0.key < $1.key }) where !isValidRow(p) || !rectForRowUnchecked(p).intersects(visible) {
            visibleCellStorage[p] = nil
            tableDelegateStorage?.tableView(self, didEndDisplaying: cell, forRowAt: p)
            enqueue(cell)
        }
        var shown: [IndexPath: UITableViewCell] = [:]
        var path = geometry.firstRow(endingAfter: visible.minY)
        var compensation: CGFloat = 0
        while let p = path {
            let minY = geometry.rowMinY(section: p.section, row: p.row)
            guard minY < visible.maxY + compensation else { break }
            if let cell = visibleCellStorage.removeValue(forKey: p) {
                shown[p] = cell
            } else {
                let cell = makeCell(at: p)
                shown[p] = cell
                let delta = measureRow(p, cell: cell)
                // A row that appears at the top grows upward, so the rows on screen stay where they are.
                if delta != 0, minY < visible.minY, contentOffset.y > 0 { compensation += delta }
                placeCell(cell, at: p)
                tableDelegateStorage?.tableView(self, willDisplay: cell, forRowAt: p)
            }
            path = geometry.row(after: p)
        }
        for (p, cell) in visibleCellStorage.sorted(by: { $0.key < $1.key }) {
            tableDelegateStorage?.tableView(self, didEndDisplaying: cell, forRowAt: p)
            enqueue(cell)
        }
        visibleCellStorage = shown
        for (p, cell) in shown { placeCell(cell, at: p) }
        if compensation != 0 {
            updateContentSize()
            var offset = contentOffset
            offset.y += compensation
            contentOffset = offset
        }
    }

    /// Asks the data source for the cell of `path` and prepares it for display.
    func makeCell(at path: IndexPath) -> UITableViewCell {
        guard let dataSource else { raiseCollectionViewException("UITableView dataSource is not set") }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        prepareForDisplay(cell, at: path)
        return cell
    }

    /// Gives a cell the table's chrome and state for `path` and puts it in the view tree.
    func prepareForDisplay(_ cell: UITableViewCell, at path: IndexPath) {
        if cell.superview !== self {
            insertSubview(cell, at: cellInsertionIndex)
        }
        if cell.isHidden { cell.isHidden = false }
        cell.indentationLevel = tableDelegateOrDefaults.tableView(self, indentationLevelForRowAt: path)
        if cell.isEditingStorage != isEditingStorage { cell.setEditing(isEditingStorage, animated: false) }
        cell.chrome = chrome(for: path)
        if cell.isSelected != selectedStorage.contains(path) { cell.setSelected(selectedStorage.contains(path), animated: false) }
        let focused = focusedStorage == path
        if cell.focusedStorage != focused { cell.focusedStorage = focused; cell.setNeedsUpdateConfiguration() }
        let margin = cell.chrome.margin
        if cell.directionalLayoutMargins.leading != margin {
            cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        }
    }

    /// The index cells are inserted at: above the background view, below everything else.
    private var cellInsertionIndex: Int {
        if let backgroundView, backgroundView.superview === self { return 1 }
        return 0
    }

    /// The row's real height: the delegate's, or the cell's fitting height for `automaticDimension`.
    /// Returns how much the row's height changed.
    func measureRow(_ path: IndexPath, cell: UITableViewCell) -> CGFloat {
        guard estimatedRowHeight != 0 else { return 0 }
        var height: CGFloat
        if let delegate = tableDelegateStorage {
            height = delegate.tableView(self, heightForRowAt: path)
        } else {
            height = rowHeight
        }
        if height < 0 {
            let x = rowFrameX(width: bounds.width)
            if cell.bounds.width != x.width { cell.frame.size.width = x.width }
            // UIKit's self-sizing measurement: the cell at the row's width (required), as short as its
            // content allows (`fittingSizeLevel`).
            height = cell.systemLayoutSizeFitting(CGSize(width: x.width, height: UIView.layoutFittingCompressedSize.height),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        }
        return geometry.setRowHeight(height, section: path.section, row: path.row)
    }

    /// Puts a visible cell at its row's frame.
    func placeCell(_ cell: UITableViewCell, at path: IndexPath) {
        let frame = rectForRowUnchecked(path)
        if cell.frame != frame { cell.frame = frame }
        let chrome = chrome(for: path)
        if cell.chrome != chrome { cell.chrome = chrome }
    }

    /// The row's frame without loading or range checks.
    func rectForRowUnchecked(_ path: IndexPath) -> CGRect {
        let x = rowFrameX(width: bounds.width)
        let y = geometry.rowMinY(section: path.section, row: path.row)
        return CGRect(x: x.x, y: y, width: x.width, height: geometry.section(path.section).rowHeight(path.row))
    }

    /// Separators, corners and editing controls for the row at `path`.
    func chrome(for path: IndexPath) -> TableCellChrome {
        var chrome = TableCellChrome()
        chrome.style = styleStorage
        chrome.margin = styleStorage == .insetGrouped ? 16 : tableMargin
        let rows = geometry.section(path.section).rowCount
        let first = path.row == 0, last = path.row == rows - 1
        let lines = separatorStyle != .none
        chrome.separatorColor = separatorColor ?? .separator
        chrome.separatorHeight = lines ? 1 / max(window?.screen.scale ?? 2, 1) : 0
        chrome.tableSeparatorInset = explicitSeparatorInset
        chrome.separatorInsetReference = separatorInsetReference
        switch styleStorage {
        case .plain:
            chrome.showsBottomSeparator = lines
        case .grouped:
            chrome.showsTopSeparator = lines && first
            chrome.topSeparatorFullWidth = true
            chrome.showsBottomSeparator = lines
            chrome.bottomSeparatorFullWidth = last
        case .insetGrouped:
            chrome.showsBottomSeparator = lines && !last
            chrome.roundsTop = first
            chrome.roundsBottom = last
        }
        if isEditingStorage {
            let dataSource = self.dataSource
            let editable = dataSource?.tableView(self, canEditRowAt: path) ?? false
            if editable {
                let multiple = allowsMultipleSelectionDuringEditing
                switch multiple ? .none : tableDelegateOrDefaults.tableView(self, editingStyleForRowAt: path) {
                case .delete: chrome.editingControl = .delete
                case .insert: chrome.editingControl = .insert
                case .none: chrome.editingControl = multiple ? .selectionCircle : nil
                }
            }
            chrome.indentsContent = tableDelegateOrDefaults.tableView(self, shouldIndentWhileEditingRowAt: path)
            chrome.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: path) ?? false
        }
        return chrome
    }

    /// Re-applies separators and styling to the visible cells.
    func refreshVisibleCellChrome() {
        for (path, cell) in visibleCellStorage {
            cell.chrome = chrome(for: path)
            cell.setNeedsLayout()
        }
    }

    // MARK: Headers and footers

    func showHeadersAndFooters() {
        guard geometry.sectionCount > 0 else {
            removeAllHeaderFooterViews()
            return
        }
        let visible = bounds
        let first = geometry.section(at: visible.minY)
        var wantedHeaders = Set<Int>(), wantedFooters = Set<Int>()
        var s = first
        while s < geometry.sectionCount, geometry.sectionTop(s) < visible.maxY {
            let extent = geometry.section(s)
            if extent.headerHeight > 0, !sectionsWithoutHeaderView.contains(s), headerRect(s, floating: true).intersects(visible) {
                wantedHeaders.insert(s)
            }
            if extent.footerHeight > 0, !sectionsWithoutFooterView.contains(s), footerRect(s, floating: true).intersects(visible) {
                wantedFooters.insert(s)
            }
            s += 1
        }
        for (section, view) in visibleHeaderStorage where !wantedHeaders.contains(section) {
            visibleHeaderStorage[section] = nil
            tableDelegateStorage?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            recycleHeaderFooter(view)
        }
        for (section, view) in visibleFooterStorage where !wantedFooters.contains(section) {
            visibleFooterStorage[section] = nil
            tableDelegateStorage?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            recycleHeaderFooter(view)
        }
        for section in wantedHeaders.sorted() { showHeaderFooter(section, footer: false) }
        for section in wantedFooters.sorted() { showHeaderFooter(section, footer: true) }
    }

    private func showHeaderFooter(_ s: Int, footer: Bool) {
        let frame = footer ? footerRect(s, floating: true) : headerRect(s, floating: true)
        if let view = footer ? visibleFooterStorage[s] : visibleHeaderStorage[s] {
            if view.frame != frame { view.frame = frame }
            bringSubviewToFront(view)
            return
        }
        let delegate = tableDelegateOrDefaults
        var view = footer ? delegate.tableView(self, viewForFooterInSection: s) : delegate.tableView(self, viewForHeaderInSection: s)
        if view == nil, let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s) : dataSource?.tableView(self, titleForHeaderInSection: s) {
            let standard = dequeueTitleHeaderFooter()
            standard.setPlacement(HeaderFooterPlacement(style: styleStorage, isFooter: footer, margin: headerMargin))
            standard.textLabel?.text = title
            view = standard
        }
        guard let view else {
            if footer { sectionsWithoutFooterView.insert(s) } else { sectionsWithoutHeaderView.insert(s) }
            return
        }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.setPlacement(HeaderFooterPlacement(style: styleStorage, isFooter: footer, margin: headerMargin))
        }
        view.isHidden = false
        view.frame = frame
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        if footer {
            visibleFooterStorage[s] = view
            tableDelegateStorage?.tableView(self, willDisplayFooterView: view, forSection: s)
        } else {
            visibleHeaderStorage[s] = view
            tableDelegateStorage?.tableView(self, willDisplayHeaderView: view, forSection: s)
        }
    }

    /// Section `s`'s header frame; floating (plain style) pins it to the top of the visible area while
    /// its section is on screen, pushed up by the end of the section.
    func headerRect(_ s: Int, floating: Bool) -> CGRect {
        let extent = geometry.section(s)
        let top = geometry.sectionTop(s) + extent.topPadding
        let x = styleStorage == .insetGrouped ? rowFrameX(width: bounds.width) : (0, bounds.width)
        var y = top
        if floating, styleStorage == .plain {
            let pinned = bounds.minY + adjustedContentInset.top
            let limit = geometry.sectionTop(s + 1) - extent.footerHeight - extent.headerHeight
            y = min(max(top, pinned), max(top, limit))
        }
        return CGRect(x: x.0, y: y, width: x.1, height: extent.headerHeight)
    }

    /// Section `s`'s footer frame; floating (plain style) pins it to the bottom of the visible area.
    func footerRect(_ s: Int, floating: Bool) -> CGRect {
        let extent = geometry.section(s)
        let bottom = geometry.sectionTop(s + 1)
        let x = styleStorage == .insetGrouped ? rowFrameX(width: bounds.width) : (0, bounds.width)
        var y = bottom - extent.footerHeight
        if floating, styleStorage == .plain {
            let pinned = bounds.maxY - adjustedContentInset.bottom - extent.footerHeight
            let limit = geometry.sectionTop(s) + extent.rowsStart
            y = max(min(y, pinned), min(y, limit))
        }
        return CGRect(x: x.0, y: y, width: x.1, height: extent.footerHeight)
    }

    private func dequeueTitleHeaderFooter() -> UITableViewHeaderFooterView {
        if var queue = headerFooterQueues[Self.titleHeaderIdentifier], let view = queue.popLast() {
            headerFooterQueues[Self.titleHeaderIdentifier] = queue
            view.prepareForReuse()
            return view
        }
        return UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderIdentifier)
    }

    private func recycleHeaderFooter(_ view: UIView) {
        if let headerFooter = view as? UITableViewHeaderFooterView, headerFooter.reuseIdentifier != nil {
            enqueue(headerFooter)
        } else {
            view.removeFromSuperview()
        }
    }

    func removeAllHeaderFooterViews() {
        for (s, view) in visibleHeaderStorage {
            tableDelegateStorage?.tableView(self, didEndDisplayingHeaderView: view, forSection: s)
            recycleHeaderFooter(view)
        }
        for (s, view) in visibleFooterStorage {
            tableDelegateStorage?.tableView(self, didEndDisplayingFooterView: view, forSection: s)
            recycleHeaderFooter(view)
        }
        visibleHeaderStorage = [:]
        visibleFooterStorage = [:]
        sectionsWithoutHeaderView = []
        sectionsWithoutFooterView = []
    }

    // MARK: Table header and footer

    func replaceChrome(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        setNeedsLayout()
    }

    private func layoutTableChrome() {
        if let header = tableHeaderView {
            if geometry.tableHeaderHeight != header.frame.height { geometry.tableHeaderHeight = header.frame.height }
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            if geometry.tableFooterHeight != footer.frame.height { geometry.tableFooterHeight = footer.frame.height }
            let frame = CGRect(x: 0, y: geometry.sectionTop(geometry.sectionCount), width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    // MARK: Reuse queues

    /// Puts a cell that left the screen into its reuse queue (hidden, still in the view tree).
    func enqueue(_ cell: UITableViewCell) {
        cell.isHidden = true
        if cell.isHighlightedStorage { cell.setHighlighted(false, animated: false) }
        guard let identifier = cell.reuseIdentifierStorage else {
            cell.removeFromSuperview()
            return
        }
        cellQueues[identifier, default: []].append(cell)
    }

    /// Puts a header or footer view into its reuse queue.
    func enqueue(_ view: UITableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifierStorage else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        headerFooterQueues[identifier, default: []].append(view)
    }
}
