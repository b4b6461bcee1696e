/// Light or dark appearance, with UIKit's raw values (unspecified 0, light 1, dark 2).
/// - Complexity: O(1) value type.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// No preference.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}
