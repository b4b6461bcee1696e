import Foundation

/// The presentation controller of sheets (`.pageSheet`, `.formSheet`, `.automatic`), as UIKit's
/// `UISheetPresentationController` (iOS 15), reached through `sheetPresentationController`.
///
/// In a compact-width window the sheet is a card attached to the bottom edge whose top rests at one of
/// its `detents`; at the large detent its top is 10 points below the top safe area and the presenting
/// view is scaled back behind it with rounded corners, over black. The user drags it between detents and
/// swipes it down to dismiss (unless `isModalInPresentation` or the delegate's
/// `presentationControllerShouldDismiss(_:)` keep it). In a regular-width window a form sheet is a
/// centred 540 × 620 card (or the presented controller's `preferredContentSize`) and a page sheet a
/// centred card up to 704 points wide; detents apply in compact width only, as in UIKit.
///
/// Delegate: assign a `UISheetPresentationControllerDelegate` to `delegate` (Swift cannot narrow the
/// inherited property's type; the sheet asks it for the sheet-specific calls).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The view that holds the presented view, clips it to the rounded card and carries the grabber.
    let sheetView = UIView()
    /// The grabber drawn at the top of the card.
    let grabberView = UIView()
    /// The black view behind the card.
    var dimmingView: PresentationDimmingView?
    /// The view under the scaled-back presenting view.
    var backdropView: UIView?
    /// What the presenting view looked like before the sheet scaled it back.
    var presenterRestoreState: (view: UIView, transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?
    /// The drag that moves the sheet.
    let panRecognizer = UIPanGestureRecognizer()
    /// The state of the drag in progress.
    var drag: SheetDrag?

    /// Creates a sheet presentation controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        configureSheetViews()
    }

    // MARK: Detents

    /// The heights the sheet rests at, smallest to largest by value; default `[.large()]`. Must not be
    /// empty. Change it inside `animateChanges(_:)` to animate the move.
    open var detents: [Detent] = [.large()] {
        didSet { detentsDidChange() }
    }

    /// The identifier of the detent the sheet rests at; nil means the smallest detent, as UIKit.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }

    /// The largest detent at which the content behind stays undimmed and interactive; nil (default):
    /// always dimmed.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }

    /// Whether the grabber shows at the top of the sheet. Default false.
    open var prefersGrabberVisible = false {
        didSet { grabberView.isHidden = !prefersGrabberVisible }
    }

    /// Whether scrolling a scroll view in the sheet at its top edge expands the sheet. Default true.
    /// Documented difference: stored only; scroll views in the sheet scroll their content.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in compact height. Default false. Stored only: a
    /// compact-height sheet is laid out as in compact width.
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether an edge-attached sheet's width follows `preferredContentSize`. Default false. Stored only.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The radius of the card's corners; nil (default) is the system's, 10 points.
    open var preferredCornerRadius: CGFloat? {
        didSet { sheetView.layer.cornerRadius = cornerRadius }
    }

    /// Animates the changes `changes` makes to the sheet (detents, the selected detent), as UIKit.
    open func animateChanges(_ changes: () -> Void) { performAnimateChanges(changes) }

    /// Resolves custom detents again (their resolver's inputs changed), as iOS 16.
    open func invalidateDetents() { detentsDidChange() }

    // MARK: UIPresentationController

    open override var presentedView: UIView? { sheetView }

    open override var frameOfPresentedViewInContainerView: CGRect { sheetFrame(forDetentValue: nil) }

    open override var shouldPresentInFullscreen: Bool { false }

    open override var shouldRemovePresentersView: Bool { false }

    /// Removes the sheet's dimming and puts the presenting view back when a dismissal completed; call
    /// super when overriding.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        sheetDismissalDidEnd(completed)
        super.dismissalTransitionDidEnd(completed)
    }

    // MARK: Built-in chrome (see UISheetPresentationController+Layout.swift)

    override func prepareBuiltInChrome(for context: ModalTransitionContext) { prepareSheetChrome(for: context) }
    override func layoutBuiltInChrome() { layoutSheet() }
    override func builtInStartState(_ context: ModalTransitionContext) { sheetStartState(context) }
    override func builtInPresentationChanges(_ context: ModalTransitionContext) { sheetPresentationChanges(context) }
    override func builtInDismissalChanges(_ context: ModalTransitionContext) { sheetDismissalChanges(context) }
    override func builtInDuration(presenting: Bool) -> TimeInterval { presenting ? 0.5 : 0.4 }
    override func removeBuiltInChrome() { sheetDismissalDidEnd(true) }
}
