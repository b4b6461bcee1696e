// Subclass-and-override tests for CALayer: the compositor calls a subclass's display(), draw(in:) and
// layoutSublayers(), and a layer's action(forKey:) override decides implicit animations. Plain `import UIKit`.
import Testing
import UIKit
import UIKitTesting

@MainActor
private final class DiagonalLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

@MainActor
private final class ContentsLayer: CALayer {
    var displays = 0
    override func display() {
        displays += 1
        let renderer = UIGraphicsImageRenderer(size: bounds.size, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        contents = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(origin: .zero, size: self.bounds.size))
        }.cgImage
    }
}

@MainActor
private final class ArrangingLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
        sublayers?.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10)
    }
    var askedKeys: [String] = []
    override func action(forKey event: String) -> (any CAAction)? {
        askedKeys.append(event)
        return super.action(forKey: event)
    }
    override func addSublayer(_ layer: CALayer) {
        askedKeys.append("addSublayer")
        super.addSublayer(layer)
    }
}

@MainActor
struct LayerOverrideTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let width = image.width
        let data = image.dataProvider!.data! as Data
        let offset = (y * width + x) * 4
        // HeadlessHost snapshots are premultiplied BGRA (byte order 32 little).
        return (data[offset + 2], data[offset + 1], data[offset])
    }

    private func host(_ layer: CALayer) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        controller.view.backgroundColor = .white
        controller.view.layer.addSublayer(layer)
        host.advance(by: host.frameDuration)
        return host
    }

    @Test func drawInContextOverrideFillsTheLayer() throws {
        let layer = DiagonalLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setNeedsDisplay()
        let host = host(layer)
        #expect(layer.draws == 1)
        let image = host.snapshot()
        let left = pixel(image, 20, 50), right = pixel(image, 80, 50)
        #expect(left.r > 240 && left.g < 15 && left.b < 15)
        #expect(right.r > 240 && right.g > 240 && right.b > 240)
    }

    @Test func displayOverrideSetsTheContentsTheCompositorDraws() {
        let layer = ContentsLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setNeedsDisplay()
        let host = host(layer)
        #expect(layer.displays == 1)
        let centre = pixel(host.snapshot(), 50, 50)
        #expect(centre.b > 240 && centre.r < 15 && centre.g < 15)
    }

    @Test func layoutSublayersAndActionOverridesAreConsulted() {
        let layer = ArrangingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        let child = CALayer()
        layer.addSublayer(child)
        #expect(layer.askedKeys.contains("addSublayer"))
        let host = host(layer)
        #expect(layer.layouts >= 1)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 10))
        layer.askedKeys.removeAll()
        layer.opacity = 0.5
        #expect(layer.askedKeys == ["opacity"])
        layer.bounds.size.width = 60
        host.advance(by: host.frameDuration)
        #expect(child.frame.width == 60)
    }
}
