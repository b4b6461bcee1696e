/// A size class, with UIKit's raw values (unspecified 0, compact 1, regular 2).
/// - Complexity: O(1) value type.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// No size class.
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait).
    case compact = 1
    /// Expansive space.
    case regular = 2
}
