import Foundation

/// The side a directional `CATransition` (`.moveIn`, `.push`, `.reveal`, flips) starts from, as Core
/// Animation's `CATransitionSubtype` (Apple's raw values). Sides are the layer's as drawn on screen: with
/// UIKit's y-down layers `.fromTop` moves content downwards.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's Core Animation name.
    public let rawValue: String
    /// Creates a subtype from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Starts at the right edge: content moves leftwards.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// Starts at the left edge: content moves rightwards.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// Starts at the top edge: content moves downwards.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// Starts at the bottom edge: content moves upwards.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
