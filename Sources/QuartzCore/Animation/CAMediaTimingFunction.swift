import Foundation

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping an animation's
/// time fraction (x) to its progress (y), as Core Animation's `CAMediaTimingFunction`.
///
/// Parity: Apple's predefined control points (see `CAMediaTimingFunctionName`). Control points are read
/// as the decimals they were written as. `evaluate` solves the
/// curve's x(s) = fraction for s by Newton's method with a bisection fallback, to 1e-12, then returns y(s).
/// Nonisolated and immutable, so it can be shared freely. Open, as Apple's Objective-C class is: a subclass
/// may override `getControlPoint(at:values:)` and `NSObject`'s members (the pacing reads the control
/// points it was created with, as Core Animation's does).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The first control point.
    let c1: (x: Double, y: Double)
    /// The second control point.
    let c2: (x: Double, y: Double)

    /// Creates a curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`); x values are clamped to 0...1
    /// so the curve is a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (min(max(Self.decimal(c1x), 0), 1), Self.decimal(c1y))
        c2 = (min(max(Self.decimal(c2x), 0), 1), Self.decimal(c2y))
        super.init()
    }

    /// Creates one of the predefined curves; an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// `value` as the decimal it was written as (0.42 rather than 0.41999998688…): the shortest decimal
    /// that reads back as the same `Float`, so the curves are exactly symmetric where Apple's are.
    private static func decimal(_ value: Float) -> Double {
        Double("\(value)") ?? Double(value)
    }

    /// Writes control point `idx` (0...3: start, first control, second control, end) into `ptr[0...1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (x: Double, y: Double)
        switch idx {
        case 1: p = c1
        case 2: p = c2
        case 3: p = (1, 1)
        default: p = (0, 0)
        }
        ptr[0] = Float(p.x)
        ptr[1] = Float(p.y)
    }

    /// Whether the curve is the identity (both control points on the diagonal).
    var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// The progress at time fraction `x` (0...1; values outside are clamped). Not public API (Core
    /// Animation solves its curves privately).
    /// - Complexity: O(1) (a few Newton iterations).
    @_spi(OpenUIKitBackend)
    public final func evaluate(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let s = solveParameter(forX: x)
        return Self.bezier(s, c1.y, c2.y)
    }

    /// One coordinate of the cubic Bézier with end points 0 and 1: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// The derivative of `bezier` with respect to `s`.
    static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x is `x`.
    private func solveParameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, c1.x, c2.x) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.bezierSlope(s, c1.x, c2.x)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, c1.x, c2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    // MARK: - NSObject

    /// Curves are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    /// Hashes the control points.
    open override var hash: Int {
        var h = Hasher()
        h.combine(c1.x); h.combine(c1.y); h.combine(c2.x); h.combine(c2.y)
        return h.finalize()
    }

    /// The control points, for debugging.
    open override var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}
