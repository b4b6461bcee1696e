import Foundation

extension UISplitViewController {
    // MARK: Setting columns

    func performSetViewController(_ vc: UIViewController?, for column: Column) {
        guard styleStorage != .unspecified else { return }
        if column == .supplementary, styleStorage != .tripleColumn { return }
        if let vc, columnControllers[column] === vc { return }
        let old = columnContainer(column)
        columnControllers[column] = vc
        if column == .compact {
            columnNavigations[column] = nil
        } else if let vc {
            columnNavigations[column] = (vc as? UINavigationController) ?? UINavigationController(rootViewController: vc)
        } else {
            columnNavigations[column] = nil
        }
        let new = columnContainer(column)
        if let old, old !== new { detachColumnController(old) }
        if let new, new.parent !== self {
            addChild(new)
            new.didMove(toParent: self)
        }
        if column == .primary { columnNavigations[.primary]?.loadViewIfNeeded() }
        if isCollapsedStorage, let record = collapseRecord, !record.showsCompactColumn, column == .secondary || column == .supplementary {
            // A column replaced while collapsed takes the old one's place on the primary's stack.
            replaceCollapsedColumn(column)
        }
        arrangementSettingsDidChange()
    }

    /// The controller a column puts in the split view: its navigation controller (the compact column's
    /// controller as set).
    func columnContainer(_ column: Column) -> UIViewController? {
        column == .compact ? columnControllers[.compact] : columnNavigations[column]
    }

    /// Takes `controller` out of the split view (its view, its containment).
    func detachColumnController(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
        controller.removeFromParent()
    }

    var viewControllersImplementation: [UIViewController] {
        if styleStorage == .unspecified {
            return isCollapsedStorage ? Array(classicControllers.prefix(1)) : classicControllers
        }
        if isCollapsedStorage {
            if let record = collapseRecord, record.showsCompactColumn, let compact = columnControllers[.compact] { return [compact] }
            return columnNavigations[.primary].map { [$0] } ?? []
        }
        let columns: [Column] = styleStorage == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        return columns.compactMap { columnNavigations[$0] }
    }

