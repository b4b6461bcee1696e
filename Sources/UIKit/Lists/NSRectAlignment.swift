/// Where a boundary supplementary item sits on its section or layout, with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum NSRectAlignment: Int, Hashable, Sendable {
    /// No alignment.
    case none = 0
    /// Top edge (a header in a vertical layout).
    case top = 1
    /// Top-leading corner.
    case topLeading = 2
    /// Leading edge (a header in a horizontal layout).
    case leading = 3
    /// Bottom-leading corner.
    case bottomLeading = 4
    /// Bottom edge (a footer in a vertical layout).
    case bottom = 5
    /// Bottom-trailing corner.
    case bottomTrailing = 6
    /// Trailing edge (a footer in a horizontal layout).
    case trailing = 7
    /// Top-trailing corner.
    case topTrailing = 8
}
