import Foundation

extension UIToolbar {
    func configureToolbar() {
        clipsToBounds = false
        backgroundView.shadowEdge = .top
        addSubview(backgroundView)
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
        let (standard, edge) = resolvedAppearances
        backgroundView.show(standard: standard, scrollEdge: edge, progress: backgroundProgress)
        let shown = backgroundProgress >= 0.5 ? standard : edge
        for view in itemViews {
            view.appearance = view.item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance
        }
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

extension UIToolbar {
    /// The standard and scroll-edge appearances now: the compact ones first in a compact height; without
    /// a scroll-edge appearance, the standard one with a transparent background (iOS 15). The legacy
    /// properties (`barTintColor`, `isTranslucent`, `barStyle`) adjust the standard appearance.
    var resolvedAppearances: (standard: UIToolbarAppearance, scrollEdge: UIToolbarAppearance) {
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = standardAppearanceStorage
        if barTintColor != nil || !isTranslucent || barStyle == .black {
            standard = standard.copy()
            if barStyle == .black, standard.backgroundEffect != nil { standard.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
            if let tint = barTintColor {
                standard.backgroundEffect = nil
                standard.backgroundColor = tint
            } else if !isTranslucent {
                standard.backgroundEffect = nil
                standard.backgroundColor = barStyle == .black ? UIColor(white: 0.11, alpha: 1) : .systemBackground
            }
        }
        if compact, let compactAppearance { standard = compactAppearance }
        var edge = scrollEdgeAppearance
        if compact, let compactScrollEdgeAppearance { edge = compactScrollEdgeAppearance }
        if let edge { return (standard, edge) }
        if backgroundProgress >= 1 { return (standard, standard) }
        let transparent: UIToolbarAppearance = standard.copy()
        transparent.configureWithTransparentBackground()
        return (standard, transparent)
    }
}
