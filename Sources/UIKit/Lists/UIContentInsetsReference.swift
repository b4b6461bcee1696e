/// What a section's content insets are measured from, with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// The configuration's reference (sections) or `.safeArea` (configurations).
    case automatic = 0
    /// The container's edges.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide. Documented deviation: equal to `.layoutMargins` (no readable width).
    case readableContent = 4
}
