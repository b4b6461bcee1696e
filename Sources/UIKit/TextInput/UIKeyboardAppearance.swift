import Foundation

/// The look of the on-screen keyboard, with UIKit's raw values. Stored only.
public enum UIKeyboardAppearance: Int, Sendable, Hashable {
    /// The system's appearance.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// The deprecated name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}
