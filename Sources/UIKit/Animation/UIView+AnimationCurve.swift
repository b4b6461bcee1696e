import QuartzCore
import Foundation

extension UIView {
    /// The standard pacing curves, as UIKit's `UIView.AnimationCurve` (Apple's raw values).
    public enum AnimationCurve: Int, Sendable {
        /// Slow start and end: control points (0.42, 0), (0.58, 1).
        case easeInOut = 0
        /// Slow start: (0.42, 0), (1, 1).
        case easeIn = 1
        /// Slow end: (0, 0), (0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The curve as a Core Animation timing function.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
