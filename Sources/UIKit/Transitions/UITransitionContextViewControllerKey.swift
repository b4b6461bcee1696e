import Foundation

/// Names the view controllers of a transition, as UIKit's `UITransitionContextViewControllerKey`
/// (`UITransitionContextFromViewControllerKey`, `UITransitionContextToViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, as Apple's constants (`"UITransitionContextFromViewControllerKey"`, ...).
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its string, as Swift imports Apple's string-backed keys.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The view controller visible at the start of the transition (the one going away).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
