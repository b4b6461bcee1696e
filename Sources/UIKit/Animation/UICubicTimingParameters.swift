import QuartzCore
import Foundation

/// A cubic Bézier pacing for an animator, as UIKit's `UICubicTimingParameters`.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The standard curve, or `.easeInOut` for custom control points.
    open private(set) var animationCurve: UIView.AnimationCurve
    /// The first control point.
    open private(set) var controlPoint1: CGPoint
    /// The second control point.
    open private(set) var controlPoint2: CGPoint

    /// The default curve: ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the standard curves (Apple's control points, see `UIView.AnimationCurve`).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: controlPoint1 = CGPoint(x: 0.42, y: 0); controlPoint2 = CGPoint(x: 0.58, y: 1)
        case .easeIn: controlPoint1 = CGPoint(x: 0.42, y: 0); controlPoint2 = CGPoint(x: 1, y: 1)
        case .easeOut: controlPoint1 = CGPoint(x: 0, y: 0); controlPoint2 = CGPoint(x: 0.58, y: 1)
        case .linear: controlPoint1 = CGPoint(x: 0, y: 0); controlPoint2 = CGPoint(x: 1, y: 1)
        }
        isBuiltin = true
        super.init()
    }

    /// A custom curve through (0, 0), `point1`, `point2`, (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    private let isBuiltin: Bool

    /// `.builtin` for a standard curve, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
