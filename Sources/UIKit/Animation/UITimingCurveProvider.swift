import Foundation

/// What an animator's pacing is made of, as UIKit's `UITimingCurveProvider`. Deviation: `NSCoding` and
/// `NSCopying` are not required.
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for builtin, cubic and composed curves.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for spring and composed curves.
    var springTimingParameters: UISpringTimingParameters? { get }
}
