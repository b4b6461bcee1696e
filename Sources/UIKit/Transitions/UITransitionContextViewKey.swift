import Foundation

/// Names the views of a transition, as UIKit's `UITransitionContextViewKey` (iOS 8,
/// `UITransitionContextFromViewKey`, `UITransitionContextToViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, as Apple's constants (`"UITransitionContextFromViewKey"`, ...).
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its string, as Swift imports Apple's string-backed keys.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The view going away (the from view controller's view, or the view a presentation controller wraps
    /// it in).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
