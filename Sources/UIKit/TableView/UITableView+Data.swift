import Foundation

extension UITableView {
    /// The delegate, or the protocol defaults when there is none.
    var tableDelegateOrDefaults: any UITableViewDelegate { tableDelegateStorage ?? TableViewProtocolDefaults.shared }

    /// The horizontal margin of rows and headers: 16 pt, 20 pt at 414 pt width and wider (the list margin).
    var tableMargin: CGFloat { ListSectionStyle.listMargin(forWidth: bounds.width) }

    /// The gap a grouped section without a header leaves above its rows (uikit-visual-metrics §3.3, ≈35).
    static let groupedSectionGap: CGFloat = 35
    /// The automatic `sectionHeaderTopPadding` of the plain style (iOS 15, measured 22 pt).
    static let plainHeaderTopPadding: CGFloat = 22
    /// The estimate used when everything is automatic: UIKit's default row height.
    static let defaultRowHeight: CGFloat = 44

    func configureTableView() {
        alwaysBounceVertical = true
        backgroundColor = styleStorage == .plain ? .systemBackground : .systemGroupedBackground
        ListContextMenuBridge.install(on: self)
    }

    // MARK: Loading

    func performReloadData() {
        batch = BatchUpdateRecorder()
        finishBatchAnimations()
        for (path, cell) in visibleCellStorage.sorted(by: { $0.key < $1.key }) {
            tableDelegateStorage?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            enqueue(cell)
        }
        visibleCellStorage = [:]
        removeAllHeaderFooterViews()
        if let highlighted = highlightedStorage { unhighlight(highlighted) }
        dataLoaded = false
        setNeedsLayout()
    }

    /// Asks the data source for counts and heights when the data is not loaded.
    /// - Complexity: O(sections) with estimation on, O(rows) with it off.
    func ensureData() {
        guard !dataLoaded else { return }
        dataLoaded = true
        loadGeometry()
        performReloadSectionIndexTitles()
    }

    var numberOfSectionsImplementation: Int {
        ensureData()
        return geometry.sectionCount
    }

    func performNumberOfRows(inSection section: Int) -> Int {
        ensureData()
        guard section >= 0, section < geometry.sectionCount else { return 0 }
        return geometry.section(section).rowCount
    }

    private func loadGeometry() {
        let counts = currentDataSourceCounts()
        estimatePolicy = probeEstimatePolicy(counts: counts)
        var sections: [TableSectionExtent] = []
        sections.reserveCapacity(counts.count)
        for (s, rows) in counts.enumerated() { sections.append(newSectionExtent(section: s, rows: rows)) }
        geometry = TableGeometry(sections: sections, headerHeight: tableHeaderView?.frame.height ?? 0,
                                 footerHeight: tableFooterView?.frame.height ?? 0)
        for s in 0 ..< counts.count { updateHeaderFooterHeights(section: s) }
        if estimatedRowHeight == 0 { measureAllRows() } else { estimateRowsUpFront() }
        updateContentSize()
    }

    /// The data source's counts now.
    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let n = max(0, dataSource.numberOfSections(in: self))
        return (0 ..< n).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// A section of `rows` rows at their stride, taking per-row estimates when the delegate gives them.
    func newSectionExtent(section s: Int, rows: Int) -> TableSectionExtent {
        TableSectionExtent(rowCount: rows, stride: rowStride(forSection: s, rows: rows),
                           perRowEstimates: estimatePolicy.perRowEstimates && estimatedRowHeight != 0)
    }

