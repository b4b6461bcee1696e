import Foundation

/// An `<inset>` (`minX minY maxX maxY`), `<edgeInsets>` (`top left bottom right`) or
/// `<directionalEdgeInsets>` (`top leading bottom trailing`) element, as top/left/bottom/right
/// (leading/trailing map to left/right; `isDirectional` says which form it was).
public struct IBInsets: Sendable, Equatable {
    /// The top inset (`minY` in the `<inset>` form).
    public var top: Double
    /// The left (leading) inset (`minX`).
    public var left: Double
    /// The bottom inset (`maxY`).
    public var bottom: Double
    /// The right (trailing) inset (`maxX`).
    public var right: Double
    /// Whether the element was `<directionalEdgeInsets>`.
    public var isDirectional: Bool

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }
}
