/// A cell's drop state, with UIKit's raw values (none 0, notTargeted 1, targeted 2).
/// - Complexity: O(1) value type.
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    /// No drop session in progress.
    case none = 0
    /// A drop is in progress but does not target this cell.
    case notTargeted = 1
    /// The drop targets this cell.
    case targeted = 2
}