    /// The uniform height a section's rows start with: the fixed `rowHeight`, or the estimate (the
    /// delegate's estimate of the section's first row when it gives per-row estimates).
    func rowStride(forSection s: Int, rows: Int) -> CGFloat {
        if estimatedRowHeight == 0 { return rowHeight > 0 ? rowHeight : Self.defaultRowHeight }
        if tableDelegateStorage == nil && rowHeight > 0 { return rowHeight }
        var estimate = estimatedRowHeight
        if let delegate = tableDelegateStorage, rows > 0, estimatePolicy.perRowEstimates {
            estimate = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: s))
        }
        if estimate > 0 { return estimate }
        return rowHeight > 0 ? rowHeight : Self.defaultRowHeight
    }

    /// Estimation off: every row's height from the delegate (UIKit asks them all when the data loads).
    private func measureAllRows() {
        guard let delegate = tableDelegateStorage else { return }
        for s in 0 ..< geometry.sectionCount {
            let rows = geometry.section(s).rowCount
            for r in 0 ..< rows {
                let h = delegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s))
                if h >= 0 { _ = geometry.setRowHeight(h, section: s, row: r) }
            }
        }
    }

    /// Sets the content size from the geometry (KVO observers of `contentSize` see the change).
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight())
        if contentSize != size { contentSize = size }
    }

    /// Forgets measured heights (a height property changed).
    func invalidateHeights() {
        guard dataLoaded else { return }
        dataLoaded = false
        for (path, cell) in visibleCellStorage.sorted(by: { $0.key < $1.key }) {
            tableDelegateStorage?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            enqueue(cell)
        }
        visibleCellStorage = [:]
        removeAllHeaderFooterViews()
        setNeedsLayout()
    }

    // MARK: Header and footer heights

    /// Computes section `s`'s padding, header and footer heights. With deferred estimates
    /// (`estimatePolicy`) a header or footer takes its estimate, and its real height when
    /// `resolvingEstimates` (the section came near the visible area); a resolved one keeps its height.
    /// - Complexity: O(1) delegate calls.
    func updateHeaderFooterHeights(section s: Int, resolvingEstimates: Bool = false) {
        let estimatedNow = (header: geometry.section(s).headerIsEstimated, footer: geometry.section(s).footerIsEstimated)
        let current = (header: geometry.section(s).headerHeight, footer: geometry.section(s).footerHeight)
        func height(footer: Bool) -> (CGFloat, estimated: Bool) {
            if resolvingEstimates {
                let estimated = footer ? estimatedNow.footer : estimatedNow.header
                return (estimated ? headerFooterHeight(section: s, footer: footer) : (footer ? current.footer : current.header), false)
            }
            if footer ? estimatePolicy.deferredFooters : estimatePolicy.deferredHeaders, let e = sectionEstimate(s, footer: footer) {
                return (e, true)
            }
            return (headerFooterHeight(section: s, footer: footer), false)
        }
        let (header, headerIsEstimated) = height(footer: false)
        let (footer, footerIsEstimated) = height(footer: true)
        var padding: CGFloat = 0
        if header > 0, !(styleStorage != .plain && header == Self.groupedSectionGap && !hasHeaderContent(s)) {
            padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : (styleStorage == .plain ? Self.plainHeaderTopPadding : 0)
        }
        geometry.updateSection(s) {
            $0.headerHeight = header
            $0.footerHeight = footer
            $0.topPadding = padding
            $0.headerIsEstimated = headerIsEstimated
            $0.footerIsEstimated = footerIsEstimated
        }
    }

    /// The delegate's estimate of section `s`'s header or footer (default: the table's
    /// `estimatedSectionHeaderHeight`/`FooterHeight`), or nil when there is none (`automaticDimension`).
    private func sectionEstimate(_ s: Int, footer: Bool) -> CGFloat? {
        let delegate = tableDelegateOrDefaults
        let e = footer ? delegate.tableView(self, estimatedHeightForFooterInSection: s) : delegate.tableView(self, estimatedHeightForHeaderInSection: s)
        return e > 0 ? e : nil
    }

    private func hasHeaderContent(_ s: Int) -> Bool {
        dataSource?.tableView(self, titleForHeaderInSection: s) != nil
    }

    /// A header's or footer's height: the delegate's (default: the table's property); automatic is the
    /// title's standard view, the delegate's view, or the style's gap.
    private func headerFooterHeight(section s: Int, footer: Bool) -> CGFloat {
        let delegate = tableDelegateOrDefaults
        let h = footer ? delegate.tableView(self, heightForFooterInSection: s) : delegate.tableView(self, heightForHeaderInSection: s)
        if h >= 0 { return h }
        let width = rowFrameX(width: bounds.width).width
        if let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s) : dataSource?.tableView(self, titleForHeaderInSection: s) {
            return standardHeaderFooterHeight(title: title, footer: footer, width: width)
        }
        if let view = footer ? delegate.tableView(self, viewForFooterInSection: s) : delegate.tableView(self, viewForHeaderInSection: s) {
            let height: CGFloat
            if let headerFooter = view as? UITableViewHeaderFooterView {
                headerFooter.setPlacement(HeaderFooterPlacement(style: styleStorage, isFooter: footer, margin: headerMargin))
                height = headerFooter.sizeThatFits(CGSize(width: width, height: 0)).height
                enqueue(headerFooter)
            } else {
                height = view.frame.height > 0 ? view.frame.height : view.sizeThatFits(CGSize(width: width, height: 0)).height
            }
            return max(0, height)
        }
        return !footer && styleStorage != .plain ? Self.groupedSectionGap : 0
    }

    /// The text margin of headers and footers (lines up with the rows' text).
    var headerMargin: CGFloat { styleStorage == .insetGrouped ? 16 : tableMargin }

    /// The height of a standard title header or footer at `width`.
    func standardHeaderFooterHeight(title: String, footer: Bool, width: CGFloat) -> CGFloat {
        let view = measuringHeaderFooterView
        view.setPlacement(HeaderFooterPlacement(style: styleStorage, isFooter: footer, margin: headerMargin))
        view.textLabel?.text = title
        return view.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    private var measuringHeaderFooterView: UITableViewHeaderFooterView {
        if let view = headerFooterQueues[Self.measuringIdentifier]?.first { return view }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        headerFooterQueues[Self.measuringIdentifier] = [view]
        return view
    }

    static let measuringIdentifier = "_UITableViewMeasuringHeaderFooter"
    static let titleHeaderIdentifier = "_UITableViewTitleHeaderFooter"

    // MARK: Horizontal geometry

    /// The rows' x and width in a table `width` wide (inset-grouped cards are inset by the margin).
    func rowFrameX(width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        guard styleStorage == .insetGrouped else { return (0, width) }
        let m = ListSectionStyle.listMargin(forWidth: width)
        return (m, max(0, width - 2 * m))
    }
}
