import Foundation

/// The presentation controller of a view controller presented with `modalPresentationStyle = .popover`,
/// as UIKit's `UIPopoverPresentationController`, reached through `popoverPresentationController`.
///
/// In a horizontally regular window the content (`preferredContentSize`; a zero width or height is 320
/// or 480 points) floats on a rounded panel whose 13-point arrow (37 points wide at its base) points at
/// the source: `sourceItem` (a view or a bar button item), else `sourceRect` in `sourceView` (its bounds
/// when `sourceRect` is empty, as iOS 16). The panel goes on the first side, in the order up, down,
/// left, right among `permittedArrowDirections`, where it fits inside the window's safe area less
/// `popoverLayoutMargins`; when none fits, on the side with the most room, shrunk to it (or, with
/// `canOverlapSourceViewRect`, over the source). A tap outside the popover, except on
/// `passthroughViews`, dismisses it (the delegate may refuse; `isModalInPresentation` keeps it). In a
/// horizontally compact window the popover adapts: to a sheet (`adaptiveSheetPresentationController`)
/// unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` returns `.none` or another
/// style, and it adapts again when the window is resized across size classes. Presenting as a popover
/// without a source traps with UIKit's message.
///
/// Delegate: assign a `UIPopoverPresentationControllerDelegate` to `delegate` (Swift cannot narrow the
/// inherited property's type; the popover asks it for the popover-specific calls). Documented
/// differences: no `popoverBackgroundViewClass` (the panel is always iOS's); the background is not
/// dimmed (iOS 13 and later); while adapted, the presented controller's `presentationController` is the
/// controller it adapted to.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the presented view goes in: the rounded panel and its arrow.
    let popoverView = PopoverBackgroundView()
    /// The view that clips the presented controller's view to the panel's rounded content area.
    let contentClipView = UIView()
    /// The clear view behind the popover that turns taps outside it into a dismissal.
    var dismissalView: PresentationDimmingView?
    /// Where the popover was last placed.
    var placementStorage: PopoverPlacement?
    /// The container size the last placement was made for (a change asks the delegate to reposition).
    var placedContainerSize: CGSize?
    /// The controllers the popover adapts to, made on first need.
    var adaptiveSheetStorage: UISheetPresentationController?
    var adaptiveFullScreenStorage: FullScreenPresentationController?

    /// Creates a popover presentation controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        styleStorage = .popover
        configurePopoverViews()
    }

    // MARK: The source

    /// The view that holds `sourceRect` (needed, or `sourceItem`/`barButtonItem`, before presenting).
    open var sourceView: UIView?

    /// The rectangle in `sourceView` the arrow points at; empty (the default): the view's bounds.
    open var sourceRect: CGRect = .zero

    /// What the arrow points at (iOS 16): a view's bounds, or a bar button item's view in its bar. Takes
    /// precedence over `sourceView` and `sourceRect`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?

    /// The bar button item the arrow points at: `sourceItem` when it is one (deprecated in iOS 16 in
    /// favour of `sourceItem`, which setting this sets).
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }

    // MARK: The arrow and the panel

    /// The directions the arrow may point. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The direction the arrow points, once presented; `.unknown` before (and without an arrow).
    open var arrowDirection: UIPopoverArrowDirection { placementStorage?.direction ?? .unknown }

    /// The panel's colour, arrow included; nil (the default): the system background colour.
    open var backgroundColor: UIColor? {
        didSet { popoverView.fillColor = backgroundColor }
    }

    /// Views the user can touch while the popover is shown without dismissing it. Default nil.
    open var passthroughViews: [UIView]?

    /// The insets from the window's safe area the popover stays inside. Default 10 points each side.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// Whether the popover may cover its source when no permitted side has room. Default false.
    open var canOverlapSourceViewRect = false

    /// The sheet the popover becomes in a horizontally compact window (iOS 15); configure its detents
    /// before presenting.
    open var adaptiveSheetPresentationController: UISheetPresentationController { adaptiveSheetImplementation }

    // MARK: UIPresentationController

    /// The rounded panel with the arrow, holding the presented controller's view.
    open override var presentedView: UIView? { popoverView }

    /// The panel's frame, arrow included, where it fits beside the source.
    open override var frameOfPresentedViewInContainerView: CGRect { currentPlacement().frame }

    open override var shouldPresentInFullscreen: Bool { false }

    open override var shouldRemovePresentersView: Bool { false }

    /// Asks the delegate to `prepareForPopoverPresentation(_:)`, then traps with UIKit's message when
    /// there is no source. Call super when overriding.
    open override func presentationTransitionWillBegin() {
        popoverPresentationWillBegin()
        super.presentationTransitionWillBegin()
    }

    /// Removes the popover's tap-catching view when a dismissal completed; call super when overriding.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        popoverDismissalDidEnd(completed)
        super.dismissalTransitionDidEnd(completed)
    }

    // MARK: Built-in chrome (see UIPopoverPresentationController+Chrome.swift)

    /// The content size the popover asks for: the presented controller's `preferredContentSize` (zero
    /// components take the default, see `PopoverPlacement.requestedSize`). An action sheet's measures it.
    var popoverContentSize: CGSize { presentedViewController.preferredContentSize }
    /// A tap outside the popover that nothing refused: dismisses it (an action sheet picks its cancel
    /// action instead).
    func dismissForTapOutside() { dismissPopoverForTapOutside() }
    /// The controller that presents in a window of `sizeClass` width: this popover, or the one it adapts
    /// to (see UIPopoverPresentationController+Adaptation.swift).
    func adaptedController(for sizeClass: UIUserInterfaceSizeClass) -> UIPresentationController { popoverAdaptedController(for: sizeClass) }

    override func prepareBuiltInChrome(for context: ModalTransitionContext) { preparePopoverChrome(for: context) }
    override func layoutBuiltInChrome() { layoutPopover() }
    override func builtInStartState(_ context: ModalTransitionContext) { popoverView.alpha = 0 }
    override func builtInPresentationChanges(_ context: ModalTransitionContext) { popoverPresentationChanges() }
    override func builtInDismissalChanges(_ context: ModalTransitionContext) { popoverView.alpha = 0 }
    /// A popover fades in over 0.25 s and out over 0.2 s (iOS documents no durations).
    override func builtInDuration(presenting: Bool) -> TimeInterval { presenting ? 0.25 : 0.2 }
    override func removeBuiltInChrome() { removePopoverChrome() }
    override func passesTouchThrough(at point: CGPoint, hit: UIView?) -> Bool { popoverPassesTouchThrough(at: point, hit: hit) }
    override func defaultAdaptiveStyle(compact: Bool) -> UIModalPresentationStyle { compact ? .formSheet : .popover }
}
