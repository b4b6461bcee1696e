/// Whether content appears in its active (key-window) state, with UIKit's raw values (iOS 14).
/// - Complexity: O(1) value type.
public enum UIUserInterfaceActiveAppearance: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The inactive appearance.
    case inactive = 0
    /// The active appearance.
    case active = 1
}
