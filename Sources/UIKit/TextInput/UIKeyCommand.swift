import Foundation

/// A keyboard shortcut, as UIKit's `UIKeyCommand`: a key (`input`) with modifier keys, and the action
/// it performs.
///
/// A responder declares its shortcuts in `keyCommands`. When a key goes down, UIKit looks for a
/// matching command in the first responder's `keyCommands`, then in each responder up the chain (the
/// view's superviews, its view controller, the window, the application); the first match performs
/// its action and the press is not delivered as `pressesBegan`/`pressesEnded`. While a text input is
/// first responder, keys the text system uses (typing, arrows, Delete, Return, Tab, Escape without
/// Command or Control) go to the text first unless the command sets
/// `wantsPriorityOverSystemBehavior` (iOS 15).
///
/// Linux: the action is a closure (`UICommand`); Ctrl plays Command's part, so a command declared with
/// `.command` matches Ctrl (or a Command/Super key the host reports as `.command`) with the same key.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character ("s", "[", "1") or one of the special inputs (`inputUpArrow`...).
    open private(set) var input: String?
    /// The modifier keys that must be held (exactly these; Caps Lock and the keypad flag are ignored).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over what the text system does with the same key (false by default).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may remap the shortcut for other keyboard layouts (stored).
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the shortcut in right-to-left layouts (stored).
    open var allowsAutomaticMirroring = true

    /// Creates a key command, as UIKit's `UIKeyCommand(title:image:action:input:modifierFlags:
    /// propertyList:alternates:discoverabilityTitle:attributes:state:)` with the selector replaced by
    /// the closure `action`.
    @preconcurrency public init(title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
                                propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                                action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
                   attributes: attributes, state: state) { command in
            if let command = command as? UIKeyCommand { action(command) }
        }
    }

    /// Creates a key command, as UIKit's `UIKeyCommand(input:modifierFlags:action:)`.
    @preconcurrency public convenience init(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.init(title: "", input: input, modifierFlags: modifierFlags, action: action)
    }

    /// Whether `key` is this command's key with exactly its modifiers (Ctrl standing for Command).
    func matches(_ key: UIKey) -> Bool { keyCommandMatches(key) }

    // MARK: Special inputs (UIKit's UIKeyInput… constants)

    /// The up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key (iOS 13.4).
    public static let inputHome = "UIKeyInputHome"
    /// The End key (iOS 13.4).
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (iOS 15).
    public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key (iOS 13.4).
    public static let inputF1 = "UIKeyInputF1"
    /// The F2 key.
    public static let inputF2 = "UIKeyInputF2"
    /// The F3 key.
    public static let inputF3 = "UIKeyInputF3"
    /// The F4 key.
    public static let inputF4 = "UIKeyInputF4"
    /// The F5 key.
    public static let inputF5 = "UIKeyInputF5"
    /// The F6 key.
    public static let inputF6 = "UIKeyInputF6"
    /// The F7 key.
    public static let inputF7 = "UIKeyInputF7"
    /// The F8 key.
    public static let inputF8 = "UIKeyInputF8"
    /// The F9 key.
    public static let inputF9 = "UIKeyInputF9"
    /// The F10 key.
    public static let inputF10 = "UIKeyInputF10"
    /// The F11 key.
    public static let inputF11 = "UIKeyInputF11"
    /// The F12 key.
    public static let inputF12 = "UIKeyInputF12"
}
