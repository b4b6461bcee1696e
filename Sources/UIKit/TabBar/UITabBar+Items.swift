import Foundation

extension UITabBar {
    // MARK: Items

    func configureBar() {
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        updateBarBackground()
    }

    func updateBarBackground() {
        backgroundColor = barTintColor ?? (isTranslucent ? UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94) : .white)
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
        let selectedColor = tintColor ?? .systemBlue
        let unselected = unselectedItemTintColor ?? .systemGray
        for view in itemViews { view.update(selected: view.item === selectedItemStorage, selectedColor: selectedColor, unselectedColor: unselected) }
    }

    /// Items share the width equally in the top 49 points.
    /// - Complexity: O(items).
    func layoutItems() {
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
        guard !itemViews.isEmpty else { return }
        let width = bounds.width / CGFloat(itemViews.count)
        for (i, view) in itemViews.enumerated() {
            view.frame = CGRect(x: (CGFloat(i) * width).rounded(), y: 0, width: width.rounded(), height: UITabBar.itemsHeight)
        }
    }
}
