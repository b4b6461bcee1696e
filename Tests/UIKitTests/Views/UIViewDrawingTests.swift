import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct UIViewDrawingTests {
    final class Circle: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    @Test func drawRunsOncePerSetNeedsDisplayAndPaintsPixels() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let circle = Circle(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(circle)
        host.show(vc)
        #expect(circle.draws == 1)
        host.renderFrame()
        #expect(circle.draws == 1)
        circle.setNeedsDisplay()
        circle.setNeedsDisplay()
        host.renderFrame()
        #expect(circle.draws == 2)
        let image = host.snapshot()
        let center = image.pixel(x: 100, y: 100)!
        let corner = image.pixel(x: 2, y: 2)!
        #expect(center.red == 255 && center.green < 80)
        #expect(corner.red == 255 && corner.green == 255)
    }

    @Test func viewsThatDoNotDrawGetNoBackingBitmap() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let vc = UIViewController()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.backgroundColor = .systemBlue
        vc.view.addSubview(plain)
        host.show(vc)
        #expect(plain.layer.contents == nil)
        #expect(host.snapshot().pixel(x: 10, y: 10)?.blue == 255)
    }

    @Test func redrawContentModeRedrawsOnResize() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let vc = UIViewController()
        let circle = Circle(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        vc.view.addSubview(circle)
        host.show(vc)
        circle.frame.size = CGSize(width: 60, height: 60)
        host.renderFrame()
        #expect(circle.draws == 1)
        circle.contentMode = .redraw
        circle.frame.size = CGSize(width: 80, height: 80)
        host.renderFrame()
        #expect(circle.draws == 2)
    }

    @Test func imageViewShowsImagesAndTintsSymbols() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 50), scale: 2)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.systemRed.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let photo = UIImageView(image: red)
        photo.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let symbol = UIImageView(image: UIImage(systemName: "circle.fill"))
        symbol.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        symbol.tintColor = .systemGreen
        vc.view.addSubview(photo)
        vc.view.addSubview(symbol)
        host.show(vc)
        #expect(photo.intrinsicContentSize == CGSize(width: 10, height: 10))
        #expect(!photo.isUserInteractionEnabled)
        let image = host.snapshot()
        let p = image.pixel(x: 50, y: 50)!
        #expect(p.red == 255 && p.green < 80)
        let s = image.pixel(x: 150, y: 50)!
        #expect(s.green > 150 && s.red < 100)
    }
}
