import Foundation

extension UIPopoverPresentationController {
    // MARK: The delegate

    /// The delegate as a popover delegate, when it is one.
    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    // MARK: The source

    /// The source the arrow points at, in `container`'s coordinates: `sourceItem` (a view's bounds, a bar
    /// button item's view found in the presenting window), else `sourceRect` in `sourceView` (its bounds
    /// when empty). Nil without a source.
    /// - Complexity: O(v) in the presenting window's views for a bar button item, else O(1).
    func sourceFrame(in container: UIView) -> CGRect? {
        if let view = sourceItem as? UIView { return view.convert(view.bounds, to: container) }
        if let item = sourceItem as? UIBarButtonItem, let view = barButtonItemView(for: item) {
            return view.convert(view.bounds, to: container)
        }
        guard let view = sourceView else { return nil }
        return view.convert(sourceRect == .zero ? view.bounds : sourceRect, to: container)
    }

    /// Whether the popover has something to point at (UIKit's requirement before presenting).
    var hasSource: Bool { sourceItem != nil || sourceView != nil }

    /// The view a bar shows for `item` in the presenting controller's window (its custom view when it has
    /// one).
    func barButtonItemView(for item: UIBarButtonItem) -> UIView? {
        if let custom = item.customView, custom.window != nil { return custom }
        guard let root = presentingViewController.viewIfLoaded?.window else { return nil }
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if let itemView = view as? BarButtonItemView, itemView.item === item, !itemView.isHidden { return itemView }
            if view is PresentationContainerView { continue }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    // MARK: Placement

    /// The area the popover stays inside: the container's safe area less `popoverLayoutMargins`.
    func placementArea(in container: UIView) -> CGRect {
        container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
    }

    /// The placement for the current container, source and content size (the last one when there is no
    /// container or source).
    func currentPlacement() -> PopoverPlacement {
        guard let container = containerView, let source = sourceFrame(in: container) else {
            return placementStorage ?? PopoverPlacement(direction: .unknown, contentFrame: .zero, arrowTip: nil)
        }
        return PopoverPlacement.place(source: source, area: placementArea(in: container), preferred: popoverContentSize,
                                      permitted: permittedArrowDirections, canOverlap: canOverlapSourceViewRect)
    }

    /// Places the panel, the content and the clip view for `placement`.
    func applyPlacement(_ placement: PopoverPlacement) {
        placementStorage = placement
        popoverView.apply(placement)
        contentClipView.frame = popoverView.contentRect
        presentedViewController.viewIfLoaded?.frame = contentClipView.bounds
    }

    // MARK: Views

    func configurePopoverViews() {
        contentClipView.clipsToBounds = true
        contentClipView.layer.cornerRadius = PopoverPlacement.cornerRadius
        contentClipView.layer.cornerCurve = .continuous
        popoverView.addSubview(contentClipView)
        // Popovers are elevated content: dark mode's system backgrounds take their lighter variants.
        popoverView.traitOverrides.userInterfaceLevel = .elevated
    }

    /// Asks the delegate to prepare, then checks the source (UIKit does both in
    /// `presentationTransitionWillBegin`).
    func popoverPresentationWillBegin() {
        popoverDelegate?.prepareForPopoverPresentation(self)
        if !hasSource {
            raiseCollectionViewException("UIPopoverPresentationController (\(PresentationDiagnostics.describe(object: self))) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
                                         name: "NSGenericException")
        }
    }

    func preparePopoverChrome(for context: ModalTransitionContext) {
        let container = context.containerView
        let dismissal = PresentationDimmingView(dimmingAlpha: 0)
        dismissal.frame = container.bounds
        dismissal.onTap = { [weak self] in self?.dismissalViewTapped() }
        container.addSubview(dismissal)
        dismissalView = dismissal
        let content: UIView = presentedViewController.view
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        UIViewController.withoutWindowAppearance { contentClipView.addSubview(content) }
        placedContainerSize = container.bounds.size
        applyPlacement(currentPlacement())
    }

    func popoverPresentationChanges() {
        popoverView.alpha = 1
        applyPlacement(currentPlacement())
    }

    /// Lays the popover out again after the container changed (asking the delegate to reposition when
    /// its size did), except during a transition.
    func layoutPopover() {
        guard let container = containerView else { return }
        dismissalView?.frame = container.bounds
        guard !isTransitioningStorage else { return }
        if let placed = placedContainerSize, placed != container.bounds.size, let popoverDelegate {
            repositionThroughDelegate(popoverDelegate, in: container)
        }
        placedContainerSize = container.bounds.size
        applyPlacement(currentPlacement())
    }

    /// Offers the delegate the source the popover is about to point at after a size change; a changed
    /// rectangle or view becomes the popover's `sourceView`/`sourceRect`.
    func repositionThroughDelegate(_ popoverDelegate: any UIPopoverPresentationControllerDelegate, in container: UIView) {
        guard var view: UIView = (sourceItem as? UIView) ?? sourceItem.flatMap({ ($0 as? UIBarButtonItem).flatMap(barButtonItemView) }) ?? sourceView else { return }
        var rect = (sourceItem != nil || sourceRect == .zero) ? view.bounds : sourceRect
        let originalView = view, originalRect = rect
        withUnsafeMutablePointer(to: &rect) { rectPointer in
            withUnsafeMutablePointer(to: &view) { viewPointer in
                popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: rectPointer, in: viewPointer)
            }
        }
        if view !== originalView || rect != originalRect {
            sourceItem = nil
            sourceView = view
            sourceRect = rect
        }
    }

    func removePopoverChrome() {
        dismissalView?.removeFromSuperview()
        dismissalView = nil
        popoverView.removeFromSuperview()
    }

    func popoverDismissalDidEnd(_ completed: Bool) {
        guard completed else { return }
        dismissalView?.removeFromSuperview()
        dismissalView = nil
    }

    // MARK: Dismissing by a tap outside

    /// A tap outside the popover: `isModalInPresentation` keeps it (telling the delegate of the attempt);
    /// else the delegate's `popoverPresentationControllerShouldDismissPopover(_:)` and then
    /// `presentationControllerShouldDismiss(_:)` may keep it; else it is dismissed with
    /// `presentationControllerWillDismiss(_:)` before and `presentationControllerDidDismiss(_:)`, then
    /// `popoverPresentationControllerDidDismissPopover(_:)`, after, as UIKit.
    func dismissalViewTapped() {
        guard isPresentedStorage, !isTransitioningStorage, !presentedViewController.isBeingDismissed else { return }
        if presentedViewController.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        if let popoverDelegate, !popoverDelegate.popoverPresentationControllerShouldDismissPopover(self) { return }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return
        }
        dismissForTapOutside()
    }

    /// Dismisses the popover for a tap outside it, telling the delegate.
    func dismissPopoverForTapOutside() {
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }

    /// Touches on a passthrough view (outside the panel) go to it instead of dismissing the popover.
    func popoverPassesTouchThrough(at point: CGPoint, hit: UIView?) -> Bool {
        guard let hit, hit === dismissalView, let container = containerView, let views = passthroughViews else { return false }
        return views.contains { view in
            view.window != nil && !view.isHidden && view.bounds.contains(container.convert(point, to: view))
        }
    }
}
