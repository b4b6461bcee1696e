import Foundation

extension UIToolbar {
    func configureToolbar() {
        clipsToBounds = false
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        backgroundView.addSubview(hairline)
    }

    func performSetItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in itemsStorage ?? [] { item.changeObservers[ObjectIdentifier(self)] = nil }
        itemsStorage = items
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).filter { !$0.isHidden }.map { BarButtonItemView(item: $0) }
        for view in itemViews where !view.item.isSpace { addSubview(view) }
        for item in items ?? [] {
            item.changeObservers[ObjectIdentifier(self)] = { [weak self] in
                guard let self else { return }
                for view in self.itemViews { view.refresh() }
                self.setNeedsLayout()
            }
        }
        if animated, window != nil {
            for view in itemViews { view.alpha = 0 }
            UIView.animate(withDuration: 0.2) { for view in self.itemViews { view.alpha = 1 } }
        }
        setNeedsLayout()
    }

    /// Items from the leading margin (16; 20 in bars 414 points or wider), 8 points apart; flexible
    /// spaces share the width left over equally.
    /// - Complexity: O(items).
    func performToolbarLayout() {
        let b = bounds
        backgroundView.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height + backgroundExtension)
        backgroundView.backgroundColor = barTintColor
            ?? (barStyle == .black ? UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1)
                                   : UIColor(white: 0.976, alpha: isTranslucent ? 0.94 : 1))
        hairline.frame = CGRect(x: 0, y: -1 / max(UIScreen.main.scale, 1), width: b.width, height: 1 / max(UIScreen.main.scale, 1))
        let margin: CGFloat = b.width >= 414 ? 20 : 16
        let spacing: CGFloat = 8
        var fixed: CGFloat = 0
        var flexibleCount = 0
        var buttons = 0
        for view in itemViews {
            switch view.item.systemItem {
            case .flexibleSpace?: flexibleCount += 1
            case .fixedSpace?: fixed += view.item.width
            default:
                fixed += view.preferredWidth
                buttons += 1
            }
        }
        let gaps = CGFloat(max(buttons - 1, 0)) * spacing
        let free = max(0, b.width - 2 * margin - fixed - gaps)
        let flexible = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = margin
        var previousWasButton = false
        for view in itemViews {
            switch view.item.systemItem {
            case .flexibleSpace?: x += flexible; previousWasButton = false
            case .fixedSpace?: x += view.item.width; previousWasButton = false
            default:
                if previousWasButton { x += spacing }
                let w = view.preferredWidth
                view.frame = CGRect(x: x, y: 0, width: w, height: b.height)
                x += w
                previousWasButton = true
            }
        }
    }
}
