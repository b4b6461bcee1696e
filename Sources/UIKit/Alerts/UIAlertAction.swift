import Foundation

/// A button of an alert or action sheet: its title, style and handler, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    let titleStorage: String?
    let styleStorage: Style
    /// The block run when the user picks the action (after the alert is dismissed, as UIKit).
    @preconcurrency let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert showing the action, told when `isEnabled` changes.
    weak var alertController: UIAlertController?

    /// Creates an action titled `title` in `style`; `handler` runs when the user picks it.
    @preconcurrency
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        titleStorage = title
        styleStorage = style
        self.handler = handler
        super.init()
    }

    /// The button's title.
    open var title: String? { titleStorage }

    /// The action's style.
    open var style: Style { styleStorage }

    /// Whether the user can pick the action; a disabled action's title is grey. Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { alertController?.actionEnabledStateDidChange(self) } }
    }
}
