import Foundation

/// The closure an action runs, as UIKit's `UIActionHandler`; it receives the action, whose `sender` is the
/// control that sent it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled action with a closure, as UIKit's `UIAction` (iOS 14): the way to react to control events.
///
/// Objective-C selectors do not exist on Linux, so `addTarget(_:action:for:)` with a `Selector` cannot
/// be offered. The documented replacements are `UIControl.addAction(_:for:)` with a `UIAction`, and the
/// closure forms of target-action (`UIControl.addTarget(_:action:for:)` taking a method reference or a
/// closure, see `UIControl+Targets.swift`).
///
///     button.addAction(UIAction(title: "Save") { action in
///         print("saved by", action.sender as Any)
///     }, for: .touchUpInside)
@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler

    /// The action's identifier; when created without one, a unique identifier is generated.
    open private(set) var identifier: UIAction.Identifier
    /// A title for discovery interfaces (the keyboard-shortcut HUD), or `nil`.
    open var discoverabilityTitle: String?
    /// How the action is shown and behaves in menus.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as checked in menus.
    open var state: UIMenuElement.State
    /// The object that sent the action while its handler runs (the control for control events), else
    /// `nil`.
    open internal(set) var sender: Any?

    /// Creates an action, as UIKit's `UIAction(title:subtitle:image:identifier:discoverabilityTitle:
    /// attributes:state:handler:)`. Calls without `subtitle` match the iOS 14 initialiser.
    /// - Parameters:
    ///   - identifier: the action's identity in a control; `nil` generates a unique one.
    ///   - handler: runs on the main actor each time the action is performed.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.handler = handler
        self.identifier = identifier ?? UIAction.Identifier("com.openuikit.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The action's title; settable on actions, as in UIKit.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    /// The action's image; settable on actions, as in UIKit.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// Runs the handler with `sender` set for its duration. Disabled actions (`.disabled` attribute) still
    /// run when a control sends them, as in UIKit (the attribute only affects menus).
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
