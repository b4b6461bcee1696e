/// The colour gamut of the display, with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum UIDisplayGamut: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The Display P3 gamut.
    case P3 = 1
}
