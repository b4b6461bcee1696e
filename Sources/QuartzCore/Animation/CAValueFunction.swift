import Foundation

/// Turns an animation's interpolated number (or numbers) into a transform, as Core Animation's
/// `CAValueFunction`: a `transform` animation from 0 to 2π with `.rotateZ` turns a full circle, which
/// interpolating two equal matrices cannot express. Open, as Apple's Objective-C class is.
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    open var name: CAValueFunctionName { storedName }
    /// The name given at creation (what the transform is computed from).
    let storedName: CAValueFunctionName

    /// Creates the function named `name` (`nil` for an unknown name, as Core Animation).
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        storedName = name
        super.init()
    }

    /// The transform for `value`: a number, or for `.scale`/`.translate` a point/size/list of up to 3.
    func transform(for value: AnimatableValue) -> CATransform3D {
        var v: [CGFloat]
        switch value {
        case .number(let n): v = [CGFloat(n)]
        case .point(let p): v = [p.x, p.y]
        case .size(let s): v = [s.width, s.height]
        case .list(let items): v = items.map(\.cgFloat)
        default: v = [0]
        }
        let x = v.first ?? 0
        switch storedName {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale:
            return CATransform3DMakeScale(x, v.count > 1 ? v[1] : x, v.count > 2 ? v[2] : (v.count > 1 ? 1 : x))
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate: return CATransform3DMakeTranslation(x, v.count > 1 ? v[1] : 0, v.count > 2 ? v[2] : 0)
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        default: return CATransform3DMakeTranslation(0, 0, x)
        }
    }
}
