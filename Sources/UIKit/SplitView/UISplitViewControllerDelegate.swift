import Foundation

/// The delegate of a split view controller, as UIKit's `UISplitViewControllerDelegate`: it hears
/// display-mode changes, collapse and expansion, and may take over showing and collapsing. Every method
/// has a default (Apple's are `@objc optional`).
///
/// A column-style split view (`init(style:)` with `.doubleColumn`/`.tripleColumn`) calls the iOS 14
/// methods (`topColumnForCollapsingToProposedTopColumn`, `displayModeForExpandingToProposedDisplayMode`,
/// `splitViewControllerDidCollapse`/`DidExpand`, `willShow`/`willHide` column) and not the classic
/// collapse methods, as UIKit's documentation says; a classic split view calls the classic ones
/// (`primaryViewController(forCollapsing:)`, `collapseSecondary:onto:`, `separateSecondaryFrom:`,
/// `primaryViewController(forExpanding:)`). Both call `willChangeTo` and the show methods.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button switches to. Default `.automatic`: the split view's choice.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Shows `vc` for `show(_:sender:)` and returns true, or returns false for the split view's default.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Shows `vc` for `showDetailViewController(_:sender:)` and returns true, or false for the default.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// Classic collapse: the controller to show alone (nil: the primary).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Classic expansion: the primary controller to use (nil: the current primary).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Classic collapse: merges `secondaryViewController` into `primaryViewController` itself and returns
    /// true, or returns false for the default (a navigation controller primary pushes the secondary).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Classic expansion: the secondary controller to show again (nil: the default separation).
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The column to show on top when collapsing (iOS 14). Default: `proposedTopColumn` (`.secondary`).
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// The display mode to use when expanding (iOS 14). Default: `proposedDisplayMode`.
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    /// The split view collapsed to one column (iOS 14).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded to its columns (iOS 14).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `column` is about to show (iOS 14).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide (iOS 14).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController)
        -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
