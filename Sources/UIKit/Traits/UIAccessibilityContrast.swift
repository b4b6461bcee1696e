/// Whether the user asked for increased contrast, with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}
