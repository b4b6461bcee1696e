import Foundation

/// Presents an action sheet in a horizontally regular window as iPadOS does (UIKit's private
/// `_UIAlertControllerActionSheetRegularPresentationController`): in a popover pointing at the source set
/// on the alert's `popoverPresentationController`, 304 points wide, as tall as its actions (scrolling
/// when the room beside the source is shorter), without the cancel action, which a tap outside the
/// popover picks. In a compact window it adapts to the bottom action sheet.
final class ActionSheetPopoverPresentationController: UIPopoverPresentationController {
    /// The width of an action sheet in a popover (iPadOS; measured, not documented).
    static let width: CGFloat = 304

    /// The bottom action sheet this popover adapts to in compact width.
    private var compactController: AlertPresentationController?

    var alertController: UIAlertController? { presentedViewController as? UIAlertController }

    override var popoverContentSize: CGSize {
        guard let alertView = presentedViewController.view as? AlertView else { return .zero }
        return alertView.preferredSize(maxWidth: ActionSheetPopoverPresentationController.width, maxHeight: .greatestFiniteMagnitude)
    }

    override func prepareBuiltInChrome(for context: ModalTransitionContext) {
        alertController?.refreshForPresentationController()
        super.prepareBuiltInChrome(for: context)
    }

    /// A tap outside picks the cancel action when there is one (dismissing the popover, then running its
    /// handler), else dismisses the popover.
    override func dismissForTapOutside() {
        if let alert = alertController, let cancel = alert.actions.first(where: { $0.style == .cancel }) {
            alert.pick(cancel)
        } else {
            dismissPopoverForTapOutside()
        }
    }

    /// The popover in regular width, the bottom action sheet in compact width (the delegate is not
    /// asked: UIKit adapts action sheets itself).
    override func adaptedController(for sizeClass: UIUserInterfaceSizeClass) -> UIPresentationController {
        guard sizeClass != .regular else { return self }
        if let compactController { return compactController }
        let compact = AlertPresentationController(presentedViewController: presentedViewController, presenting: presentingStorage)
        compact.adaptingPopoverStorage = self
        compactController = compact
        return compact
    }
}
