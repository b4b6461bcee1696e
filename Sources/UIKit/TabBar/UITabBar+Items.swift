import Foundation

extension UITabBar {
    // MARK: Items

    func configureBar() {
        backgroundView.shadowEdge = .top
        addSubview(backgroundView)
        updateBarBackground()
    }

    /// Shows the standard and scroll-edge appearances cross-faded at `backgroundProgress`; the item looks
    /// follow the nearer one. The legacy `barTintColor` and `isTranslucent` adjust the standard one.
    func updateBarBackground() {
        var standard = standardAppearanceStorage
        if barTintColor != nil || !isTranslucent {
            standard = standard.copy()
            standard.backgroundEffect = nil
            standard.backgroundColor = barTintColor ?? .systemBackground
        }
        let edge: UITabBarAppearance
        if let scrollEdgeAppearance {
            edge = scrollEdgeAppearance
        } else if backgroundProgress >= 1 {
            edge = standard
        } else {
            edge = standard.copy()
            edge.configureWithTransparentBackground()
        }
        backgroundView.show(standard: standard, scrollEdge: edge, progress: backgroundProgress)
        let shown = backgroundProgress >= 0.5 ? standard : edge
        if shown !== shownAppearance {
            shownAppearance = shown
            updateItemViews()
        }
    }

    func performSetItems(_ items: [UITabBarItem]?) {
        for view in itemViews { view.removeFromSuperview() }
        for old in itemStorage ?? [] { old.changeObservers[ObjectIdentifier(self)] = nil }
        itemStorage = items
        if let selected = selectedItemStorage, !(items ?? []).contains(where: { $0 === selected }) { selectedItemStorage = nil }
        itemViews = (items ?? []).map { item in
            let view = TabBarItemView(item: item) { [weak self] item in self?.userSelected(item) }
            item.changeObservers[ObjectIdentifier(self)] = { [weak self] in self?.updateItemViews() }
            addSubview(view)
            return view
        }
        updateItemViews()
        setNeedsLayout()
    }

    /// The user tapped `item`: it becomes selected and the delegate hears of it.
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let controller = delegate as? UITabBarController {
            controller.userSelected(item)
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    func updateItemViews() {
        let look = (shownAppearance ?? standardAppearanceStorage).stackedLayoutAppearance
        let selectedColor = look.selected.iconColor ?? tintColor ?? .systemBlue
        let unselected = look.normal.iconColor ?? unselectedItemTintColor ?? .systemGray
        for view in itemViews {
            view.update(selected: view.item === selectedItemStorage, selectedColor: selectedColor, unselectedColor: unselected, appearance: look)
        }
    }

    /// Items share the width equally in the top 49 points.
    /// - Complexity: O(items).
    func layoutItems() {
        backgroundView.frame = bounds
        guard !itemViews.isEmpty else { return }
        let width = bounds.width / CGFloat(itemViews.count)
        for (i, view) in itemViews.enumerated() {
            view.frame = CGRect(x: (CGFloat(i) * width).rounded(), y: 0, width: width.rounded(), height: UITabBar.itemsHeight)
        }
    }
}