    /// Classic: the primary and secondary as given. Column style: the controllers are set for the
    /// primary, (supplementary,) secondary columns in order, as UIKit maps the array onto the columns.
    func performSetViewControllers(_ controllers: [UIViewController]) {
        if styleStorage != .unspecified {
            let columns: [Column] = styleStorage == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, controllers) { setViewController(controller, for: column) }
            return
        }
        for old in classicControllers where !controllers.contains(where: { $0 === old }) { detachColumnController(old) }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        classicControllers = controllers
        arrangementSettingsDidChange()
    }

    /// The controller whose view fills a column while expanded.
    func expandedController(_ column: Column) -> UIViewController? {
        if styleStorage == .unspecified {
            switch column {
            case .primary: return classicControllers.first
            case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
            default: return nil
            }
        }
        return column == .compact ? nil : columnNavigations[column]
    }

    // MARK: Showing and hiding columns

    func performShow(_ column: Column) {
        if isCollapsedStorage {
            showCollapsed(column)
            return
        }
        let current = displayMode
        let shown = sidebarColumns(in: current)
        switch column {
        case .secondary:
            // The sidebars over or displacing the secondary go away; beside it they stay.
            if current == .oneOverSecondary || current == .twoOverSecondary || current == .twoDisplaceSecondary {
                changeDisplayMode(to: .secondaryOnly, animated: true)
            }
        case .primary where !shown.contains(.primary):
            changeDisplayMode(to: mode(sidebars: 2, behavior: splitBehavior), animated: true)
        case .supplementary where styleStorage == .tripleColumn && !shown.contains(.supplementary):
            changeDisplayMode(to: mode(sidebars: 1, behavior: splitBehavior), animated: true)
        default:
            break
        }
    }

    func performHide(_ column: Column) {
        if isCollapsedStorage {
            hideCollapsed(column)
            return
        }
        let shown = sidebarColumns(in: displayMode)
        switch column {
        case .primary where shown.contains(.primary):
            changeDisplayMode(to: mode(sidebars: styleStorage == .tripleColumn ? 1 : 0, behavior: splitBehavior), animated: true)
        case .supplementary where shown.contains(.supplementary):
            changeDisplayMode(to: .secondaryOnly, animated: true)
        default:
            break
        }
    }

    /// Changes the expanded display mode: tells the delegate (`willChangeTo`, then `willShow`/`willHide`
    /// for each column that appears or goes) and arranges the columns again, animated over 0.3 s in a
    /// window.
    /// With `interactive`, the columns move as a paused animator for a swipe to drive
    /// (`sidebarSwipeAnimator`); if it ends where it began, the display mode goes back.
    func changeDisplayMode(to requested: DisplayMode, animated: Bool, interactive: Bool = false) {
        let size = arrangementSize
        let behavior = resolvedSplitBehavior(for: size)
        let next = requested == .automatic ? requested : mode(sidebars: Self.sidebarCount(of: requested), behavior: behavior)
        let current = resolvedDisplayMode(for: size, behavior: behavior)
        guard next != current else { return }
        delegate?.splitViewController(self, willChangeTo: next == .automatic ? current : next)
        let before = Set(sidebarColumns(in: current))
        let previousOverride = displayModeOverride, previousSize = overrideSize
        displayModeOverride = next
        overrideSize = size
        let after = Set(sidebarColumns(in: resolvedDisplayMode(for: size, behavior: behavior)))
        for column in [Column.primary, .supplementary] {
            if after.contains(column), !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
            if before.contains(column), !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        }
        guard interactive else {
            arrangeColumns(animated: animated)
            return
        }
        let appeared = Set(sidebarColumns(in: resolvedDisplayMode(for: size, behavior: behavior))).subtracting(before)
        arrangeColumns(animated: true, interactive: true) { [weak self] in
            // The swipe went back: the previous mode again, the sidebars that began to appear disappear.
            guard let self else { return }
            self.delegate?.splitViewController(self, willChangeTo: current)
            for column in [Column.primary, .supplementary] where appeared.contains(column) {
                self.delegate?.splitViewController(self, willHide: column)
                if let view = self.expandedController(column)?.viewIfLoaded {
                    UIViewController.beginAppearance(in: view, appearing: false, animated: true)
                }
            }
            self.displayModeOverride = previousOverride
            self.overrideSize = previousSize
            self.updateDisplayModeButtons()
        }
    }

    // MARK: The display-mode button

    var displayModeButtonItemImplementation: UIBarButtonItem {
        if let item = displayModeButtonStorage { return item }
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil) { [weak self] _ in
            self?.displayModeButtonTapped()
        }
        displayModeButtonStorage = item
        return item
    }

    var secondaryOnlyButtonItem: UIBarButtonItem {
        if let item = secondaryOnlyButtonStorage { return item }
        let item = UIBarButtonItem(image: UIImage(systemName: "arrow.up.left.and.arrow.down.right"), style: .plain, target: nil) { [weak self] _ in
            self?.changeDisplayMode(to: .secondaryOnly, animated: true)
        }
        secondaryOnlyButtonStorage = item
        return item
    }

    /// The display-mode button was tapped: the delegate's `targetDisplayModeForAction(in:)`, else the next
    /// arrangement: from the secondary alone to one sidebar; in a triple column from one sidebar to two;
    /// otherwise back to the secondary alone.
    func displayModeButtonTapped() {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            changeDisplayMode(to: target, animated: true)
            return
        }
        let count = Self.sidebarCount(of: displayMode)
        let next = count == 0 ? 1 : (count == 1 && styleStorage == .tripleColumn ? 2 : 0)
        changeDisplayMode(to: mode(sidebars: next, behavior: splitBehavior), animated: true)
    }

    /// Whether the display-mode button shows: expanded, and by `displayModeButtonVisibility`: never,
    /// always, or (automatic) unless the tile behaviour has `presentsWithGesture` off, as UIKit.
    var showsDisplayModeButton: Bool {
        guard !isCollapsedStorage else { return false }
        switch displayModeButtonVisibility {
        case .never: return false
        case .always: return true
        case .automatic: return !(splitBehavior == .tile && !presentsWithGesture)
        }
    }

    /// Puts the display-mode button (and the secondary-only button) into the secondary column's bar.
    func updateDisplayModeButtons() {
        guard styleStorage != .unspecified else { return }
        var items: [UIBarButtonItem] = []
        if showsDisplayModeButton { items.append(displayModeButtonItem) }
        if !isCollapsedStorage, showsSecondaryOnlyButton, styleStorage == .tripleColumn, displayMode != .secondaryOnly {
            items.append(secondaryOnlyButtonItem)
        }
        let secondaryBar = columnNavigations[.secondary]?.navigationBar
        for (column, navigation) in columnNavigations where column != .secondary {
            navigation.navigationBar.containerLeadingItems = []
        }
        secondaryBar?.containerLeadingItems = isCollapsedStorage ? [] : items
    }
}
