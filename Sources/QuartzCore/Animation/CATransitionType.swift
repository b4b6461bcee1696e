import Foundation

/// How a `CATransition` replaces a layer's old appearance with its new one, as Core Animation's
/// `CATransitionType` (Apple's raw values).
///
/// Besides the four public types, OpenUIKit draws two of Core Animation's private type names that UIKit's
/// view transitions use: `"oglFlip"` (also `"flip"`) as a 2D flip — the old picture narrows to nothing about
/// the centre line during the first half, then the new one widens from it (`cairo` draws affine transforms
/// only, so there is no perspective) — and `"pageCurl"`/`"pageUnCurl"` as slides (see `CATransition`).
/// Any other name is drawn as `.fade`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's Core Animation name.
    public let rawValue: String
    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old appearance dissolves into the new one (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new appearance slides in over the old one from the subtype's side.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new appearance slides in from the subtype's side and pushes the old one out the opposite side.
    public static let push = CATransitionType(rawValue: "push")
    /// The old appearance slides away towards the side opposite the subtype's, uncovering the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
