import Foundation

/// An action shown when a list row is swiped.
///
/// Parity: UIKit's `UIContextualAction`: `init(style:title:handler:)`; `style` `.normal` (gray,
/// `systemGray` background) or `.destructive` (`systemRed`, and the row is removed when the handler
/// reports success); `backgroundColor` defaults to the style's colour; the handler receives the action,
/// the action's view and a completion to call with whether the action was performed.
/// - Complexity: O(1).
@MainActor
open class UIContextualAction: NSObject {
    /// The action's style, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A regular action.
        case normal = 0
        /// A destructive action.
        case destructive = 1
    }

    /// The handler's type: the action, the view showing it, and a completion taking whether it ran.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    open private(set) var style: Style
    /// The handler run when the action is chosen.
    open private(set) var handler: Handler
    /// The title.
    open var title: String?
    /// The background colour (default: `systemGray` for normal, `systemRed` for destructive).
    open var backgroundColor: UIColor!
    /// An image shown above or instead of the title.
    open var image: UIImage?

    /// Creates an action.
    /// - Complexity: O(1).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
