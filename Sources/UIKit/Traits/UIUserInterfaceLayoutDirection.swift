/// The direction an interface lays out in horizontally, with UIKit's raw values (used by
/// `UIApplication.userInterfaceLayoutDirection` and `UIView.userInterfaceLayoutDirection(for:)`).
/// - Complexity: O(1) value type.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right (English, for example).
    case leftToRight = 0
    /// Right to left (Arabic and Hebrew).
    case rightToLeft = 1
}
