import Foundation
@testable import QuartzCore
import Testing

@MainActor
@Suite struct ShapeAndGradientTests {
    @Test func shapeDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor.black && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.fillRule == .nonZero && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
    }

    @Test func shapeFillAndStroke() {
        let root = makeRoot(width: 60, height: 60)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        shape.fillColor = rgb(0, 0, 255)
        shape.strokeColor = rgb(255, 0, 0)
        shape.lineWidth = 4
        root.addSublayer(shape)   // zero bounds: the path still draws
        let screen = renderOnce(root, width: 60, height: 60)
        #expect(screen.pixel(25, 25) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(10, 25) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(25, 41) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(5, 5) == Pixel(255, 255, 255, 255))
        shape.fillColor = nil
        screen.render(root)
        #expect(screen.pixel(25, 25) == Pixel(255, 255, 255, 255))
    }

    @Test func strokeEndDrawsPartOfThePath() {
        let root = makeRoot(width: 100, height: 20)
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = rgb(0, 0, 0)
        shape.lineWidth = 6
        shape.strokeEnd = 0.5
        root.addSublayer(shape)
        let screen = renderOnce(root, width: 100, height: 20)
        #expect(screen.pixel(25, 10) == Pixel(0, 0, 0, 255))
        #expect(screen.pixel(75, 10) == Pixel(255, 255, 255, 255))
        shape.strokeStart = 0.6
        shape.strokeEnd = 1
        screen.render(root)
        #expect(screen.pixel(25, 10) == Pixel(255, 255, 255, 255))
        #expect(screen.pixel(75, 10) == Pixel(0, 0, 0, 255))
        #expect(screen.pixel(55, 10) == Pixel(255, 255, 255, 255))
    }

    @Test func trimmedPathLength() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let half = ShapeGeometry.trimmed(path, from: 0, to: 0.5)
        let length = ShapeGeometry.polylines(of: half).reduce(0) { $0 + ShapeGeometry.length(of: $1.points) }
        #expect(abs(length - 20) < 1e-9)
    }

    @Test func axialGradientEndColours() {
        let root = makeRoot(width: 20, height: 100)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 20, height: 100)
        gradient.colors = [rgb(255, 0, 0), rgb(0, 0, 255)]
        root.addSublayer(gradient)
        let screen = renderOnce(root, width: 20, height: 100)
        #expect(screen.pixel(10, 0).isClose(to: Pixel(255, 0, 0, 255), tolerance: 4))
        #expect(screen.pixel(10, 99).isClose(to: Pixel(0, 0, 255, 255), tolerance: 4))
        #expect(screen.pixel(10, 50).isClose(to: Pixel(127, 0, 127, 255), tolerance: 4))
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.locations = [0.5, 1]
        screen.render(root)
        #expect(screen.pixel(5, 50) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(19, 50).isClose(to: Pixel(0, 0, 255, 255), tolerance: 16))
    }

    @Test func radialAndConicGradients() {
        let root = makeRoot(width: 40, height: 40)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        gradient.colors = [rgb(255, 255, 0), rgb(0, 255, 0)]
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        root.addSublayer(gradient)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(20, 20).isClose(to: Pixel(255, 255, 0, 255), tolerance: 16))
        #expect(screen.pixel(0, 0) == Pixel(0, 255, 0, 255))
        gradient.type = .conic
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        screen.render(root)
        #expect(screen.pixel(39, 21).isClose(to: Pixel(255, 255, 0, 255), tolerance: 16))   // just after the start ray
        #expect(screen.pixel(39, 19).isClose(to: Pixel(0, 255, 0, 255), tolerance: 16))    // just before it
    }
}
