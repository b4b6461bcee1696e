import Foundation

/// Insets whose horizontal edges follow the layout direction (leading/trailing), as UIKit's type.
/// OpenUIKit lays out left-to-right, so leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// All-zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// All-zero insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets on all four edges (an OpenUIKit convenience matching SwiftUI's spelling).
    public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The insets in absolute (left-to-right) form.
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension UIEdgeInsets {
    /// The insets in directional form, for left-to-right layout.
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
