import Foundation

/// A command a menu or a keyboard shortcut performs, as UIKit's `UICommand` (iOS 13).
///
/// UIKit names the command's action with an Objective-C selector sent up the responder chain; Linux has
/// no selectors, so the documented replacement is a closure, `action`, run on the main actor when the
/// command is performed (the responder that declared the command is where the closure was written).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    @preconcurrency let actionHandler: @MainActor (UICommand) -> Void

    /// A title for discovery interfaces (the keyboard-shortcut list), or `nil`.
    open var discoverabilityTitle: String?
    /// How the command is shown and behaves in menus.
    open var attributes: UIMenuElement.Attributes
    /// Whether the command shows as checked in menus.
    open var state: UIMenuElement.State
    /// A value that tells commands sharing one action apart.
    open private(set) var propertyList: Any?

    /// Creates a command, as UIKit's `UICommand(title:image:action:propertyList:alternates:
    /// discoverabilityTitle:attributes:state:)` with the selector replaced by the closure `action`.
    @preconcurrency public init(title: String, image: UIImage? = nil, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                                action: @escaping @MainActor (UICommand) -> Void) {
        actionHandler = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }

    /// The command's title; settable, as in UIKit.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    /// The command's image; settable, as in UIKit.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// Runs the command's action (what UIKit does when it sends the action up the responder chain).
    /// Disabled commands do nothing.
    open func perform() {
        guard !attributes.contains(.disabled) else { return }
        actionHandler(self)
    }
}
