import Foundation

extension UINavigationController {
    var visibleViewControllerImplementation: UIViewController? { topViewController }

    func performPush(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            raiseNavigationException("Pushing a navigation controller is not supported")
        }
        let target = pendingStack
        if target.contains(where: { $0 === viewController }) {
            raiseNavigationException("Pushing the same view controller instance more than once is not supported (\(viewController))")
        }
        performSetViewControllers(target + [viewController], animated: animated)
    }

    func performPop(animated: Bool) -> UIViewController? {
        let target = pendingStack
        guard target.count > 1, let top = target.last else { return nil }
        performSetViewControllers(Array(target.dropLast()), animated: animated)
        return top
    }

    func performPopToRoot(animated: Bool) -> [UIViewController]? {
        let target = pendingStack
        guard target.count > 1 else { return nil }
        performSetViewControllers([target[0]], animated: animated)
        return Array(target.dropFirst())
    }

    func performPopTo(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let target = pendingStack
        guard let index = target.firstIndex(where: { $0 === viewController }) else {
            raiseNavigationException("Tried to pop to a view controller that doesn't exist.", name: "NSInternalInconsistencyException")
        }
        let popped = Array(target[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        performSetViewControllers(Array(target[...index]), animated: animated)
        return popped
    }

    /// The stack once the operations waiting for the current transition have run.
    var pendingStack: [UIViewController] { pendingStackStorage ?? stack }

    /// Replaces the stack. During a transition the change waits for it to end (the pending stack shows
    /// it at once to later calls).
    /// - Complexity: O(n²) in the stack sizes (identity comparisons).
    func performSetViewControllers(_ newStack: [UIViewController], animated: Bool, interactive: Bool = false) {
        for (i, vc) in newStack.enumerated() where newStack[..<i].contains(where: { $0 === vc }) {
            raiseNavigationException("Pushing the same view controller instance more than once is not supported (\(vc))")
        }
        if activeTransition != nil {
            pendingStackStorage = newStack
            pendingOperations.append { [weak self] in self?.performSetViewControllers(newStack, animated: animated) }
            return
        }
        let oldStack = stack
        let added = newStack.filter { n in !oldStack.contains { $0 === n } }
        let removed = oldStack.filter { o in !newStack.contains { $0 === o } }
        for vc in added { addChild(vc) }
        for vc in removed { vc.willMove(toParent: nil) }
        stack = newStack
        let oldTop = oldStack.last, newTop = newStack.last
        guard isViewLoaded else {
            finishContainment(added: added, removed: removed)
            return
        }
        guard let newTop, let oldTop, newTop !== oldTop, view.window != nil, isAppeared || pendingAppearance == true else {
            // No transition to show: swap the views and the bar's items at once.
            if let oldTop, oldTop !== newTop { oldTop.viewIfLoaded?.removeFromSuperview() }
            if let newTop { installTopView(newTop) }
            updateBars(animated: false, coordinator: nil)
            finishContainment(added: added, removed: removed)
            return
        }
        let operation: Operation = oldStack.contains(where: { $0 === newTop }) ? .pop : .push
        runTransition(from: oldTop, to: newTop, operation: operation, animated: animated, interactive: interactive,
                      oldStack: oldStack, added: added, removed: removed)
    }

    /// Puts `top`'s view in the transition view, filling it.
    func installTopView(_ top: UIViewController) {
        let topView: UIView = top.view
        if topView.superview !== transitionView {
            topView.frame = transitionView.bounds
            transitionView.addSubview(topView)
        }
        applyBarInsets(to: top)
    }

    private func finishContainment(added: [UIViewController], removed: [UIViewController]) {
        for vc in removed { vc.removeFromParent() }
        for vc in added { vc.didMove(toParent: self) }
    }

    // swiftlint:disable:next function_parameter_count
    private func runTransition(from oldTop: UIViewController, to newTop: UIViewController, operation: Operation, animated: Bool,
                               interactive: Bool, oldStack: [UIViewController], added: [UIViewController], removed: [UIViewController]) {
        let bounds = transitionView.bounds
        let toView: UIView = newTop.view
        UIView.performWithoutAnimation { toView.frame = bounds }
        applyBarInsets(to: newTop)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            let custom = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
            let chosen = custom ?? NavigationTransitionAnimator(operation: operation, rightToLeft: navigationLayoutIsRightToLeft)
            animator = chosen
            interactor = interactive ? popInteraction : delegate?.navigationController(self, interactionControllerFor: chosen)
        }
        let context = ViewControllerTransitionContext(
            containerView: transitionView,
            from: .init(controller: oldTop, view: oldTop.view, initialFrame: bounds, finalFrame: bounds),
            to: .init(controller: newTop, view: toView, initialFrame: .zero, finalFrame: bounds),
            isAnimated: animated, presentationStyle: .none, animator: animator, interactor: interactor)
        if animator is NavigationTransitionAnimator { context.alongsideTiming = NavigationTransitionAnimator.timing }
        activeTransition = context
        transitionCoordinatorStorage = context.coordinator
        oldTop.containerManagesAppearance = true
        newTop.containerManagesAppearance = true
        oldTop.beginAppearanceTransition(false, animated: animated)
        newTop.beginAppearanceTransition(true, animated: animated)
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        updateBars(animated: animated, coordinator: context.coordinator)
        context.containerCompletion = { [weak self] didComplete in
            self?.endTransition(context, from: oldTop, to: newTop, didComplete: didComplete, animated: animated,
                                oldStack: oldStack, added: added, removed: removed)
        }
        context.start()
    }

    // swiftlint:disable:next function_parameter_count
    private func endTransition(_ context: ViewControllerTransitionContext, from oldTop: UIViewController, to newTop: UIViewController,
                               didComplete: Bool, animated: Bool, oldStack: [UIViewController], added: [UIViewController],
                               removed: [UIViewController]) {
        activeTransition = nil
        transitionCoordinatorStorage = nil
        popInteraction = nil
        if didComplete {
            if oldTop.viewIfLoaded?.superview === transitionView { oldTop.view.removeFromSuperview() }
            oldTop.endAppearanceTransition()
            newTop.endAppearanceTransition()
            oldTop.containerManagesAppearance = false
            newTop.containerManagesAppearance = false
            finishContainment(added: added, removed: removed)
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        } else {
            stack = oldStack
            if newTop.viewIfLoaded?.superview === transitionView { newTop.view.removeFromSuperview() }
            installTopView(oldTop)
            newTop.beginAppearanceTransition(false, animated: animated)
            newTop.endAppearanceTransition()
            oldTop.beginAppearanceTransition(true, animated: animated)
            oldTop.endAppearanceTransition()
            oldTop.containerManagesAppearance = false
            newTop.containerManagesAppearance = false
            for vc in removed { vc.didMove(toParent: self) }
            for vc in added {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
            updateBars(animated: false, coordinator: nil)
        }
        view.setNeedsLayout()
        let next = pendingOperations
        pendingOperations.removeAll()
        pendingStackStorage = nil
        for operation in next { operation() }
    }
}
