import Foundation

/// Insets for the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// All-zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All-zero insets.
    public static let zero = UIEdgeInsets()

    /// UIKit's description format, `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (negative insets grow it), as UIKit's `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
