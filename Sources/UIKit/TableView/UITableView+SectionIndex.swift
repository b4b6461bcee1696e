import Foundation

extension UITableView {
    func performReloadSectionIndexTitles() {
        guard dataLoaded else { return }
        var titles = styleStorage == .plain ? dataSource?.sectionIndexTitles(for: self) : nil
        let rows = (0 ..< geometry.sectionCount).reduce(0) { $0 + geometry.section($1).rowCount }
        if rows < sectionIndexMinimumDisplayRowCount { titles = nil }
        sectionIndexTitlesStorage = titles
        guard let titles, !titles.isEmpty else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let view = sectionIndexView ?? TableSectionIndexView()
        view.table = self
        sectionIndexView = view
        view.setTitles(titles)
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Pins the index strip to the trailing edge of the visible area.
    func layoutSectionIndex() {
        guard let view = sectionIndexView else { return }
        let inset = adjustedContentInset
        let frame = CGRect(x: bounds.maxX - TableSectionIndexView.width - 2, y: bounds.minY + inset.top,
                           width: TableSectionIndexView.width, height: bounds.height - inset.top - inset.bottom)
        if view.frame != frame { view.frame = frame }
        bringSubviewToFront(view)
    }

    /// Scrolls to the section of index title `index` (the data source maps title to section).
    func jumpToSectionIndexTitle(at index: Int) {
        guard let titles = sectionIndexTitlesStorage, index < titles.count, let dataSource else { return }
        if titles[index] == UITableView.indexSearch {
            setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: false)
            return
        }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard section >= 0, section < geometry.sectionCount else { return }
        let maxY = max(-adjustedContentInset.top, geometry.contentHeight() + adjustedContentInset.bottom - bounds.height)
        let y = min(max(geometry.sectionTop(section) + geometry.section(section).topPadding - adjustedContentInset.top,
                        -adjustedContentInset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
        layoutIfNeeded()
    }
}
