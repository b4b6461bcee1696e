import Foundation

/// A popover's panel as iOS draws it: a rounded rectangle (13-point corners) with the arrow on one edge,
/// filled with the popover's background colour, over a soft shadow. Its frame is the placement's
/// `frame`; the content area and the arrow are given in its own coordinates. Not public API.
final class PopoverBackgroundView: UIView {
    /// The colour of the panel and arrow; nil: the system background (elevated in dark mode).
    var fillColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The content area, in this view's coordinates.
    private(set) var contentRect: CGRect = .zero
    /// The arrow's direction and tip, in this view's coordinates (nil tip: no arrow).
    private(set) var arrow: (direction: UIPopoverArrowDirection, tip: CGPoint)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    required init?(coder: NSCoder) { nil }

    /// Places the panel for `placement` (container coordinates).
    func apply(_ placement: PopoverPlacement) {
        let frame = placement.frame
        self.frame = frame
        let content = placement.contentFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let tip = placement.arrowTip.map { CGPoint(x: $0.x - frame.minX, y: $0.y - frame.minY) }
        let newArrow = tip.map { (placement.direction, $0) }
        let changed = content != contentRect || newArrow?.0 != arrow?.direction || newArrow?.1 != arrow?.tip
        contentRect = content
        arrow = newArrow
        if changed {
            layer.shadowPath = outline().cgPath
            setNeedsDisplay()
        }
    }

    /// The panel's outline: the rounded content area joined with the arrow's triangle, its tip slightly
    /// rounded as iOS's.
    func outline() -> UIBezierPath {
        let path = UIBezierPath(roundedRect: contentRect, cornerRadius: PopoverPlacement.cornerRadius)
        guard let arrow else { return path }
        let half = PopoverPlacement.arrowBase / 2, tip = arrow.tip
        let triangle = UIBezierPath()
        let (a, b, nearTipA, nearTipB): (CGPoint, CGPoint, CGPoint, CGPoint)
        switch arrow.direction {
        case .up:
            let y = contentRect.minY + 1
            (a, b) = (CGPoint(x: tip.x - half, y: y), CGPoint(x: tip.x + half, y: y))
            (nearTipA, nearTipB) = (CGPoint(x: tip.x - 3, y: tip.y + 2), CGPoint(x: tip.x + 3, y: tip.y + 2))
        case .down:
            let y = contentRect.maxY - 1
            (a, b) = (CGPoint(x: tip.x + half, y: y), CGPoint(x: tip.x - half, y: y))
            (nearTipA, nearTipB) = (CGPoint(x: tip.x + 3, y: tip.y - 2), CGPoint(x: tip.x - 3, y: tip.y - 2))
        case .left:
            let x = contentRect.minX + 1
            (a, b) = (CGPoint(x: x, y: tip.y + half), CGPoint(x: x, y: tip.y - half))
            (nearTipA, nearTipB) = (CGPoint(x: tip.x + 2, y: tip.y + 3), CGPoint(x: tip.x + 2, y: tip.y - 3))
        default:
            let x = contentRect.maxX - 1
            (a, b) = (CGPoint(x: x, y: tip.y - half), CGPoint(x: x, y: tip.y + half))
            (nearTipA, nearTipB) = (CGPoint(x: tip.x - 2, y: tip.y - 3), CGPoint(x: tip.x - 2, y: tip.y + 3))
        }
        triangle.move(to: a)
        triangle.addLine(to: nearTipA)
        triangle.addQuadCurve(to: nearTipB, controlPoint: tip)
        triangle.addLine(to: b)
        triangle.close()
        path.append(triangle)
        return path
    }

    override func draw(_ rect: CGRect) {
        (fillColor ?? UIColor.systemBackground).setFill()
        outline().fill()
    }
}
