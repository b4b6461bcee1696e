import Foundation

/// The kind of on-screen keyboard a text control asks for, with UIKit's raw values. Stored: a desktop has a hardware keyboard, so the type changes nothing there.
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// The current input method's keyboard.
    case `default` = 0
    /// ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// Optimised for URLs.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// Telephone keypad.
    case phonePad = 5
    /// Names or phone numbers.
    case namePhonePad = 6
    /// Email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// @ and # within reach.
    case twitter = 9
    /// Web search terms and URLs.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11

    /// The deprecated name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}
