import Foundation
@testable import QuartzCore
import Testing

@MainActor
@Suite struct DisplayAndLayoutTests {
    @Test func drawRunsOnceAfterSetNeedsDisplay() {
        let root = makeRoot(width: 40, height: 40)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        let delegate = RecordingDelegate()
        layer.delegate = delegate
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(delegate.drawCount == 0)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        screen.render(root)
        #expect(delegate.drawCount == 1 && delegate.willDrawCount == 1 && !layer.needsDisplay())
        #expect(screen.pixel(10, 10) == Pixel(255, 0, 0, 255))
        #expect((layer.contents as? CGImage)?.width == 20)
        screen.render(root)
        layer.position.x += 1
        screen.render(root)
        #expect(delegate.drawCount == 1)
        layer.displayIfNeeded()
        #expect(delegate.drawCount == 1)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.displayIfNeeded()
        #expect(delegate.drawCount == 2)
    }

    @Test func backingStoreUsesContentsScale() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 5)
        layer.contentsScale = 3
        let delegate = RecordingDelegate()
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = layer.contents as? CGImage
        #expect(image?.width == 30 && image?.height == 15)
    }

    @Test func delegateDisplayReplacesDrawing() {
        final class Custom: CALayerDelegate {
            var displayed = 0
            func display(_ layer: CALayer) { displayed += 1 }
            func draw(_ layer: CALayer, in ctx: CGContext) { Issue.record("draw should not run") }
        }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        let custom = Custom()
        layer.delegate = custom
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(custom.displayed == 1 && layer.contents == nil)
    }

    @Test func subclassDrawInContext() {
        final class Drawn: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(rgb(0, 255, 0))
                ctx.fill(bounds)
            }
        }
        let root = makeRoot(width: 10, height: 10)
        let layer = Drawn()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 10, height: 10, scale: 2)
        #expect(layer.draws == 1 && screen.pixel(19, 19) == Pixel(0, 255, 0, 255))
    }

    @Test func needsDisplayOnBoundsChange() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(!layer.needsDisplay())
        layer.bounds.size = CGSize(width: 20, height: 20)
        #expect(layer.needsDisplay())
    }

    @Test func layoutRunsOncePerPassTopDown() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.name = "root"; middle.name = "middle"; leaf.name = "leaf"
        let delegate = RecordingDelegate()
        for layer in [root, middle, leaf] { layer.delegate = delegate }
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        root.layoutIfNeeded()
        delegate.events = []
        root.layoutIfNeeded()
        #expect(delegate.events.isEmpty)
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        leaf.setNeedsLayout()
        #expect(leaf.needsLayout())
        root.layoutIfNeeded()
        #expect(delegate.events == ["layout root", "layout leaf"])
        #expect(!leaf.needsLayout() && !root.needsLayout())
        delegate.events = []
        leaf.setNeedsLayout()
        middle.setNeedsLayout()
        leaf.layoutIfNeeded()   // walks up to the topmost ancestor needing layout
        #expect(delegate.events == ["layout middle", "layout leaf"])
    }

    @Test func boundsSizeChangeAndSublayersMarkLayout() {
        let layer = CALayer()
        layer.layoutIfNeeded()
        layer.bounds.size = CGSize(width: 5, height: 5)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.position = CGPoint(x: 3, y: 3)
        #expect(!layer.needsLayout())
        layer.addSublayer(CALayer())
        #expect(layer.needsLayout())
    }

    @Test func compositorRunsLayoutBeforeDrawing() {
        final class Laying: CALayerDelegate {
            func layoutSublayers(of layer: CALayer) {
                layer.sublayers?.first?.frame = layer.bounds
            }
        }
        let root = makeRoot(width: 10, height: 10)
        let child = makeLayer(.zero, rgb(255, 0, 0))
        root.addSublayer(child)
        let laying = Laying()
        root.delegate = laying
        let screen = renderOnce(root, width: 10, height: 10)
        #expect(screen.pixel(5, 5) == Pixel(255, 0, 0, 255))
    }

    @Test func transactionCompletionRunsOnOutermostCommit() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log.isEmpty && !CATransaction.disableActions())
        CATransaction.commit()
        #expect(log == ["inner", "outer"])
        CATransaction.setCompletionBlock { log.append("implicit") }
        #expect(log.count == 2)
        let root = makeRoot(width: 4, height: 4)
        _ = renderOnce(root, width: 4, height: 4)
        #expect(log.last == "implicit")
        CATransaction.setValue(7, forKey: "custom")
        #expect(CATransaction.value(forKey: "custom") as? Int == 7)
        CATransaction.flush()
        #expect(CATransaction.value(forKey: "custom") == nil)
    }

    @Test func hierarchyOperations() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 1)
        #expect(root.sublayers! == [a, c, b])
        root.insertSublayer(d, below: a)
        #expect(root.sublayers! == [d, a, c, b])
        root.insertSublayer(d, above: b)
        #expect(root.sublayers! == [a, c, b, d])
        root.replaceSublayer(c, with: d)
        #expect(root.sublayers! == [a, d, b] && c.superlayer == nil && d.superlayer === root)
        root.addSublayer(a)
        #expect(root.sublayers! == [d, b, a])
        let other = CALayer()
        other.addSublayer(b)
        #expect(root.sublayers! == [d, a] && b.superlayer === other)
        a.removeFromSuperlayer()
        #expect(root.sublayers! == [d] && a.superlayer == nil)
        root.sublayers = [b, c]
        #expect(root.sublayers! == [b, c] && d.superlayer == nil && other.sublayers == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil && b.superlayer == nil)
        root.insertSublayer(a, at: 99)
        #expect(root.sublayers! == [a])
        let copy = CALayer(layer: a)
        #expect(copy.sublayers == nil)
    }

    @Test func actionsSearchDelegateThenDictionary() {
        struct Marker: CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
        }
        let layer = CALayer()
        #expect(layer.action(forKey: "position") == nil)
        layer.actions = ["position": Marker()]
        #expect(layer.action(forKey: "position") is Marker)
    }
}
