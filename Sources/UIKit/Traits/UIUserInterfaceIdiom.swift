/// The kind of interface the app runs in, with UIKit's raw values. OpenUIKit reports `.phone` for a phone-sized screen and `.pad` for a screen whose shorter side is at least 600 points (a wide desktop window: iPad-like, documented).
/// - Complexity: O(1) value type.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone-style interface.
    case phone = 0
    /// An iPad-style interface.
    case pad = 1
    /// A tvOS interface.
    case tv = 2
    /// A CarPlay interface.
    case carPlay = 3
    /// A Mac-style (Catalyst) interface.
    case mac = 5
    /// A visionOS interface.
    case vision = 6
}
