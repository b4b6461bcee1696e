/// The visual level of content (base, or elevated above it as in sheets and popovers), with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum UIUserInterfaceLevel: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The base level (the window's main content).
    case base = 0
    /// Content elevated above the base level.
    case elevated = 1
}
