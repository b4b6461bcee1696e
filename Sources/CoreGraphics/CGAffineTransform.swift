import Foundation

/// An affine transformation matrix for 2D drawing: `[a b 0; c d 0; tx ty 1]`, applied to row vectors
/// (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`), exactly as on Apple platforms.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Horizontal scale / rotation component.
    public var a: CGFloat
    /// Rotation / skew component.
    public var b: CGFloat
    /// Rotation / skew component.
    public var c: CGFloat
    /// Vertical scale / rotation component.
    public var d: CGFloat
    /// Horizontal translation.
    public var tx: CGFloat
    /// Vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates the identity transform, as `CGAffineTransform()` does on iOS.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// Creates a transform from its six components (the unlabeled form Apple's overlay offers).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A transform that translates by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A transform that scales by (`sx`, `sy`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A transform that rotates by `angle` radians; positive angles turn clockwise on screen (y points down),
    /// counter-clockwise in a y-up space, as on iOS.
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` and then `t2` (`self × t2`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Translates, then applies `self` (`translation × self`), as `CGAffineTransformTranslate` does.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales, then applies `self` (`scale × self`), as `CGAffineTransformScale` does.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotates, then applies `self` (`rotation × self`), as `CGAffineTransformRotate` does.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A textual form matching Apple's debug output order.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}
