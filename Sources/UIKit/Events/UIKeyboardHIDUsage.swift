import Foundation

/// A key's USB HID usage code, as UIKit's `UIKeyboardHIDUsage`. SDL's scancodes are these codes, so the
/// window host passes them through. A struct rather than Apple's enum so that every code round-trips;
/// the named constants are Apple's.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage code.
    public var rawValue: Int
    /// Creates a usage from its code.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// Z.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// 1.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// 0.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// Return.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// Space.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// Page up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// Delete forward.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// Page down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// Left shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    /// Left control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    /// Left alt (option).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    /// Left GUI (command).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)

    /// The letter key for `letter` (a...z), for tests and the window host.
    public static func letter(_ letter: Character) -> UIKeyboardHIDUsage? {
        guard let ascii = letter.lowercased().unicodeScalars.first?.value, (97...122).contains(ascii) else { return nil }
        return UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii - 97))
    }
}
