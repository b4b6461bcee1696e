import Foundation

extension UINavigationBar {
    func performBarLayout() {
        let b = bounds
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: b.width, height: b.height + backgroundExtension)
        let resolved = resolvedAppearances
        backgroundView.show(standard: resolved.standard, scrollEdge: resolved.scrollEdge, progress: backgroundProgress)
        let shown = backgroundProgress >= 0.5 ? resolved.standard : resolved.scrollEdge
        contentView?.apply(shown)
        let margin: CGFloat = b.width >= 414 ? 20 : 16
        let prompt = promptExtent(for: topItem)
        promptLabel.text = topItem?.prompt
        promptLabel.isHidden = prompt == 0
        promptLabel.textColor = (shown.titleTextAttributes[.foregroundColor] as? UIColor) ?? .label
        promptLabel.frame = CGRect(x: margin, y: 0, width: max(0, b.width - 2 * margin), height: Self.promptHeight)
        contentRow.frame = CGRect(x: 0, y: prompt, width: b.width, height: rowHeight)
        for sub in contentRow.subviews { sub.frame = contentRow.bounds }
        let showsLarge = largeTitleExtent > 0
        largeTitleLabel.text = topItem?.title
        largeTitleLabel.font = (shown.largeTitleTextAttributes[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = (shown.largeTitleTextAttributes[.foregroundColor] as? UIColor) ?? .label
        // The large title sits on the bottom of the large area (41-point line, 8 points above the bottom).
        let lineHeight: CGFloat = 41
        largeTitleLabel.frame = CGRect(x: margin, y: b.height - 8 - lineHeight, width: max(0, b.width - 2 * margin), height: lineHeight)
        // The title fades from the large area into the row as the large title collapses.
        let largeAlpha = min(max(largeTitleExtent / Self.largeTitleHeight, 0), 1)
        largeTitleLabel.alpha = showsLarge ? largeAlpha : 0
        contentView?.hidesTitle = showsLarge && largeAlpha > 0.5
    }

    /// The row's height: 44 points, 32 in a compact height (iOS's landscape phone bar).
    var rowHeight: CGFloat { isVerticallyCompact ? Self.compactHeight : Self.standardHeight }

    /// The prompt line's height for `item`: 30 points with a prompt, else none.
    func promptExtent(for item: UINavigationItem?) -> CGFloat { item?.prompt == nil ? 0 : Self.promptHeight }

    /// The bar's height while the item at `index` is on top, with its large title expanded.
    func expandedHeight(forItemAt index: Int) -> CGFloat {
        let item = itemStack.indices.contains(index) ? itemStack[index] : topItem
        return promptExtent(for: item) + rowHeight + (wantsLargeTitle(at: index) ? Self.largeTitleHeight : 0)
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
