import Foundation

extension UITabBar {
    // MARK: Customizing

    /// Shows the configure sheet offering `items`, telling the delegate `willBeginCustomizing` before it
    /// slides up (0.3 s) and `didBeginCustomizing` once it is up, as UIKit. Does nothing while
    /// customizing or outside a superview.
    func performBeginCustomizing(_ items: [UITabBarItem]) {
        guard customizeSession == nil, let host = superview else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        let sheet = TabBarCustomizeView(bar: self, items: items)
        customizeSession = sheet
        host.insertSubview(sheet, belowSubview: self)
        let rest = sheet.restingFrame
        let finish = { [weak self] in
            guard let self else { return }
            self.delegate?.tabBar(self, didBeginCustomizing: items)
        }
        guard window != nil, UIView.areAnimationsEnabled else {
            sheet.frame = rest
            finish()
            return
        }
        sheet.frame = rest.offsetBy(dx: 0, dy: host.bounds.height)
        UIView.animate(withDuration: 0.3, animations: { sheet.frame = rest }, completion: { _ in finish() })
    }

    /// Ends customizing: tells the delegate `willEndCustomizing(changed:)`, slides the sheet down
    /// (0.3 s when animated) and tells it `didEndCustomizing(changed:)`, as UIKit. `changed` says whether
    /// the bar's items differ from when customizing began. Returns whether the bar was customizing.
    func performEndCustomizing(animated: Bool) -> Bool {
        guard let sheet = customizeSession else { return false }
        let now = items ?? []
        let changed = now.count != sheet.startItems.count || zip(now, sheet.startItems).contains { $0 !== $1 }
        delegate?.tabBar(self, willEndCustomizing: sheet.items, changed: changed)
        customizeSession = nil
        let finish = { [weak self, weak sheet] in
            sheet?.removeFromSuperview()
            guard let self, let sheet else { return }
            self.delegate?.tabBar(self, didEndCustomizing: sheet.items, changed: changed)
        }
        guard animated, window != nil, UIView.areAnimationsEnabled, let host = sheet.superview else {
            finish()
            return true
        }
        UIView.animate(withDuration: 0.3, animations: { sheet.frame = sheet.frame.offsetBy(dx: 0, dy: host.bounds.height) },
                       completion: { _ in finish() })
        return true
    }

    /// An item dragged from the configure sheet was dropped at `point` (in the bar's coordinates, up to
    /// 20 points above it counts): it replaces the bar's item there, or swaps with it when it is on the
    /// bar already. Only items offered for customizing can be replaced (not a More item or a
    /// non-customizable tab). Returns whether the bar changed.
    /// - Complexity: O(items).
    func dropCustomizingItem(_ item: UITabBarItem, at point: CGPoint) -> Bool {
        guard let session = customizeSession, var current = items,
              let slot = itemViews.firstIndex(where: { $0.frame.insetBy(dx: 0, dy: -20).contains(point) }) else { return false }
        let target = current[slot]
        guard target !== item, session.items.contains(where: { $0 === target }) else { return false }
        if let from = current.firstIndex(where: { $0 === item }) { current.swapAt(from, slot) } else { current[slot] = item }
        let selected = selectedItemStorage
        setItems(current, animated: false)
        if let selected, current.contains(where: { $0 === selected }) { self.selectedItem = selected }
        return true
    }
}
