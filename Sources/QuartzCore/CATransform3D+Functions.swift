import CoreGraphics
import Foundation

/// The identity transform, `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`. Rotating about `(0, 0, 1)`
/// equals `CGAffineTransform(rotationAngle:)`: clockwise on an iOS (y-down) screen. A zero vector gives
/// the identity, as on Apple platforms.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
        m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
        m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `b` applied after `a` (`a × b`).
/// - Complexity: 64 multiplications.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries, y = b.entries
    var r = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            r[i * 4 + j] = x[i * 4] * y[j] + x[i * 4 + 1] * y[4 + j] + x[i * 4 + 2] * y[8 + j] + x[i * 4 + 3] * y[12 + j]
        }
    }
    return CATransform3D(entries: r)
}

/// Translates by `(tx, ty, tz)`, then applies `t` (`translation × t`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Scales by `(sx, sy, sz)`, then applies `t` (`scale × t`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Rotates by `angle` about `(x, y, z)`, then applies `t` (`rotation × t`).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`; a singular matrix is returned unchanged, as on Apple platforms.
/// - Complexity: Gauss-Jordan elimination on a 4×4 matrix.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var a = t.entries
    var inv = CATransform3DIdentity.entries
    for col in 0..<4 {
        var pivot = col
        for row in col..<4 where abs(a[row * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = row }
        let p = a[pivot * 4 + col]
        guard p != 0, p.isFinite else { return t }
        if pivot != col {
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, col * 4 + k)
                inv.swapAt(pivot * 4 + k, col * 4 + k)
            }
        }
        for k in 0..<4 { a[col * 4 + k] /= p; inv[col * 4 + k] /= p }
        for row in 0..<4 where row != col {
            let f = a[row * 4 + col]
            guard f != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= f * a[col * 4 + k]
                inv[row * 4 + k] -= f * inv[col * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inv)
}

/// The 3D transform equivalent to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` can be represented exactly as an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: `(m11, m12, m21, m22, m41, m42)`. The other entries are dropped.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
