import CoreGraphics
import Foundation

/// A value an animation interpolates, converted once from the `Any` of `fromValue`/`toValue`/`values`.
/// Not public API.
///
/// Interpolation is component-wise: numbers, points, sizes, rectangles, colours (sRGB components with
/// alpha, not premultiplied), arrays (element by element, for gradient `colors`/`locations`) and paths with
/// equal element structures (point by point; otherwise the value switches at the halfway point).
/// Transforms whose 3D part is affine interpolate by decomposition (translation, rotation, scale, shear,
/// so a quarter turn stays a rigid rotation); other transforms interpolate their 16 entries.
enum AnimatableValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
    /// A colour as given (kept, so that writing a model value back restores the very same object).
    case colorObject(CGColor)
    /// Boxed, so that the enum stays small (frames copy many values).
    indirect case transform(CATransform3D)
    case path(CGPath)
    case list([AnimatableValue])
    /// `nil` (a `nil` colour or path): treated as transparent/empty and switched discretely.
    case none

    /// Converts a value given to an animation or read from a layer.
    init?(_ any: Any?) {
        guard let any else { self = .none; return }
        switch any {
        case let v as AnimatableValue: self = v
        case is NSNull: self = .none
        case let v as CGFloat: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .colorObject(v)
        case let v as CGPath: self = .path(v)
        case let v as [Any]:
            var items: [AnimatableValue] = []
            items.reserveCapacity(v.count)
            for item in v {
                guard let converted = AnimatableValue(item) else { return nil }
                items.append(converted)
            }
            self = .list(items)
        default: return nil
        }
    }

    // MARK: Reading back

    var cgFloat: CGFloat {
        switch self {
        case .number(let v): return CGFloat(v)
        default: return 0
        }
    }

    var float: Float { Float(cgFloat) }

    var cgPoint: CGPoint {
        if case .point(let p) = self { return p }
        if case .number(let v) = self { return CGPoint(x: v, y: v) }
        return .zero
    }

    var cgSize: CGSize {
        if case .size(let s) = self { return s }
        if case .point(let p) = self { return CGSize(width: p.x, height: p.y) }
        return .zero
    }

    var cgRect: CGRect {
        if case .rect(let r) = self { return r }
        return .zero
    }

    var cgColor: CGColor? {
        switch self {
        case .colorObject(let c): return c
        case .color(let r, let g, let b, let a):
            func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
            return CGColor(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(a))
        default: return nil
        }
    }

    /// The value with colour objects turned into components (what arithmetic works on).
    var normalized: AnimatableValue {
        if case .colorObject(let c) = self {
            let v = c.rgba
            return .color(r: v.red, g: v.green, b: v.blue, a: v.alpha)
        }
        return self
    }

    var transform3D: CATransform3D {
        switch self {
        case .transform(let t): return t
        case .number(let v): return CATransform3DMakeScale(CGFloat(v), CGFloat(v), 1)
        default: return CATransform3DIdentity
        }
    }

    var cgPath: CGPath? {
        if case .path(let p) = self { return p }
        return nil
    }

    /// The value as an `Any` of the type the layer property holds (colours as `CGColor`, lists as `[Any]`).
    var anyValue: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .color, .colorObject: return cgColor
        case .transform(let t): return t
        case .path(let p): return p
        case .list(let items): return items.map { $0.anyValue as Any }
        case .none: return nil
        }
    }

    // MARK: Arithmetic

    /// `a + (b - a) × t`, component-wise.
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        let a = a.normalized, b = b.normalized
        let f = CGFloat(t)
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: p.width + (q.width - p.width) * f, height: p.height + (q.height - p.height) * f))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.minX + (q.minX - p.minX) * f, y: p.minY + (q.minY - p.minY) * f,
                                width: p.width + (q.width - p.width) * f, height: p.height + (q.height - p.height) * f))
        case (.color(let r0, let g0, let b0, let a0), .color(let r1, let g1, let b1, let a1)):
            return .color(r: r0 + (r1 - r0) * f, g: g0 + (g1 - g0) * f, b: b0 + (b1 - b0) * f, a: a0 + (a1 - a0) * f)
        case (.none, .color(let r, let g, let b, let a)):
            return .color(r: r, g: g, b: b, a: a * f)
        case (.color(let r, let g, let b, let a), .none):
            return .color(r: r, g: g, b: b, a: a * (1 - f))
        case (.transform(let p), .transform(let q)): return .transform(TransformDecomposition.interpolate(p, q, t))
        case (.path(let p), .path(let q)):
            return PathInterpolation.interpolate(p, q, t).map { .path($0) } ?? (t < 0.5 ? a : b)
        case (.list(let p), .list(let q)) where p.count == q.count:
            return .list(zip(p, q).map { interpolate($0, $1, t) })
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `a + b × k`, component-wise (additive and cumulative animations, `byValue`). Colours and transforms
    /// add per component and concatenate respectively; other kinds return `a`.
    static func add(_ a: AnimatableValue, _ b: AnimatableValue, times k: Double = 1) -> AnimatableValue {
        let a = a.normalized, b = b.normalized
        let f = CGFloat(k)
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y * k)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x * f, y: p.y + q.y * f))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width * f, height: p.height + q.height * f))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.minX + q.minX * f, y: p.minY + q.minY * f,
                                width: p.width + q.width * f, height: p.height + q.height * f))
        case (.color(let r0, let g0, let b0, let a0), .color(let r1, let g1, let b1, let a1)):
            return .color(r: r0 + r1 * f, g: g0 + g1 * f, b: b0 + b1 * f, a: a0 + a1 * f)
        case (.transform(let p), .transform(let q)):
            let scaled = TransformDecomposition.interpolate(CATransform3DIdentity, q, k)
            return .transform(CATransform3DConcat(scaled, p))
        case (.list(let p), .list(let q)) where p.count == q.count:
            return .list(zip(p, q).map { add($0, $1, times: k) })
        default: return a
        }
    }

    /// `a - b`, component-wise (for `byValue` with `toValue`).
    static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch b {
        case .transform(let q): return add(a, .transform(CATransform3DInvert(q)))
        default: return add(a, b, times: -1)
        }
    }

    /// The straight-line distance between two values (paced keyframes).
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        let a = a.normalized, b = b.normalized
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case (.size(let p), .size(let q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case (.rect(let p), .rect(let q)):
            let d = [q.minX - p.minX, q.minY - p.minY, q.width - p.width, q.height - p.height]
            return Double(sqrt(d.reduce(0) { $0 + $1 * $1 }))
        case (.color(let r0, let g0, let b0, let a0), .color(let r1, let g1, let b1, let a1)):
            let d = [r1 - r0, g1 - g0, b1 - b0, a1 - a0]
            return Double(sqrt(d.reduce(0) { $0 + $1 * $1 }))
        case (.transform(let p), .transform(let q)):
            return Double(hypot(q.m41 - p.m41, q.m42 - p.m42)) + abs(Double(q.m11 - p.m11)) + abs(Double(q.m22 - p.m22))
        default: return 1
        }
    }

    /// A Catmull-Rom point between `p1` and `p2` at `t` (cubic keyframes), component-wise for numbers,
    /// points, sizes and rectangles; other kinds interpolate linearly.
    static func catmullRom(_ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue,
                           _ t: Double) -> AnimatableValue {
        let p0 = p0.normalized, p1 = p1.normalized, p2 = p2.normalized, p3 = p3.normalized
        func cr(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
        }
        func crf(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            CGFloat(cr(Double(a), Double(b), Double(c), Double(d)))
        }
        switch (p0, p1, p2, p3) {
        case (.number(let a), .number(let b), .number(let c), .number(let d)): return .number(cr(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(CGPoint(x: crf(a.x, b.x, c.x, d.x), y: crf(a.y, b.y, c.y, d.y)))
        case (.size(let a), .size(let b), .size(let c), .size(let d)):
            return .size(CGSize(width: crf(a.width, b.width, c.width, d.width),
                                height: crf(a.height, b.height, c.height, d.height)))
        case (.rect(let a), .rect(let b), .rect(let c), .rect(let d)):
            return .rect(CGRect(x: crf(a.minX, b.minX, c.minX, d.minX), y: crf(a.minY, b.minY, c.minY, d.minY),
                                width: crf(a.width, b.width, c.width, d.width),
                                height: crf(a.height, b.height, c.height, d.height)))
        default: return interpolate(p1, p2, t)
        }
    }
}
