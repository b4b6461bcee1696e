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

    /// A rectangle with all corners rounded by `cornerRadius` (clamped to half the shorter side).
    ///
    /// OpenUIKit draws circular corners; iOS 7 and later draw "continuous" corners whose curvature eases
    /// in, which differ by a fraction of a point (documented deviation).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the `corners` rounded. As on iOS, the corners are circular with radius
    /// `cornerRadii.width` (the height is ignored), clamped to half the shorter side. The path starts
    /// at the top edge and goes clockwise on screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        func radiusFor(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = radiusFor(.topLeft), tr = radiusFor(.topRight), br = radiusFor(.bottomRight), bl = radiusFor(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { addCorner(CGPoint(x: r.maxX - tr, y: r.minY + tr), tr, from: -.pi / 2) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { addCorner(CGPoint(x: r.maxX - br, y: r.maxY - br), br, from: 0) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { addCorner(CGPoint(x: r.minX + bl, y: r.maxY - bl), bl, from: .pi / 2) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { addCorner(CGPoint(x: r.minX + tl, y: r.minY + tl), tl, from: .pi) }
        path.closeSubpath()
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

    /// A quarter-circle corner from angle `start` (y-down, increasing = clockwise on screen).
    private func addCorner(_ center: CGPoint, _ radius: CGFloat, from start: CGFloat) {
        path.addRelativeArc(center: center, radius: radius, startAngle: start, delta: .pi / 2)
    }
}
