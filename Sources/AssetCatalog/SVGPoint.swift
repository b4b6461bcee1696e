import Foundation

/// A point of SVG user space (y down), in the pure asset catalog module.
public struct SVGPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `t` of the way from `self` to `other`.
    func interpolated(to other: SVGPoint, _ t: Double) -> SVGPoint {
        SVGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
