import Foundation

extension UIAlertController {
    // MARK: Actions

    func performAddAction(_ action: UIAlertAction) {
        if action.style == .cancel, actionStorage.contains(where: { $0.style == .cancel }) {
            raiseCollectionViewException("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        action.alertController = self
        actionStorage.append(action)
        contentDidChange()
    }

    func performSetPreferredAction(_ action: UIAlertAction?) {
        if let action, !actionStorage.contains(where: { $0 === action }) {
            raiseCollectionViewException("The -preferredAction of an alert controller must be contained in its -actions array.",
                                         name: "NSInvalidArgumentException")
        }
        preferredActionStorage = action
        contentDidChange()
    }

    func actionEnabledStateDidChange(_ action: UIAlertAction) {
        (viewIfLoaded as? AlertView)?.actionEnabledStateDidChange(action)
    }

    /// The title, message or actions changed: the loaded view rebuilds and the presentation re-lays out.
    func contentDidChange() {
        guard let alertView = viewIfLoaded as? AlertView else { return }
        alertView.rebuild()
        presentationState.controller?.containerView?.setNeedsLayout()
    }

    /// Rebuilds the loaded view when the presentation it is about to show in (a popover or the bottom
    /// action sheet) drops or keeps the cancel action differently from the last build.
    func refreshForPresentationController() {
        guard let alertView = viewIfLoaded as? AlertView, alertView.builtInPopover != isPresentedInPopover else { return }
        alertView.rebuild()
    }

    /// Whether the alert is (about to be) presented in a popover.
    var isPresentedInPopover: Bool { presentationState.controller is UIPopoverPresentationController }

    /// The action drawn bold: the preferred action, else the cancel action.
    var emphasizedAction: UIAlertAction? {
        preferredAction ?? actionStorage.first { $0.style == .cancel }
    }

    /// The user picked `action`: the alert is dismissed, then the action's handler runs, as UIKit.
    func pick(_ action: UIAlertAction) {
        guard action.isEnabled, !isBeingDismissed, presentingViewController != nil else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The actions in the order they are drawn: for an alert with two side-by-side actions the cancel
    /// action first (on the left); otherwise in the order added with the cancel action moved last (in an
    /// action sheet, into its own group).
    func displayOrder(sideBySide: Bool) -> [UIAlertAction] {
        let cancel = actionStorage.filter { $0.style == .cancel }
        let others = actionStorage.filter { $0.style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }
}
