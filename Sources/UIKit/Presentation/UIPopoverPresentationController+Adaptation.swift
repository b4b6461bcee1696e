import Foundation

extension UIPopoverPresentationController {
    // MARK: Adaptation

    var adaptiveSheetImplementation: UISheetPresentationController {
        if let sheet = adaptiveSheetStorage { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingStorage)
        sheet.styleStorage = .formSheet
        adaptiveSheetStorage = sheet
        return sheet
    }

    /// The controller that presents the popover's content in a window `sizeClass` wide: the popover
    /// itself in regular width or when the adaptive style (the delegate's, else `.formSheet`) is
    /// `.none` or `.popover`; the adaptive sheet for the sheet styles; a full-screen presentation for
    /// `.fullScreen`/`.overFullScreen` (and the context styles, which adapt to them).
    func popoverAdaptedController(for sizeClass: UIUserInterfaceSizeClass) -> UIPresentationController {
        let style = adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: sizeClass == .regular ? .regular : .compact))
        let adapted: UIPresentationController
        switch style {
        case .none, .popover:
            return self
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext:
            let wanted: UIModalPresentationStyle = (style == .fullScreen || style == .currentContext) ? .fullScreen : .overFullScreen
            if let existing = adaptiveFullScreenStorage, existing.presentationStyle == wanted {
                adapted = existing
            } else {
                let full = FullScreenPresentationController(presentedViewController: presentedViewController, presenting: presentingStorage)
                full.styleStorage = wanted
                adaptiveFullScreenStorage = full
                adapted = full
            }
        default:
            let sheet = adaptiveSheetImplementation
            sheet.styleStorage = style == .pageSheet ? .pageSheet : .formSheet
            adapted = sheet
        }
        adapted.delegate = delegate
        adapted.adaptingPopoverStorage = self
        return adapted
    }
}

extension UIPresentationController {
    // MARK: Adapting a presentation in progress

    /// The horizontal size class of the window `view` is in (the main screen's without one).
    static func horizontalSizeClass(of view: UIView?) -> UIUserInterfaceSizeClass {
        (view?.window?.traitCollection ?? UIScreen.main.traitCollection).horizontalSizeClass
    }

    /// The popover behind this presentation (itself, or the one it stands in for).
    var governingPopover: UIPopoverPresentationController? {
        (self as? UIPopoverPresentationController) ?? adaptingPopoverStorage
    }

    /// For a presented popover (or the controller it adapted to) whose window changed size class: hands
    /// the presentation to the controller the popover now adapts to, telling the delegate
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` first. Returns the
    /// new controller, nil when nothing changed.
    /// - Complexity: O(1) besides moving the presented view.
    func adaptToCurrentTraits(in container: PresentationContainerView) -> UIPresentationController? {
        guard let popover = governingPopover, isPresentedStorage, !isTransitioningStorage else { return nil }
        let presented = presentedViewController
        guard !presented.isBeingDismissed, presented.presentationState.controller === self else { return nil }
        let target = popover.adaptedController(for: UIPresentationController.horizontalSizeClass(of: container))
        guard target !== self else { return nil }
        popover.delegate?.presentationController(popover, willPresentWithAdaptiveStyle: target === popover ? .none : target.presentationStyle,
                                                 transitionCoordinator: nil)
        hand(to: target, in: container)
        return target
    }

    /// Moves a resting presentation from this controller to `next`: this one's chrome goes, `next` takes
    /// the container, builds its chrome around the presented view and shows its resting state, without
    /// appearance callbacks (the presented controller stays on screen). A presenting view a full-screen
    /// presentation removed comes back first (a presentation handed on never removes it).
    func hand(to next: UIPresentationController, in container: PresentationContainerView) {
        let presented = presentedViewController
        UIViewController.withoutWindowAppearance {
            removeBuiltInChrome()
            presentedView?.removeFromSuperview()
            if let removed = removedPresenterView {
                removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
                removedPresenterView = nil
            }
        }
        next.presentingStorage = presentingStorage
        next.containerStorage = container
        next.containerHostStorage = containerHostStorage
        next.isPresentedStorage = true
        isPresentedStorage = false
        containerStorage = nil
        container.presentationController = next
        presented.presentationState.controller = next
        let context = ModalTransitionContext(containerView: container, presentationController: next, isPresenting: true, isAnimated: false)
        UIViewController.withoutWindowAppearance {
            next.prepareBuiltInChrome(for: context)
            if let view = next.presentedView {
                view.frame = next.frameOfPresentedViewInContainerView
                container.addSubview(view)
            }
            next.builtInPresentationChanges(context)
        }
        (presented as? UIAlertController)?.contentDidChange()
    }
}
