import Foundation

extension UINavigationController {
    func performLoadNavigationView() {
        let container = NavigationControllerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        transitionView.frame = container.bounds
        container.addSubview(transitionView)
        container.addSubview(navigationBar)
        let bar = toolbar!
        bar.isHidden = isToolbarHiddenStorage
        container.addSubview(bar)
        let delegate = NavigationGestureDelegate(controller: self)
        gestureDelegateStorage = delegate
        let pop = UIScreenEdgePanGestureRecognizer { [weak self] (pan: UIScreenEdgePanGestureRecognizer) in
            self?.handleInteractivePop(pan)
        }
        pop.edges = navigationLayoutIsRightToLeft ? .right : .left
        pop.delegate = delegate
        container.addGestureRecognizer(pop)
        interactivePopStorage = pop
        view = container
        if let top = stack.last { installTopView(top) }
        updateBars(animated: false, coordinator: nil)
        barHidingSettingsDidChange()
    }

    var navigationBarImplementation: UINavigationBar {
        if let bar = navigationBarStorage { return bar }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.standardHeight))
        bar.owningNavigationController = self
        navigationBarStorage = bar
        return bar
    }

    var toolbarImplementation: UIToolbar {
        if let bar = toolbarStorage { return bar }
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        toolbarStorage = bar
        return bar
    }

    var barHideOnSwipeImplementation: UIPanGestureRecognizer {
        if let pan = barHideOnSwipeStorage { return pan }
        let pan = UIPanGestureRecognizer { [weak self] (pan: UIPanGestureRecognizer) in self?.handleBarHidingSwipe(pan) }
        barHideOnSwipeStorage = pan
        return pan
    }

    /// Whether the interface runs right to left (the back button and the push mirror).
    var navigationLayoutIsRightToLeft: Bool { NavigationLayoutDirection.isRightToLeft(viewIfLoaded ?? navigationBar) }

    /// The bar and toolbar show the stack's items: cross-faded alongside the transition with a
    /// coordinator, at once without.
    func updateBars(animated: Bool, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        isUpdatingBar = true
        navigationBar.show(stack.map(\.navigationItem), animated: animated && coordinator == nil, coordinator: coordinator)
        isUpdatingBar = false
        toolbar.setItems(stack.last?.toolbarItems, animated: animated)
        barLayoutDidChange()
        // The bar's height (a large title appearing or going) changes with the transition.
        if let coordinator, coordinator.isAnimated, let view = viewIfLoaded {
            coordinator.animate(alongsideTransition: { _ in view.layoutIfNeeded() }, completion: nil)
        }
        if let top = stack.last { trackLargeTitle(of: top) }
    }

    /// Something that changes the bars' heights changed: lay the bars out again.
    func barLayoutDidChange() {
        guard isViewLoaded else { return }
        view.setNeedsLayout()
    }

    // MARK: Layout

    /// Places the transition view (the whole view: content runs under the translucent bars), the bar
    /// below the status bar (its background reaching up under it), the toolbar above the home indicator,
    /// and gives the visible children safe areas that end at the bars.
    func layoutNavigationViews() {
        guard let view = viewIfLoaded else { return }
        let b = view.bounds
        let safe = view.safeAreaInsets
        transitionView.frame = b
        let bar = navigationBar
        bar.backgroundExtension = safe.top
        bar.largeTitleExtent = currentLargeTitleExtent
        bar.searchExtent = currentSearchExtent
        bar.backgroundProgress = navigationBarScrollEdgeProgress
        let barHeight = bar.sizeThatFits(b.size).height
        let barY = safe.top - barHiddenFraction * (barHeight + safe.top)
        bar.frame = CGRect(x: 0, y: barY, width: b.width, height: barHeight)
        bar.isHidden = isNavigationBarHiddenStorage && barHiddenFraction >= 1
        let tools = toolbar!
        tools.backgroundExtension = safe.bottom
        tools.backgroundProgress = toolbarScrollEdgeProgress
        let toolsY = b.height - safe.bottom - 44 + toolbarHiddenFraction * (44 + safe.bottom)
        tools.frame = CGRect(x: 0, y: toolsY, width: b.width, height: 44)
        tools.isHidden = isToolbarHiddenStorage && toolbarHiddenFraction >= 1
        if activeTransition == nil {
            for child in stack where child.viewIfLoaded?.superview === transitionView {
                child.view.frame = transitionView.bounds
            }
        }
        // An active search that hides the bar's rows leaves only the search field: nothing to collapse.
        let collapse = bar.searchHidesBarRows ? 0 : barHeightCollapse
        largeTitleTracker?.scrollView?.collapsedBarTopInset = collapse
        for child in stack { applyBarInsets(to: child, collapse: child === stack.last ? collapse : 0) }
        if let search = stack.last?.navigationItem.searchController, search.isActive { search.placeSearchView() }
    }

    /// The safe-area additions the bars make for `child`: the bar's height (44 points, 32 in a compact
    /// height, 30 more with a prompt, 52 more with an expanded large title, 52 more with a search field
    /// for the child's item), less the `collapse` scrolling has taken from the top child's bar (see
    /// `NavigationLargeTitleTracker`), or the search field's 52 alone while an active search hides the
    /// bar's rows, at the top; the toolbar's 44 points at the bottom; while shown
    /// (in proportion while they slide away).
    func applyBarInsets(to child: UIViewController, collapse: CGFloat = 0) {
        let index = stack.firstIndex { $0 === child } ?? stack.count - 1
        // While the top item's active search hides the bar's rows (`hidesNavigationBarDuringPresentation`)
        // the bar is the search field alone, and the content below moves up under it, as on iOS.
        // The child's own item decides, so a screen pushed over an active search leaves its insets alone.
        let search = child.navigationItem.searchController
        let searchOnly = search.map { $0.isActive && $0.hidesNavigationBarDuringPresentation } ?? false
        let barHeight = searchOnly ? UINavigationBar.searchAreaHeight : navigationBar.expandedHeight(forItemAt: index) - collapse
        let barShown = !(isNavigationBarHiddenStorage && barHiddenFraction >= 1)
        let top = barShown ? barHeight * (1 - barHiddenFraction) : 0
        let bottom: CGFloat = isToolbarHiddenStorage && toolbarHiddenFraction >= 1 ? 0 : 44 * (1 - toolbarHiddenFraction)
        let insets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        if child.containerSafeAreaInsets != insets { child.containerSafeAreaInsets = insets }
    }

    // MARK: Hiding the bars

    func performSetNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHiddenStorage = hidden
        animateBars(animated) { $0.barHiddenFraction = hidden ? 1 : 0 }
    }

    func performSetToolbarHidden(_ hidden: Bool, animated: Bool) {
        let wasHidden = isToolbarHiddenStorage
        if !hidden { isToolbarHiddenStorage = false }
        if wasHidden, !hidden { toolbarHiddenFraction = 1 }
        animateBars(animated) { $0.toolbarHiddenFraction = hidden ? 1 : 0 }
        isToolbarHiddenStorage = hidden
        if hidden, isViewLoaded, !animated { toolbar.isHidden = true }
    }

    private func animateBars(_ animated: Bool, _ change: @escaping @MainActor (UINavigationController) -> Void) {
        guard let view = viewIfLoaded, animated, view.window != nil else {
            change(self)
            viewIfLoaded?.setNeedsLayout()
            return
        }
        navigationBar.isHidden = false
        toolbar.isHidden = isToolbarHiddenStorage && toolbarHiddenFraction >= 1
        view.layoutIfNeeded()
        UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), animations: {
            change(self)
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }, completion: { [weak self] _ in self?.viewIfLoaded?.setNeedsLayout() })
    }

    func barHidingSettingsDidChange() {
        guard let view = viewIfLoaded else { return }
        let pan = barHideOnSwipeImplementation
        if hidesBarsOnSwipe {
            pan.delegate = gestureDelegateStorage
            if pan.view !== view { view.addGestureRecognizer(pan) }
        } else if pan.view === view {
            view.removeGestureRecognizer(pan)
        }
    }

    /// A vertical swipe up hides the bars, a swipe down shows them (`hidesBarsOnSwipe`).
    func handleBarHidingSwipe(_ pan: UIPanGestureRecognizer) {
        guard hidesBarsOnSwipe, pan.state == .changed || pan.state == .ended else { return }
        let t = pan.translation(in: view)
        guard abs(t.y) > abs(t.x), abs(t.y) >= 20 else { return }
        let hide = t.y < 0
        if hide != isNavigationBarHiddenStorage {
            setNavigationBarHidden(hide, animated: true)
            if !isToolbarHiddenStorage || hide == false, stack.last?.toolbarItems?.isEmpty == false {
                setToolbarHidden(hide, animated: true)
            }
        }
    }
}

/// Reads the layout direction of the interface. Not public API.
@MainActor
enum NavigationLayoutDirection {
    /// Whether `view` lays out right to left. OpenUIKit lays out left to right until views carry a layout
    /// direction (`effectiveUserInterfaceLayoutDirection`); the bar's and the transition's mirrored
    /// layouts are ready for it.
    static func isRightToLeft(_ view: UIView) -> Bool { false }
}
