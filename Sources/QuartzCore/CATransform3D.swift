import CoreGraphics
import Foundation

/// A 4×4 homogeneous transform as Core Animation defines it: row vectors, so a point `(x, y, z, 1)` maps
/// to `(x, y, z, 1) × M`, and `m41`, `m42`, `m43` hold the translation.
///
/// Parity: the fields, `CATransform3DIdentity` and the `CATransform3D…` functions match Apple's.
/// Deviation: OpenUIKit's compositor draws a layer's transform as its affine part (`m11 m12 m21 m22 m41
/// m42`); perspective (`m34`) and other 3D terms are ignored when rendering.
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1 (x scale).
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2 (y scale).
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3 (z scale).
    public var m33: CGFloat
    /// Row 3, column 4 (perspective; set to `-1 / distance` for a perspective view).
    public var m34: CGFloat
    /// Row 4, column 1 (x translation).
    public var m41: CGFloat
    /// Row 4, column 2 (y translation).
    public var m42: CGFloat
    /// Row 4, column 3 (z translation).
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates the all-zero matrix, as the imported C struct's `init()` does on Apple platforms.
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// Creates a matrix from its sixteen entries, row by row (the memberwise initializer of Apple's import).
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The entries as a row-major array of 16 values.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a matrix from 16 row-major entries.
    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The affine part used for 2D rendering: `(m11, m12, m21, m22, m41, m42)`.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether this is exactly the identity (fast check used on hot paths).
    var isIdentity: Bool { self == CATransform3DIdentity }

    // MARK: - CustomStringConvertible

    /// The four rows, for debugging.
    public var description: String {
        "CATransform3D([\(m11) \(m12) \(m13) \(m14)] [\(m21) \(m22) \(m23) \(m24)] "
            + "[\(m31) \(m32) \(m33) \(m34)] [\(m41) \(m42) \(m43) \(m44)])"
    }
}
