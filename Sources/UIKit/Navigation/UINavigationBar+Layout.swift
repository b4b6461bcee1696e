import Foundation

extension UINavigationBar {
    func performBarLayout() {
        let b = bounds
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: b.width, height: b.height + backgroundExtension)
        let resolved = resolvedAppearances
        backgroundView.show(standard: resolved.standard, scrollEdge: resolved.scrollEdge, progress: backgroundProgress)
        let shown = backgroundProgress >= 0.5 ? resolved.standard : resolved.scrollEdge
        contentView?.apply(shown)
        // Right to left: the back button on the right, its chevron pointing right (issue 14).
        contentView?.rightToLeft = isRightToLeft
        let margin: CGFloat = b.width >= 414 ? 20 : 16
        let prompt = promptExtent(for: topItem)
        promptLabel.text = topItem?.prompt
        promptLabel.isHidden = prompt == 0
        promptLabel.textColor = (shown.titleTextAttributes[.foregroundColor] as? UIColor) ?? .label
        promptLabel.frame = CGRect(x: margin, y: 0, width: max(0, b.width - 2 * margin), height: Self.promptHeight)
        let hidesRows = searchHidesBarRows
        contentRow.frame = CGRect(x: 0, y: hidesRows ? -rowHeight : prompt, width: b.width, height: rowHeight)
        contentRow.alpha = hidesRows ? 0 : 1
        promptLabel.alpha = hidesRows ? 0 : 1
        for sub in contentRow.subviews { sub.frame = contentRow.bounds }
        layoutSearchArea(top: hidesRows ? 0 : prompt + rowHeight + largeTitleExtent)
        let showsLarge = largeTitleExtent > 0 && !hidesRows
        largeTitleLabel.text = topItem?.title
        largeTitleLabel.font = (shown.largeTitleTextAttributes[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = (shown.largeTitleTextAttributes[.foregroundColor] as? UIColor) ?? .label
        // The large title sits on the bottom of the large area (41-point line, 8 points above the bottom);
        // the area clips it, so as the area collapses the title slides up under the row.
        largeTitleArea.isHidden = !showsLarge
        largeTitleArea.frame = CGRect(x: 0, y: prompt + rowHeight, width: b.width, height: max(0, largeTitleExtent))
        largeTitleLabel.frame = CGRect(x: margin, y: largeTitleExtent - Self.largeTitleBottomInset - Self.largeTitleLineHeight,
                                       width: max(0, b.width - 2 * margin), height: Self.largeTitleLineHeight)
        // The row's title shows only once the large title has gone under the row (as iOS, which never
        // shows both): it fades in when the large title's line has left the large area, and out as soon
        // as the line shows again.
        let largeTitleShows = showsLarge && largeTitleExtent > Self.largeTitleBottomInset
        if let contentView {
            let animated = window != nil && contentView.titleVisibilityApplied && contentView.hidesTitle != largeTitleShows
            contentView.setHidesTitle(largeTitleShows, animated: animated)
        }
    }

    /// The large title's line height (34-point bold: 41 points) and its gap to the large area's bottom.
    static let largeTitleLineHeight: CGFloat = 41
    static let largeTitleBottomInset: CGFloat = 8

    /// The row's height: 44 points, 32 in a compact height (iOS's landscape phone bar).
    var rowHeight: CGFloat { isVerticallyCompact ? Self.compactHeight : Self.standardHeight }

    /// The prompt line's height for `item`: 30 points with a prompt, else none.
    func promptExtent(for item: UINavigationItem?) -> CGFloat { item?.prompt == nil ? 0 : Self.promptHeight }

    /// The bar's height while the item at `index` is on top, with its large title and search field shown.
    func expandedHeight(forItemAt index: Int) -> CGFloat {
        let item = itemStack.indices.contains(index) ? itemStack[index] : topItem
        return promptExtent(for: item) + rowHeight + (wantsLargeTitle(at: index) ? Self.largeTitleHeight : 0)
            + (item?.searchController != nil ? Self.searchAreaHeight : 0)
    }

    /// The search area's height now: the controller's `searchExtent` in a navigation controller, the
    /// whole area on a standalone bar, none without a search controller.
    var shownSearchExtent: CGFloat {
        guard topItem?.searchController != nil else { return 0 }
        return owningNavigationController == nil ? Self.searchAreaHeight : searchExtent
    }

    /// Whether the top item's active search controller hides the title row, its search field taking the
    /// bar's place (`hidesNavigationBarDuringPresentation`).
    var searchHidesBarRows: Bool {
        guard let search = topItem?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// Shows the top item's search bar in the search area from `top`, clipped as the area shrinks and
    /// fading out as it hides.
    private func layoutSearchArea(top: CGFloat) {
        let search = topItem?.searchController
        let bar = search?.searchBar
        for view in searchArea.subviews where view !== bar { view.removeFromSuperview() }
        guard let search, let bar else {
            searchArea.isHidden = true
            return
        }
        search.hostingNavigationBar = self
        if bar.superview !== searchArea { searchArea.addSubview(bar) }
        let extent = searchHidesBarRows ? Self.searchAreaHeight : shownSearchExtent
        searchArea.isHidden = false
        searchArea.frame = CGRect(x: 0, y: top, width: bounds.width, height: extent)
        bar.frame = CGRect(x: 8, y: extent - Self.searchAreaHeight, width: max(0, bounds.width - 16), height: Self.searchAreaHeight)
        bar.alpha = min(max(extent / Self.searchAreaHeight * 2 - 1, 0), 1)
    }

    /// Whether the item at `index` shows its title large: `.always` does, `.never` does not,
    /// `.automatic` does as the item below it (the first item does), all only when the bar prefers
    /// large titles and the height is regular (iOS shows no large titles on a landscape phone).
    /// - Complexity: O(index).
    func wantsLargeTitle(at index: Int) -> Bool {
        guard prefersLargeTitles, !isVerticallyCompact, itemStack.indices.contains(index) else { return false }
        var i = index
        while i >= 0 {
            switch itemStack[i].largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: i -= 1
            }
        }
        return true
    }

    /// Whether the top item shows its title large.
    var topItemWantsLargeTitle: Bool { wantsLargeTitle(at: itemStack.count - 1) }

    /// The large-title setting or the top item changed: the owner lays the bars out again; a standalone
    /// bar shows the large area expanded or not at all.
    func largeTitleSettingsDidChange() {
        if let owner = owningNavigationController {
            owner.barLayoutDidChange()
        } else {
            largeTitleExtent = topItemWantsLargeTitle ? Self.largeTitleHeight : 0
        }
        setNeedsLayout()
    }
}
