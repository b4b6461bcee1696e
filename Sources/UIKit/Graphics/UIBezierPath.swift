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

    // MARK: Forwards to UIBezierPath+Construction.swift

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { performMove(to: point) }

    /// Adds a straight line from the current point to `point`. Without a current point (an empty path) the
    /// call is ignored, as Core Graphics ignores it ("no current point").
    open func addLine(to point: CGPoint) { performAddLine(to: point) }

    /// Adds a cubic Bézier curve from the current point to `endPoint`; ignored without a current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        performAddCurve(to: endPoint, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`; ignored without a current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        performAddQuadCurve(to: endPoint, controlPoint: controlPoint)
    }

    /// Adds a circular arc, joined to the current point by a line. `clockwise` is on screen (y down):
    /// `true` sweeps increasing angles, the opposite flag of `CGMutablePath.addArc`'s, as on iOS.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        performAddArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() { performClose() }

    /// Removes every element (the drawing attributes stay).
    open func removeAllPoints() { performRemoveAllPoints() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { performAppend(bezierPath) }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) { performApply(transform) }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The end point of the last element (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    /// The smallest rectangle containing every point of the path, control points included, as on iOS;
    /// `CGRect.null` for an empty path (as `CGPathGetBoundingBox` gives).
    open var bounds: CGRect { path.boundingBox }

    /// Whether `point` is inside the path under its fill rule (`usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool { performContains(point) }

    /// Sets the dash pattern: `count` lengths from `pattern` (alternating painted and unpainted), starting
    /// `phase` into the pattern. A `nil` pattern or a count of 0 gives a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        performSetLineDash(pattern, count: count, phase: phase)
    }

    /// Reads the dash pattern: copies the lengths into `pattern` (which must have room for them), and
    /// sets `count` and `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        performGetLineDash(pattern, count: count, phase: phase)
    }

    // MARK: Forwards to UIBezierPath+Drawing.swift

    /// Fills the path's interior in the current context's fill colour, with its fill rule. The context's
    /// graphics state (and current path) is left as it was. Does nothing without a current context.
    open func fill() { performFill() }

    /// Fills the path with `blendMode` and `alpha` (0...1).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { performFill(with: blendMode, alpha: alpha) }

    /// Strokes the path in the current context's stroke colour with the path's line width, cap, join, miter
    /// limit and dash. The context's graphics state is left as it was. Does nothing without a current context.
    open func stroke() { performStroke() }

    /// Strokes the path with `blendMode` and `alpha` (0...1).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { performStroke(with: blendMode, alpha: alpha) }

    /// Intersects the current context's clip with the path's interior (under its fill rule). Unlike
    /// `fill()`, the change stays until the caller restores the graphics state, as on iOS.
    open func addClip() { performAddClip() }

    // MARK: Forwards to UIBezierPath+NSCopying.swift

    /// A copy with the same elements and drawing attributes, as on iOS.
    open func copy(with zone: NSZone? = nil) -> Any { performCopy(with: zone) }

    // MARK: Forwards to UIBezierPath+Reversing.swift

    /// A new path with the same shape drawn in the opposite direction: each subpath starts at its old end
    /// and runs its elements backwards (curves with swapped control points); closed subpaths stay closed.
    /// Drawing attributes are copied.
    /// - Complexity: O(n) in the number of elements.
    open func reversing() -> UIBezierPath { performReversing() }
}
