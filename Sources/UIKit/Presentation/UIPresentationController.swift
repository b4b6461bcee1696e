import Foundation

/// Manages the presentation of a view controller: the container view the transition happens in, the
/// frame of the presented view, the chrome around it (dimming, grabbers) and its adaptation to the
/// window's size class, as UIKit's `UIPresentationController`.
///
/// UIKit creates one for every presentation: a full-screen one for `.fullScreen`, `.overFullScreen` and
/// the context styles, a `UISheetPresentationController` for sheets, the transitioning delegate's for
/// `.custom`. Subclass it for a custom presentation and return it from
/// `presentationController(forPresented:presenting:source:)`; the overridable members are declared here
/// and the work lives in `UIPresentationController+Transition.swift`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented (it owns this object: `presentationController`).
    unowned let presentedStorage: UIViewController
    /// The controller presenting, set when the presentation begins if not given at initialization.
    weak var presentingStorage: UIViewController?
    /// The style this controller presents in (resolved from the presented controller's at presentation).
    var styleStorage: UIModalPresentationStyle
    /// The container view of the current presentation.
    var containerStorage: UIView?
    /// Whether the presentation transition has ended and the dismissal has not begun.
    var isPresentedStorage = false
    /// The container view's view was added to (the window, or a context controller's superview).
    weak var containerHostStorage: UIView?
    /// Where the presenting view was before a full-screen presentation removed it.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// Whether a presentation or dismissal transition (or a drag of a sheet) is in progress: the
    /// container's layout then leaves the presented view where the animation has it.
    var isTransitioningStorage = false
    /// The popover this controller stands in for while the popover is adapted (a sheet in a compact
    /// window), so a size-class change can adapt it back.
    weak var adaptingPopoverStorage: UIPopoverPresentationController?

    /// Creates a presentation controller for `presentedViewController`, to be presented by
    /// `presentingViewController` (nil: the controller `present` finds).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        styleStorage = presentedViewController.modalPresentationStyle == .automatic ? .pageSheet : presentedViewController.modalPresentationStyle
        super.init()
    }

    // MARK: Controllers and views

    /// The controller that presents (before the presentation begins and without one given at
    /// initialization, the presented controller itself: UIKit's is set by `present`).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedStorage }

    /// The controller being presented.
    open var presentedViewController: UIViewController { presentedStorage }

    /// The style of the presentation.
    open var presentationStyle: UIModalPresentationStyle { styleStorage }

    /// The view the transition happens in, during and after the presentation transition; nil before.
    open var containerView: UIView? { containerStorage }

    /// The delegate asked about adaptation and interactive dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view animated into place: the presented controller's view by default (a sheet wraps it).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting view is removed from the window when the presentation ends (false by
    /// default; true for `.fullScreen` and `.currentContext`).
    open var shouldRemovePresentersView: Bool { false }

    // MARK: Adaptation

    /// The style the presentation adapts to in a compact-width window (the delegate's answer, else the
    /// controller's own: sheets stay sheets, a popover becomes a sheet).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
    }

    /// The style the presentation adapts to in `traitCollection` (asks the delegate).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyleImplementation(for: traitCollection)
    }

    /// The trait collection the presented controller gets on top of the container's, if any.
    open var overrideTraitCollection: UITraitCollection?

    // MARK: Layout

    /// The container view is about to lay out its subviews. Default: nothing.
    open func containerViewWillLayoutSubviews() {}

    /// The container view laid out its subviews. Default: nothing.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Transition notifications

    /// The presentation transition is about to begin; add chrome (dimming) here. Default: nothing.
    open func presentationTransitionWillBegin() {}

    /// The presentation transition ended (`completed` false when it was cancelled). Default: nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal transition is about to begin. Default: nothing.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal transition ended (`completed` false when it was cancelled). Default: nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Built-in presentations (internal; subclasses in this module override)

    /// Places the container's built-in chrome and the presented view (called when the container lays out).
    func layoutBuiltInChrome() {}

    /// Adds built-in chrome before the transition (dimming views and the like).
    func prepareBuiltInChrome(for context: ModalTransitionContext) {}

    /// The built-in presentation animation's changes: the presented view's starting state is set by
    /// `builtInStartState`, these are the end state. Default: the transition style's.
    func builtInPresentationChanges(_ context: ModalTransitionContext) { defaultPresentationChanges(context) }

    /// Puts the presented view where the built-in presentation animation starts.
    func builtInStartState(_ context: ModalTransitionContext) { defaultStartState(context) }

    /// The built-in dismissal animation's changes (the presented view's end state).
    func builtInDismissalChanges(_ context: ModalTransitionContext) { defaultDismissalChanges(context) }

    /// The duration of the built-in presentation or dismissal animation.
    func builtInDuration(presenting: Bool) -> TimeInterval { defaultDuration(presenting: presenting) }

    /// Removes the built-in chrome when another controller takes over the presentation (a popover
    /// adapting to a sheet); the presented controller's view is moved by the next controller.
    func removeBuiltInChrome() {}

    /// Whether a touch at `point` (container coordinates) that hit `hit` goes to the views under the
    /// presentation instead (a popover's passthrough views). Default false.
    func passesTouchThrough(at point: CGPoint, hit: UIView?) -> Bool { false }

    /// The controller's own adaptation when the delegate does not say (compact or regular width).
    func defaultAdaptiveStyle(compact: Bool) -> UIModalPresentationStyle { presentationStyle }
}
