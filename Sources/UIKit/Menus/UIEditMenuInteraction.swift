import Foundation

/// The edit menu, as UIKit's `UIEditMenuInteraction` (iOS 16): attached to a view with
/// `addInteraction(_:)`, it presents a menu of commands (Cut, Copy, Paste, Select, Select All and the
/// delegate's own) at a point in that view when the app calls `presentEditMenu(with:)`. Text fields and
/// text views present one themselves on a tap on the caret or the selection.
///
/// The look is the iPhone's: a dark rounded horizontal bar of titles separated by hairlines, above the
/// target (below when there is no room), with an arrow toward it; commands that do not fit go on
/// further pages behind a chevron, and a submenu replaces the bar's items with its own behind a back
/// chevron. A tap on a command dismisses the menu, then performs it; a tap elsewhere dismisses it.
///
/// The suggested actions are the standard edit actions (see `UIResponderStandardEditActions`) that the
/// responder chain from the interaction's view can perform (`target(forAction:withSender:)`); a
/// suggested command, performed, sends its action to that target.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    weak var delegateStorage: (any UIEditMenuInteractionDelegate)?
    weak var viewStorage: UIView?
    /// The menu on screen, if any.
    var presentation: EditMenuPresentation?
    /// The source point of the menu shown last (in the view's coordinates).
    var lastSourcePoint: CGPoint = .zero
    /// Whether a touch in the view leaves the menu to the view (a text control toggles it itself).
    var keepsMenuForTouchesInView = false

    /// Creates an interaction with `delegate` (held weakly), as UIKit's `init(delegate:)`.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        delegateStorage = delegate
        super.init()
    }

    /// The delegate that supplies the menu and its position.
    open var delegate: (any UIEditMenuInteractionDelegate)? { delegateStorage }

    /// The view the interaction is attached to.
    open var view: UIView? { viewStorage }

    /// Presents the menu for `configuration` (dismissing a menu already shown): asks the delegate for the
    /// menu with the suggested actions, and for the target rectangle. Nothing shows when the view is not
    /// in a window or the menu is empty.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) { performPresent(configuration) }

    /// Dismisses the menu, telling the delegate first.
    open func dismissMenu() { performDismiss() }

    /// Asks the delegate for the menu again and shows the new one in place.
    open func reloadVisibleMenu() { performReload() }

    /// Moves the menu to the delegate's current target rectangle (the text scrolled, say).
    open func updateVisibleMenuPosition(animated: Bool) { performUpdatePosition() }

    /// The menu's source point in `view`'s coordinates (of the menu shown, or the last one).
    open func location(in view: UIView) -> CGPoint { performLocation(in: view) }

    // MARK: - UIInteraction

    /// Dismisses a menu shown for the view it leaves.
    open func willMove(to view: UIView?) { if view !== viewStorage { performDismiss() } }

    /// Remembers the view it is attached to.
    open func didMove(to view: UIView?) { viewStorage = view }
}
