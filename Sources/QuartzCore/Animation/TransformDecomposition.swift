import CoreGraphics
import Foundation

/// Interpolation and sub-key access for `CATransform3D` values. Not public API.
///
/// A transform whose 3D part is affine (`CATransform3DIsAffine`) decomposes into translation, rotation,
/// scale and shear, like Core Animation's decomposition restricted to 2D: interpolating those keeps a
/// rotation rigid (a quarter turn does not pass through a squashed matrix). A transform with a 3D part
/// interpolates its 16 entries (a documented simplification: Core Animation decomposes in 3D).
enum TransformDecomposition {
    /// The 2D parts of an affine transform: `T(tx, ty) · R(angle) · Shear(shear) · S(sx, sy)`.
    struct Parts {
        var tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, shear: CGFloat
    }

    /// Decomposes the affine part of `t` (column-vector convention: x' = a·x + c·y + tx).
    static func parts(_ t: CATransform3D) -> Parts {
        let a = t.m11, b = t.m12, c = t.m21, d = t.m22
        let sx = hypot(a, b)
        let angle = sx == 0 ? 0 : atan2(b, a)
        // Remove the rotation: [a c; b d] = R · [sx k; 0 sy].
        let cosA = cos(angle), sinA = sin(angle)
        let k = cosA * c + sinA * d
        var sy = -sinA * c + cosA * d
        if sx == 0 { sy = d }
        let shear = sy == 0 ? 0 : k / sy
        return Parts(tx: t.m41, ty: t.m42, angle: angle, sx: sx, sy: sy, shear: shear)
    }

    /// The affine transform made of `p` (inverse of `parts`).
    static func compose(_ p: Parts) -> CATransform3D {
        let cosA = cos(p.angle), sinA = sin(p.angle)
        // [a c; b d] = R · [sx shear·sy; 0 sy]
        let a = cosA * p.sx, b = sinA * p.sx
        let c = cosA * p.shear * p.sy - sinA * p.sy
        let d = sinA * p.shear * p.sy + cosA * p.sy
        var t = CATransform3DIdentity
        t.m11 = a; t.m12 = b; t.m21 = c; t.m22 = d; t.m41 = p.tx; t.m42 = p.ty
        return t
    }

    /// `a` to `b` at `t`: by decomposition when both are affine, else entry by entry.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        let f = CGFloat(t)
        guard CATransform3DIsAffine(a), CATransform3DIsAffine(b) else {
            let ea = a.entries, eb = b.entries
            return CATransform3D(entries: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * f })
        }
        let p = parts(a), q = parts(b)
        var angle = q.angle - p.angle
        if angle > .pi { angle -= 2 * .pi } else if angle < -.pi { angle += 2 * .pi }
        return compose(Parts(tx: p.tx + (q.tx - p.tx) * f, ty: p.ty + (q.ty - p.ty) * f, angle: p.angle + angle * f,
                             sx: p.sx + (q.sx - p.sx) * f, sy: p.sy + (q.sy - p.sy) * f,
                             shear: p.shear + (q.shear - p.shear) * f))
    }

    /// The value of a `transform` sub-key path (`rotation.z`, `scale`, `translation.x`, ...), or `nil`.
    static func component(_ key: Substring, of t: CATransform3D) -> AnimatableValue? {
        let p = parts(t)
        switch key {
        case "rotation", "rotation.z": return .number(Double(p.angle))
        case "scale": return .number(Double((p.sx + p.sy) / 2))
        case "scale.x": return .number(Double(p.sx))
        case "scale.y": return .number(Double(p.sy))
        case "scale.z": return .number(Double(t.m33))
        case "translation": return .size(CGSize(width: p.tx, height: p.ty))
        case "translation.x": return .number(Double(p.tx))
        case "translation.y": return .number(Double(p.ty))
        case "translation.z": return .number(Double(t.m43))
        default: return nil
        }
    }

    /// `t` with a sub-key path replaced by `value` (the other parts kept), or `t` for unknown keys.
    /// A rotation is taken as given (so 0 → 2π turns fully), not normalized.
    static func setting(_ key: Substring, to value: AnimatableValue, in t: CATransform3D) -> CATransform3D {
        var p = parts(t)
        let v = value.cgFloat
        switch key {
        case "rotation", "rotation.z": p.angle = v
        case "scale": p.sx = v; p.sy = v
        case "scale.x": p.sx = v
        case "scale.y": p.sy = v
        case "translation": let s = value.cgSize; p.tx = s.width; p.ty = s.height
        case "translation.x": p.tx = v
        case "translation.y": p.ty = v
        case "scale.z", "translation.z":
            var r = t
            if key == "scale.z" { r.m33 = v } else { r.m43 = v }
            return r
        default: return t
        }
        var r = compose(p)
        // Keep the 3D entries the decomposition does not touch.
        r.m13 = t.m13; r.m14 = t.m14; r.m23 = t.m23; r.m24 = t.m24
        r.m31 = t.m31; r.m32 = t.m32; r.m33 = t.m33; r.m34 = t.m34; r.m43 = t.m43; r.m44 = t.m44
        return r
    }
}
