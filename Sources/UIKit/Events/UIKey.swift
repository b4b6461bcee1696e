import Foundation

/// A keyboard key and the characters it produced, as UIKit's `UIKey`.
@MainActor
open class UIKey: NSObject {
    /// The characters the key produced with the current modifiers ("" for keys without text).
    open private(set) var characters: String
    /// The characters the key produces without modifiers.
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage (what SDL calls the scancode).
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// Creates a key. Keys are created by the event system and by `UIKitTesting`.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}
