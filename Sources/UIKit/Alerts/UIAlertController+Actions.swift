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

    // MARK: Text fields

    func performAddTextField(configurationHandler: (@MainActor (UITextField) -> Void)?) {
        if preferredStyle != .alert {
            raiseCollectionViewException("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
        field.borderStyle = .none
        field.addAction(UIAction { [weak self, unowned field] _ in self?.textFieldDidReturn(field) }, for: .primaryActionTriggered)
        textFieldStorage.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    /// Return in `field` (its delegate allowed it): the next field becomes first responder; in the last,
    /// the preferred action is picked when it is enabled.
    func textFieldDidReturn(_ field: UITextField) {
        guard let index = textFieldStorage.firstIndex(where: { $0 === field }) else { return }
        if index + 1 < textFieldStorage.count {
            textFieldStorage[index + 1].becomeFirstResponder()
        } else if let preferred = preferredAction, preferred.isEnabled {
            pick(preferred)
        }
    }

    /// The alert finished appearing: its first text field takes the keyboard focus.
    func alertDidAppear() {
        textFieldStorage.first?.becomeFirstResponder()
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
        for field in textFieldStorage where field.isFirstResponder { field.resignFirstResponder() }
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
