import Foundation
@testable import QuartzCore
import Testing

@MainActor
@Suite struct ChangeTrackingTests {
    @Test func nothingChangedGivesNilDamageAndNoDrawing() {
        let root = makeRoot(width: 50, height: 50)
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        let delegate = RecordingDelegate()
        layer.delegate = delegate
        layer.setNeedsDisplay()
        root.addSublayer(layer)
        let screen = Screen(width: 50, height: 50, scale: 2)
        #expect(screen.render(root) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(screen.fullRedraw && delegate.drawCount == 1)
        #expect(screen.render(root) == nil)
        #expect(screen.visitedLayers == 0 && screen.displayedLayers == 0)
        let same = layer.position
        layer.position = same   // same value: no change
        #expect(screen.render(root) == nil && delegate.drawCount == 1)
    }

    @Test func oneColourChangeDamagesThatLayersPixels() {
        let root = makeRoot(width: 50, height: 50)
        let a = makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(255, 0, 0))
        let b = makeLayer(CGRect(x: 30, y: 30, width: 10, height: 10), rgb(0, 255, 0))
        root.sublayers = [a, b]
        let screen = Screen(width: 50, height: 50, scale: 2)
        screen.render(root)
        a.backgroundColor = rgb(0, 0, 255)
        // the layer's pixel rectangle, widened by one pixel for anti-aliasing
        #expect(screen.render(root) == CGRect(x: 19, y: 19, width: 42, height: 42))
        #expect(screen.pixel(30, 30) == Pixel(0, 0, 255, 255))
        #expect(screen.visitedLayers == 2)
    }

    @Test func movingALayerDamagesOldAndNewRects() {
        let root = makeRoot(width: 100, height: 100)
        let a = makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(255, 0, 0))
        let child = makeLayer(CGRect(x: 20, y: 0, width: 5, height: 5), rgb(0, 0, 0))
        a.addSublayer(child)
        root.addSublayer(a)
        let screen = Screen(width: 100, height: 100)
        screen.render(root)
        a.position = CGPoint(x: 65, y: 55)
        // old subtree (10...45, 10...20) and new (60...85, 50...60), each widened by a pixel
        let damage = screen.render(root)
        #expect(damage == CGRect(x: 9, y: 9, width: 77, height: 52))
        #expect(screen.pixel(15, 15) == Pixel(255, 255, 255, 255))
        #expect(screen.pixel(65, 55) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(82, 52) == Pixel(0, 0, 0, 255))
    }

    @Test func removingAndHidingDamageOldRects() {
        let root = makeRoot(width: 100, height: 100)
        let a = makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(255, 0, 0))
        let b = makeLayer(CGRect(x: 50, y: 50, width: 10, height: 10), rgb(0, 255, 0))
        root.sublayers = [a, b]
        let screen = Screen(width: 100, height: 100)
        screen.render(root)
        a.removeFromSuperlayer()
        #expect(screen.render(root) == CGRect(x: 9, y: 9, width: 12, height: 12))
        #expect(screen.pixel(15, 15) == Pixel(255, 255, 255, 255))
        b.isHidden = true
        #expect(screen.render(root) == CGRect(x: 49, y: 49, width: 12, height: 12))
        #expect(screen.pixel(55, 55) == Pixel(255, 255, 255, 255))
        root.addSublayer(a)
        #expect(screen.render(root) == CGRect(x: 9, y: 9, width: 12, height: 12))
        #expect(screen.pixel(15, 15) == Pixel(255, 0, 0, 255))
    }

    @Test func onlyChangedContentsAreRedrawn() {
        let root = makeRoot(width: 100, height: 100)
        var delegates: [RecordingDelegate] = []
        for i in 0..<5 {
            let label = makeLayer(CGRect(x: 0, y: CGFloat(i) * 20, width: 100, height: 20), nil)
            let delegate = RecordingDelegate()
            delegates.append(delegate)
            label.delegate = delegate
            label.setNeedsDisplay()
            root.addSublayer(label)
        }
        let screen = Screen(width: 100, height: 100)
        screen.render(root)
        #expect(delegates.allSatisfy { $0.drawCount == 1 })
        delegates[2].fill = rgb(0, 0, 255)
        root.sublayers![2].setNeedsDisplay()
        #expect(screen.render(root) == CGRect(x: -1, y: 39, width: 102, height: 22).intersection(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(delegates.map(\.drawCount) == [1, 1, 2, 1, 1])
        #expect(screen.pixel(50, 50) == Pixel(0, 0, 255, 255) && screen.pixel(50, 30) == Pixel(255, 0, 0, 255))
    }

    /// The key correctness test: after each incremental frame the target equals a full re-render, pixel for
    /// pixel, over a seeded random sequence of property changes.
    @Test(arguments: [0x5EED_1234, 0x1, 0x5, 0xC0FFEE] as [UInt64])
    func incrementalFramesEqualFullRenders(seed: UInt64) {
        checkIncrementalFrames(RandomScene(seed: seed))
    }

    /// The same on whole pixels: layers placed on whole pixels, where a partial frame clips its image
    /// blits and background fills to the damaged pixels, still equal full renders pixel for pixel.
    @Test(arguments: [0x5EED_1234, 0x1, 0x5, 0xC0FFEE, 0xBEEF, 0x77] as [UInt64])
    func incrementalFramesOnWholePixelsEqualFullRenders(seed: UInt64) {
        checkIncrementalFrames(RandomScene(seed: seed, wholePixels: true))
    }

    private func checkIncrementalFrames(_ start: RandomScene) {
        var scene = start
        let screen = Screen(width: 120, height: 100, scale: 2)
        let reference = Screen(width: 120, height: 100, scale: 2)
        screen.render(scene.root)
        var changes = 0, frame = 0
        while changes < 600 {
            let count = scene.rng.next(in: 1...3)
            var applied: [String] = []
            for _ in 0..<count { applied.append(scene.randomChange()) }
            changes += count
            frame += 1
            let damage = screen.render(scene.root)
            reference.invalidate()
            reference.render(scene.root)
            let (same, detail) = identicalPixels(screen.image, reference.image)
            #expect(same, "frame \(frame) after \(applied): \(detail) damage \(String(describing: damage))")
            if !same { break }
        }
    }
}
