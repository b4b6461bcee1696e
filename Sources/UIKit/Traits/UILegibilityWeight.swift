/// Whether the user asked for bold text, with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum UILegibilityWeight: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}
