import Foundation

extension UISheetPresentationController {
    // MARK: Metrics

    /// The gap between the top safe area and a large sheet's top (10 points on iOS 13–18).
    static let topGap: CGFloat = 10
    /// The alpha of the black dimming behind a sheet (UIKit's dimming view: black at 40%).
    static let dimmingAlpha: CGFloat = 0.4

    /// The card's corner radius: `preferredCornerRadius` or the system's 10 points.
    var cornerRadius: CGFloat { preferredCornerRadius ?? 10 }

    /// Whether the sheet is laid out as a bottom card with detents (compact width) rather than a centred
    /// card (regular width).
    var isEdgeAttached: Bool { !isRegularWidth }

    /// The container's safe-area insets (the window's unsafe edges).
    var containerSafeArea: UIEdgeInsets { containerView?.safeAreaInsets ?? .zero }

    /// The largest detent value: from 10 points below the top safe area to the top of the bottom one.
    var maximumDetentValue: CGFloat {
        guard let container = containerView else { return 0 }
        let safe = containerSafeArea
        return max(0, container.bounds.height - safe.top - UISheetPresentationController.topGap - safe.bottom)
    }

    /// The detents that resolve in the current container, with their values, smallest first.
    /// - Complexity: O(d log d) for d detents.
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = SheetDetentResolutionContext(containerTraitCollection: UITraitCollection(horizontalSizeClass: isRegularWidth ? .regular : .compact),
                                                   maximumDetentValue: maximumDetentValue)
        return detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
            .sorted { $0.value < $1.value }
    }

    /// The value of the selected detent (the smallest when none is selected or the selection does not
    /// resolve).
    var selectedDetentValue: CGFloat {
        let resolved = resolvedDetents
        if let id = selectedDetentIdentifier, let match = resolved.first(where: { $0.identifier == id }) { return match.value }
        return resolved.first?.value ?? maximumDetentValue
    }

    /// The sheet's frame at detent value `value` (nil: the selected detent's): the card's top at the
    /// value above the bottom safe area, reaching down to the container's bottom edge; in regular width,
    /// the centred card.
    func sheetFrame(forDetentValue value: CGFloat?) -> CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        guard isEdgeAttached else { return centredCardFrame(in: bounds) }
        let v = value ?? selectedDetentValue
        let top = bounds.height - containerSafeArea.bottom - v
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// The frame of the sheet's top edge at detent value `value`, as a y coordinate.
    func sheetTop(forDetentValue value: CGFloat) -> CGFloat {
        guard let container = containerView else { return 0 }
        return container.bounds.height - containerSafeArea.bottom - value
    }

    /// A regular-width sheet: a form sheet is 540 × 620 (or `preferredContentSize`), a page sheet up to
    /// 704 points wide from 20 points below the top safe area to the bottom; both centred and kept 20
    /// points inside the safe area.
    func centredCardFrame(in bounds: CGRect) -> CGRect {
        let safe = bounds.inset(by: containerSafeArea).insetBy(dx: 20, dy: 20)
        if presentationStyle == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            let size = CGSize(width: min(preferred.width > 0 ? preferred.width : 540, safe.width),
                              height: min(preferred.height > 0 ? preferred.height : 620, safe.height))
            return CGRect(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width, height: size.height)
        }
        let width = min(704, safe.width)
        return CGRect(x: safe.midX - width / 2, y: safe.minY, width: width, height: bounds.maxY - safe.minY)
    }

    /// How far the sheet is towards the large detent, 0...1, from its top edge: 1 at the maximum
    /// height, 0 at the next smaller detent (or the bottom edge with one detent). The presenting view's
    /// scale and corner follow it.
    func largeness(top: CGFloat) -> CGFloat {
        guard isEdgeAttached, let container = containerView else { return 0 }
        let largeTop = sheetTop(forDetentValue: maximumDetentValue)
        let lower = resolvedDetents.map(\.value).filter { $0 < maximumDetentValue - 0.5 }.max()
        let lowerTop = lower.map { sheetTop(forDetentValue: $0) } ?? container.bounds.height
        guard lowerTop > largeTop else { return top <= largeTop + 0.5 ? 1 : 0 }
        return min(1, max(0, (lowerTop - top) / (lowerTop - largeTop)))
    }

    /// The dimming view's alpha (0...1 of its colour) for a sheet whose top is at `top`: 0 at or below
    /// the largest undimmed detent, 1 from the next detent up, in between as the sheet moves.
    func dimmingLevel(top: CGFloat) -> CGFloat {
        guard let container = containerView else { return 1 }
        let values = resolvedDetents.map(\.value)
        var undimmedTop = container.bounds.height
        if let id = largestUndimmedDetentIdentifier, let v = resolvedDetents.first(where: { $0.identifier == id })?.value {
            undimmedTop = sheetTop(forDetentValue: v)
            guard let next = values.first(where: { $0 > v + 0.5 }) else { return 0 }
            let nextTop = sheetTop(forDetentValue: next)
            return min(1, max(0, (undimmedTop - top) / (undimmedTop - nextTop)))
        }
        let smallestTop = values.first.map { sheetTop(forDetentValue: $0) } ?? undimmedTop
        guard undimmedTop > smallestTop else { return 1 }
        return min(1, max(0, (undimmedTop - top) / (undimmedTop - smallestTop)))
    }

    // MARK: Views

    func configureSheetViews() {
        sheetView.clipsToBounds = true
        sheetView.layer.cornerRadius = cornerRadius
        grabberView.frame = CGRect(x: 0, y: 5, width: 36, height: 5)
        grabberView.layer.cornerRadius = 2.5
        grabberView.backgroundColor = UIColor.tertiaryLabel
        grabberView.isHidden = true
        grabberView.isUserInteractionEnabled = false
        _ = panRecognizer.addAction { [weak self] recognizer in self?.handlePan(recognizer) }
        sheetView.addGestureRecognizer(panRecognizer)
    }

    func prepareSheetChrome(for context: ModalTransitionContext) {
        let container = context.containerView
        let dimming = PresentationDimmingView(dimmingAlpha: UISheetPresentationController.dimmingAlpha)
        dimming.frame = container.bounds
        dimming.alpha = 0
        container.addSubview(dimming)
        dimmingView = dimming
        let content: UIView = presentedViewController.view
        content.frame = CGRect(origin: .zero, size: frameOfPresentedViewInContainerView.size)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheetView.frame = frameOfPresentedViewInContainerView
        sheetView.layer.cornerRadius = cornerRadius
        UIViewController.withoutWindowAppearance {
            sheetView.addSubview(content)
            sheetView.addSubview(grabberView)
        }
        layoutGrabber()
    }

    func layoutGrabber() {
        grabberView.frame = CGRect(x: (sheetView.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        grabberView.isHidden = !prefersGrabberVisible
    }

    /// Places the card, the dimming and the presenting view for the resting state (not during a
    /// transition or a drag).
    func layoutSheet() {
        guard !isTransitioningStorage, drag == nil, let container = containerView else { return }
        dimmingView?.frame = container.bounds
        applyRestingState()
    }

    /// The card at the selected detent with the matching dimming and presenting-view scale.
    func applyRestingState() {
        let frame = frameOfPresentedViewInContainerView
        sheetView.frame = frame
        sheetView.layer.maskedCorners = isEdgeAttached ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        layoutGrabber()
        applyTop(frame.minY)
    }

    /// Dimming and presenting-view scale for a card whose top edge is at `top`.
    func applyTop(_ top: CGFloat) {
        dimmingView?.alpha = isEdgeAttached ? dimmingLevel(top: top) : 1
        dimmingView?.isUserInteractionEnabled = (dimmingView?.alpha ?? 0) > 0.01
        scalePresenter(largeness(top: top))
    }

    // MARK: The presenting view, scaled back

    /// The view the sheet scales back: the presenting controller's view, or the card of the sheet it is
    /// itself presented in.
    var presenterVisibleView: UIView? {
        let presenter = presentingViewController
        if presenter.presentationState.presenting != nil { return presenter.presentationState.controller?.presentedView }
        return presenter.viewIfLoaded
    }

    /// Scales the presenting view back by `amount` (0: untouched, 1: fully): to the container's width less
    /// 32 points (16 each side) with its top at the top safe area and rounded 10-point corners, over black.
    func scalePresenter(_ amount: CGFloat) {
        guard let view = presenterVisibleView, let container = containerView else { return }
        if presenterRestoreState == nil {
            guard amount > 0 else { return }
            presenterRestoreState = (view, view.transform, view.layer.cornerRadius, view.clipsToBounds)
            if presentingViewController.presentationState.presenting == nil, let superview = view.superview {
                let backdrop = UIView(frame: superview.bounds)
                backdrop.backgroundColor = .black
                backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                superview.insertSubview(backdrop, belowSubview: view)
                backdropView = backdrop
            }
            view.clipsToBounds = true
        }
        UISheetPresentationController.refitRootView(view)
        let bounds = view.bounds
        let fullScale = bounds.width > 32 ? (bounds.width - 32) / bounds.width : 1
        let scale = 1 - (1 - fullScale) * amount
        let targetTop = container.convert(CGPoint(x: 0, y: containerSafeArea.top), to: view.superview).y
        let scaledTop = view.center.y - bounds.height * fullScale / 2
        let ty = (targetTop - scaledTop) * amount
        view.transform = CGAffineTransform(translationX: 0, y: ty).scaledBy(x: scale, y: scale)
        view.layer.cornerRadius = max(presenterRestoreState?.cornerRadius ?? 0, 10 * amount)
    }

    /// Makes a window's root view fill its window again: a window resized while the sheet scaled its root
    /// view back autoresized the transformed frame, which leaves the bounds wrong once the transform goes.
    /// - Complexity: O(1); nothing changes (no layer change) when the view still fits.
    static func refitRootView(_ view: UIView) {
        guard let window = view.superview as? UIWindow, window.rootViewController?.viewIfLoaded === view else { return }
        let bounds = window.bounds
        guard view.bounds.size != bounds.size || view.center != CGPoint(x: bounds.midX, y: bounds.midY) else { return }
        let transform = view.transform
        view.transform = .identity
        view.frame = bounds
        view.transform = transform
    }

    /// Puts the presenting view back as it was.
    func restorePresenter() {
        guard let state = presenterRestoreState else { return }
        state.view.transform = state.transform
        UISheetPresentationController.refitRootView(state.view)
        state.view.layer.cornerRadius = state.cornerRadius
        state.view.clipsToBounds = state.clips
        backdropView?.removeFromSuperview()
        backdropView = nil
        presenterRestoreState = nil
    }

    // MARK: Transitions

    func sheetStartState(_ context: ModalTransitionContext) {
        let final = frameOfPresentedViewInContainerView
        sheetView.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height - final.minY)
        dimmingView?.alpha = 0
    }

    func sheetPresentationChanges(_ context: ModalTransitionContext) {
        applyRestingState()
    }

    func sheetDismissalChanges(_ context: ModalTransitionContext) {
        let bounds = context.containerView.bounds
        sheetView.frame.origin.y = bounds.height
        dimmingView?.alpha = 0
        scalePresenter(0)
    }

    func sheetDismissalDidEnd(_ completed: Bool) {
        guard completed else { return }
        restorePresenter()
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }

    // MARK: Changing detents

    func detentsDidChange() {
        guard containerView != nil, !isTransitioningStorage, drag == nil else { return }
        applyRestingState()
    }

    func performAnimateChanges(_ changes: () -> Void) {
        guard containerView != nil, !isTransitioningStorage else { changes(); return }
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { [self] in
                               changes()
                               applyRestingState()
                           })
        }
    }
}
