import Foundation

/// Shows a context menu for its view, as UIKit's `UIContextMenuInteraction` (iOS 13): a long press
/// (`minimumPressDuration` 0.5 s, as iOS's) asks the delegate for a configuration at the pressed point
/// and, when there is one, lifts the view (or the delegate's preview) over a dimmed, blurred background
/// and shows iOS's menu platter beside it. Tapping an action dismisses the menu and then runs the action's
/// handler; tapping outside dismisses it; sliding the pressing finger onto an action and lifting chooses it.
///
///     let interaction = UIContextMenuInteraction(delegate: self)
///     imageView.addInteraction(interaction)
///
/// A secondary (right) click opens the menu at once, as iPadOS's pointer does (sliding onto an action
/// with the button held and releasing chooses it). The arrow keys move the highlighted action, Return
/// chooses it and Escape dismisses.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The object that supplies the menu's configuration and previews (held weakly, as in UIKit).
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open internal(set) weak var view: UIView?

    /// The long press that opens the menu (added to the view while the interaction is attached).
    let pressRecognizer = UILongPressGestureRecognizer()
    /// The secondary click that opens the menu at once (a long press of no duration, secondary button only).
    let secondaryClickRecognizer = UILongPressGestureRecognizer()
    /// Decides whether the press may begin (there is a configuration at the location).
    let pressArbiter = ContextMenuPressArbiter()
    /// The menu on screen, if any.
    var presentation: ContextMenuPresentation?
    /// Where the menu was asked for, in window coordinates.
    var requestedLocationInWindow: CGPoint?
    /// The configuration the press found, kept from `gestureRecognizerShouldBegin` to the presentation.
    var pendingConfiguration: UIContextMenuConfiguration?
    /// A button's menu anchors to the button without a preview or dimming (`.compact`).
    var anchorsToView = false
    /// A delegate the interaction keeps alive (a table or collection view's internal bridge).
    var retainedDelegate: AnyObject?

    /// Creates an interaction whose menus come from `delegate`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        configurePressRecognizer()
    }

    /// The interaction is about to move to `view`; removes its long press from the old view.
    open func willMove(to view: UIView?) { detachPressRecognizer() }
    /// The interaction moved to `view`; adds its long press there.
    open func didMove(to view: UIView?) { attachPressRecognizer(to: view) }

    /// Where the menu was (or is being) asked for, in `view`'s coordinates (`nil`: the window's).
    open func location(in view: UIView?) -> CGPoint { requestedLocation(in: view) }

    /// Replaces the visible menu with what `block` returns for it (iOS 14); nothing happens when no menu
    /// shows.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) { presentation?.updateMenu(block) }

    /// Dismisses the visible menu, as when the user taps outside it (iOS 14).
    open func dismissMenu() { presentation?.dismiss(choosing: nil) }

    /// How the visible menu looks: `.rich` for a lifted preview, `.compact` for a menu attached to its view,
    /// `.unknown` when none shows (iOS 14).
    open var menuAppearance: Appearance { presentation == nil ? .unknown : (anchorsToView ? .compact : .rich) }
}
