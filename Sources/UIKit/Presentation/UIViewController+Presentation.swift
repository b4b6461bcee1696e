import Foundation

extension UIViewController {
    // MARK: Links

    var presentedViewControllerImplementation: UIViewController? {
        presentationState.presented ?? parent?.presentedViewController
    }

    var presentingViewControllerImplementation: UIViewController? {
        presentationState.presenting ?? parent?.presentingViewController
    }

    var presentationControllerImplementation: UIPresentationController? {
        if let controller = presentationState.controller, presentationState.presenting != nil { return controller }
        if let parent { return parent.presentationController }
        if let controller = presentationState.controller, builtInPresentationControllerMatches(controller) { return controller }
        if viewIfLoaded?.superview is UIWindow { return nil }
        let controller = makeBuiltInPresentationController(presenting: nil)
        presentationState.controller = controller
        return controller
    }

    var sheetPresentationControllerImplementation: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: return presentationController as? UISheetPresentationController
        default: return nil
        }
    }

    var popoverPresentationControllerImplementation: UIPopoverPresentationController? {
        guard usesPopoverPresentation else { return nil }
        if let popover = presentationState.controller?.governingPopover { return popover }
        return popoverController(presenting: nil)
    }

    /// This controller's popover presentation controller, made on first need.
    func popoverController(presenting: UIViewController?) -> UIPopoverPresentationController {
        if let popover = presentationState.popover { return popover }
        let popover = makePopoverPresentationController(presenting: presenting)
        presentationState.popover = popover
        return popover
    }

    /// The built-in presentation controller for this controller's `modalPresentationStyle`: a sheet for
    /// `.pageSheet`, `.formSheet` and `.automatic`, the popover controller for `.popover`, else a
    /// full-screen one.
    func builtInPresentationController(presenting: UIViewController?) -> UIPresentationController {
        switch modalPresentationStyle {
        case .popover:
            return popoverController(presenting: presenting)
        case .pageSheet, .formSheet, .automatic:
            return UISheetPresentationController(presentedViewController: self, presenting: presenting)
        default:
            return FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        }
    }

    func presentationControllerMatchesStyle(_ controller: UIPresentationController) -> Bool {
        let wanted = modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
        if controller is UIPopoverPresentationController { return wanted == .popover }
        if controller is UISheetPresentationController { return [.pageSheet, .formSheet].contains(wanted) && controller.adaptingPopoverStorage == nil }
        if controller is FullScreenPresentationController { return controller.presentationStyle == wanted }
        return false
    }

    // MARK: Presenting

    /// The controller a presentation in `style` made from this one is presented by: for the context
    /// styles the nearest ancestor that defines the context (or is presented), else the root of this
    /// controller's presentation (a window's root or a presented controller), as UIKit.
    func presentationContextController(for style: UIModalPresentationStyle) -> UIViewController {
        var current = self
        while true {
            if current.presentationState.presenting != nil { return current }
            if style == .currentContext || style == .overCurrentContext, current.definesPresentationContext { return current }
            guard let parent = current.parent else { return current }
            current = parent
        }
    }

    /// The view a full-screen presentation over this controller removes: its presentation's container
    /// when it is presented, else its view.
    var presentationTopView: UIView? {
        if presentationState.presenting != nil, let container = presentationState.controller?.containerView { return container }
        return viewIfLoaded
    }

    func performPresent(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if controller === self {
            raiseCollectionViewException("Application tried to present modal view controller on itself. Presenting controller is \(PresentationDiagnostics.describe(self)).", name: "NSInvalidArgumentException")
        }
        if let presenting = controller.presentationState.presenting {
            raiseCollectionViewException("Application tried to present modally a view controller \(PresentationDiagnostics.describe(controller)) that is already being presented by \(PresentationDiagnostics.describe(presenting)).", name: "NSInvalidArgumentException")
        }
        if let parent = controller.parent {
            raiseCollectionViewException("Application tried to present modally a view controller \(PresentationDiagnostics.describe(controller)) that has a parent view controller \(PresentationDiagnostics.describe(parent)).", name: "NSInvalidArgumentException")
        }
        if controller.viewIfLoaded?.window != nil {
            raiseCollectionViewException("Application tried to present modally an active controller \(PresentationDiagnostics.describe(controller)).", name: "NSInvalidArgumentException")
        }
        let requested = controller.modalPresentationStyle
        let presenter = presentationContextController(for: requested)
        if let already = presenter.presentationState.presented {
            let inProgress = already.isBeingPresented || already.isBeingDismissed
            PresentationDiagnostics.warn(inProgress
                ? "Attempt to present \(PresentationDiagnostics.describe(controller)) on \(PresentationDiagnostics.describe(presenter)) (from \(PresentationDiagnostics.describe(self))) while a presentation is in progress."
                : "Attempt to present \(PresentationDiagnostics.describe(controller)) on \(PresentationDiagnostics.describe(presenter)) (from \(PresentationDiagnostics.describe(self))) which is already presenting \(PresentationDiagnostics.describe(already)).")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            PresentationDiagnostics.warn("Attempt to present \(PresentationDiagnostics.describe(controller)) on \(PresentationDiagnostics.describe(presenter)) (from \(PresentationDiagnostics.describe(self))) whose view is not in the window hierarchy.")
            return
        }
        var pc = controller.presentationControllerForPresentation(presenter: presenter, source: self)
        pc.presentingStorage = presenter
        if let popover = pc as? UIPopoverPresentationController {
            let adapted = popover.adaptedController(for: UIPresentationController.horizontalSizeClass(of: presenterView))
            popover.delegate?.presentationController(popover, willPresentWithAdaptiveStyle: adapted === popover ? .none : adapted.presentationStyle,
                                                     transitionCoordinator: nil)
            adapted.presentingStorage = presenter
            pc = adapted
        }
        presenter.presentationState.presented = controller
        controller.presentationState.presenting = presenter
        controller.presentationState.controller = pc
        controller.presentationState.isBeingPresented = true

        let host: UIView
        let frame: CGRect
        if (pc.presentationStyle == .currentContext || pc.presentationStyle == .overCurrentContext),
           presenter.presentationState.presenting == nil, let superview = presenterView.superview {
            host = superview
            frame = presenterView.frame
        } else {
            host = window
            frame = window.bounds
        }
        let container = PresentationContainerView(frame: frame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = pc
        pc.containerStorage = container
        pc.containerHostStorage = host
        pc.isTransitioningStorage = true
        UIViewController.withoutWindowAppearance { host.addSubview(container) }

        controller.loadViewIfNeeded()
        let context = ModalTransitionContext(containerView: container, presentationController: pc, isPresenting: true, isAnimated: animated)
        context.source = self
        let removesPresenter = pc.shouldRemovePresentersView
        let presenterTop = presenter.presentationTopView
        if removesPresenter, let presenterTop { UIViewController.beginAppearance(in: presenterTop, appearing: false, animated: animated) }
        pc.presentationTransitionWillBegin()
        pc.prepareBuiltInChrome(for: context)
        guard let presentedView = pc.presentedView else { return }
        presentedView.frame = pc.frameOfPresentedViewInContainerView
        UIViewController.beginAppearance(in: presentedView, appearing: true, animated: animated)
        UIViewController.withoutWindowAppearance { container.addSubview(presentedView) }

        context.onComplete = { completed in
            pc.isTransitioningStorage = false
            pc.presentationTransitionDidEnd(completed)
            pc.isPresentedStorage = true
            controller.presentationState.isBeingPresented = false
            UIViewController.endAppearance(in: presentedView)
            if removesPresenter, let presenterTop, let superview = presenterTop.superview {
                pc.removedPresenterView = (presenterTop, superview, superview.subviews.firstIndex(of: presenterTop) ?? 0)
                UIViewController.withoutWindowAppearance { presenterTop.removeFromSuperview() }
                UIViewController.endAppearance(in: presenterTop)
            }
            completion?()
        }
        pc.runTransition(context)
    }

    /// The presentation controller for presenting this controller from `source` by `presenter`: the one
    /// it already has when it suits the style, else a new built-in one.
    func presentationControllerForPresentation(presenter: UIViewController, source: UIViewController) -> UIPresentationController {
        if modalPresentationStyle == .custom, !(self is UIAlertController) {
            if let existing = presentationState.controller, existing.presentationStyle == .custom, existing.presentingStorage == nil { return existing }
            let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: self, presenting: presenter)
            custom.styleStorage = .custom
            return custom
        }
        if let existing = presentationState.controller, builtInPresentationControllerMatches(existing) { return existing }
        return makeBuiltInPresentationController(presenting: presenter)
    }

    // MARK: Dismissing

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if let presented = presentedViewController, let owner = presented.presentationState.presenting {
            presenter = owner
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            return
        }
        presenter.dismissPresentedChain(animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presents and every controller presented above it: those above
    /// go at once, the first one with the animation, as UIKit.
    func dismissPresentedChain(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentationState.presented else { return }
        if presented.isBeingPresented || presented.isBeingDismissed {
            PresentationDiagnostics.warn("Attempt to dismiss from view controller \(PresentationDiagnostics.describe(self)) while a presentation or dismiss is in progress!")
            return
        }
        var above: [UIViewController] = []
        var next = presented.presentationState.presented
        while let controller = next {
            above.append(controller)
            next = controller.presentationState.presented
        }
        for controller in above.reversed() {
            controller.runDismissal(animated: false, interactive: false, completion: nil)
        }
        presented.runDismissal(animated: animated, interactive: false, completion: completion)
    }

    /// Runs the dismissal of this presented controller (see `beginDismissal` and `finishDismissal`).
    func runDismissal(animated: Bool, interactive: Bool, completion: (() -> Void)?) {
        guard let context = beginDismissal(animated: animated) else { return }
        context.onComplete = { [weak self] completed in
            self?.finishDismissal(context, completed: completed, completion: completion)
        }
        context.presentationController.runTransition(context)
    }

    /// Starts dismissing this presented controller: appearance callbacks begin, the presenting view comes
    /// back, the presentation controller hears `dismissalTransitionWillBegin()`. Returns the transition.
    func beginDismissal(animated: Bool) -> ModalTransitionContext? {
        guard let pc = presentationState.controller, let container = pc.containerView, let presentedView = pc.presentedView else { return nil }
        presentationState.isBeingDismissed = true
        pc.isTransitioningStorage = true
        let context = ModalTransitionContext(containerView: container, presentationController: pc, isPresenting: false, isAnimated: animated)
        UIViewController.beginAppearance(in: presentedView, appearing: false, animated: animated)
        if let removed = pc.removedPresenterView {
            UIViewController.withoutWindowAppearance {
                removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
            }
            UIViewController.beginAppearance(in: removed.view, appearing: true, animated: animated)
        }
        pc.dismissalTransitionWillBegin()
        return context
    }

    /// Ends a dismissal: when `completed`, the container goes, the links are cut and the appearance
    /// callbacks end; otherwise (an interactive dismissal given up) the presentation stays and its
    /// controllers appear again.
    func finishDismissal(_ context: ModalTransitionContext, completed: Bool, completion: (() -> Void)?) {
        let pc = context.presentationController
        guard let presentedView = pc.presentedView else { return }
        pc.isTransitioningStorage = false
        pc.dismissalTransitionDidEnd(completed)
        presentationState.isBeingDismissed = false
        if !completed {
            UIViewController.beginAppearance(in: presentedView, appearing: true, animated: context.isAnimated)
            UIViewController.endAppearance(in: presentedView)
            if let removed = pc.removedPresenterView {
                UIViewController.beginAppearance(in: removed.view, appearing: false, animated: context.isAnimated)
                UIViewController.withoutWindowAppearance { removed.view.removeFromSuperview() }
                UIViewController.endAppearance(in: removed.view)
            }
            return
        }
        if let removed = pc.removedPresenterView {
            UIViewController.endAppearance(in: removed.view)
            pc.removedPresenterView = nil
        }
        UIViewController.withoutWindowAppearance { pc.containerView?.removeFromSuperview() }
        UIViewController.endAppearance(in: presentedView)
        pc.isPresentedStorage = false
        pc.containerStorage = nil
        presentationState.presenting?.presentationState.presented = nil
        presentationState.presenting = nil
        completion?()
    }

    // MARK: Showing

    func performShow(_ controller: UIViewController, sender: Any?) {
        if !ancestorHandlesShow(controller, sender: sender, detail: false) { present(controller, animated: true) }
    }

    func performShowDetail(_ controller: UIViewController, sender: Any?) {
        if !ancestorHandlesShow(controller, sender: sender, detail: true) { show(controller, sender: sender) }
    }

    /// Offers `controller` to this controller and each ancestor that takes show requests, nearest first
    /// (a navigation controller pushes it, as UIKit's `show(_:sender:)` does); whether one took it.
    private func ancestorHandlesShow(_ controller: UIViewController, sender: Any?, detail: Bool) -> Bool {
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if let target = current as? any ShowTarget, target.handlesShow(controller, sender: sender, detail: detail) { return true }
            if !detail, let navigation = current as? UINavigationController {
                navigation.pushViewController(controller, animated: true)
                return true
            }
            ancestor = current.parent
        }
        return false
    }
}

/// A container that takes `show(_:sender:)` / `showDetailViewController(_:sender:)` requests from its
/// descendants (UIKit finds it with `targetViewController(forAction:sender:)`).
@MainActor
protocol ShowTarget: AnyObject {
    /// Shows `controller` and returns true, or returns false to let an ancestor (or a modal
    /// presentation) take it.
    func handlesShow(_ controller: UIViewController, sender: Any?, detail: Bool) -> Bool
}
