@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// A path of lines and curves with drawing attributes, as UIKit's `UIBezierPath`.
///
/// Coordinates are UIKit's: y grows downwards, so `clockwise` in the arc methods means clockwise on
/// screen (the opposite flag of `CGMutablePath.addArc`'s, as on iOS). Drawing (`fill()`, `stroke()`,
/// `addClip()`) goes to `UIGraphicsGetCurrentContext()`.
///
/// Like iOS's, the class is not `Sendable`: a path is mutable. It is not tied to the main actor either
/// (UIKit's graphics functions may be used from any thread).
open class UIBezierPath: NSObject {
    /// The path's elements.
    var path = CGMutablePath()

    /// The stroke width in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The shape of open subpaths' ends; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of joins between segments; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The curve flattening tolerance; 0.6 by default. Kept for parity: cairo chooses its own tolerance
    /// (documented deviation).
    open var flatness: CGFloat = 0.6
    /// Whether fills and `contains(_:)` use the even-odd rule instead of non-zero winding; `false` by default.
    open var usesEvenOddFillRule = false

    /// The dash pattern and phase; empty for a solid line.
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle, starting at the top-left corner and going clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`, starting at its right-most point and going clockwise on screen, as
    /// on iOS.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else {
            if !r.isNull { path.addRect(r) }
            return
        }
        let toRect = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 2 * .pi, transform: toRect)
        path.closeSubpath()
    }

    /// A rectangle with all corners rounded by `cornerRadius`, in the continuous ("squircle") shape UIKit
    /// draws since iOS 7: each edge starts bending about 1.528665 × `cornerRadius` from its corner, and a
    /// radius of half the shorter side or more gives a capsule. See
    /// `CGMutablePath.addContinuousRoundedRect` for the shape and what happens in small rectangles.
    /// - Complexity: O(1).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the `corners` rounded by `cornerRadii.width` (the height is ignored, as on iOS), in
    /// the same continuous shape as `init(roundedRect:cornerRadius:)` (the shape iOS 7 and later draw; the
    /// other corners stay square). The path starts on the top edge and goes clockwise on screen.
    /// - Complexity: O(1).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addContinuousRoundedRect(rect, cornerRadius: max(0, cornerRadii.width),
                                      corners: (corners.contains(.topLeft), corners.contains(.topRight),
                                                corners.contains(.bottomRight), corners.contains(.bottomLeft)))
    }

    /// A circular arc (a new subpath starting at the arc's start). Angles are radians from the positive x
    /// axis; with y down, increasing angles go clockwise on screen, so `clockwise: true` draws increasing
    /// angles, as UIKit does.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` and default drawing attributes.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path as an immutable Core Graphics path (a copy); setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .null, transform: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
}
