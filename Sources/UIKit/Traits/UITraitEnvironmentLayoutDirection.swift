/// The layout direction of a trait environment, with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
