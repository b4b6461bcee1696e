import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat
    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// Creates a zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// A zero offset.
    public static let zero = UIOffset()
}
