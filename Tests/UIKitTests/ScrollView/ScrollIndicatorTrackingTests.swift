import Testing
import UIKitTesting
@testable import UIKit

/// The indicator drawn in each frame sits where the offset of that frame puts it (visual metrics §5:
/// a 3 pt bar, 3 pt from the edges, its length the visible fraction of the content, at least 36 pt,
/// travelling the track in proportion to the offset), whatever moves the offset: wheel, trackpad,
/// drag or deceleration. It never trails the content (no implicit animation of its frame).
@MainActor
@Suite("Scroll indicators track the offset in every frame")
struct ScrollIndicatorTrackingTests {
    static let contentHeight: CGFloat = 6000

    /// The vertical indicator's frame for `offset` in a 390×844 scroll view of `contentHeight` points,
    /// no insets, from the documented formula.
    static func expectedFrame(offset: CGFloat) -> CGRect {
        let track: CGFloat = 844 - 3 - 3
        let length = min(track, max(36, track * 844 / contentHeight))
        let range = contentHeight - 844
        let lo: CGFloat = 0
        var y = offset + 3
        var h = length
        if offset < lo {
            h = max(min(8, length), length - (lo - offset))
        } else if offset > range {
            h = max(min(8, length), length - (offset - range))
            y = offset + 3 + track - h
        } else {
            y += offset / range * (track - length)
        }
        return CGRect(x: 390 - 3 - 3, y: y, width: 3, height: h)
    }

    /// The frame the compositor drew the indicator with in the last frame (its presentation).
    static func drawnFrame(_ view: UIScrollView) -> CGRect {
        let layer = view.indicators.vertical
        return (layer.presentation() ?? layer).frame
    }

    /// Runs `frames` frames, checking the drawn indicator against the formula after each; returns how many
    /// frames the offset moved in.
    @discardableResult
    static func checkEveryFrame(_ scene: ScrollScene, frames: Int, input: String, step: (Int) -> Void = { _ in }) -> Int {
        var moved = 0
        var last = scene.scrollView.contentOffset.y
        for i in 0..<frames {
            step(i)
            scene.host.advance(by: scene.host.frameDuration)
            let offset = scene.scrollView.contentOffset.y
            if offset != last { moved += 1 }
            last = offset
            let drawn = drawnFrame(scene.scrollView), expected = expectedFrame(offset: offset)
            #expect(abs(drawn.minY - expected.minY) < 0.01 && abs(drawn.height - expected.height) < 0.01
                    && drawn.minX == expected.minX && drawn.width == expected.width,
                    "\(input), frame \(i): offset \(offset), indicator drawn at \(drawn), expected \(expected)")
        }
        return moved
    }

    @Test("Mouse wheel: notches in quick succession, the indicator follows the gliding offset")
    func wheel() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: Self.contentHeight))
        let moved = Self.checkEveryFrame(scene, frames: 90, input: "wheel") { i in
            if i % 3 == 0, i < 45 { scene.host.scrollWheel(dx: 0, dy: -40, at: CGPoint(x: 200, y: 400)) }
            if i >= 60, i % 4 == 0 { scene.host.scrollWheel(dx: 0, dy: 40, at: CGPoint(x: 200, y: 400)) }
        }
        #expect(moved > 30)
        #expect(scene.scrollView.contentOffset.y > 100)
    }

    @Test("Trackpad: a fractional delta every frame")
    func trackpad() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: Self.contentHeight))
        let moved = Self.checkEveryFrame(scene, frames: 80, input: "trackpad") { i in
            if i < 60 { scene.host.scrollWheel(dx: 0, dy: -7.5 - 0.25 * CGFloat(i % 5), at: CGPoint(x: 200, y: 400)) }
        }
        #expect(moved > 55)
    }

    @Test("Drag, then deceleration after the release, then the rubber band at the top")
    func dragAndDeceleration() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: Self.contentHeight))
        let host = scene.host
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 2000)
        host.renderFrame()
        host.touchDown(at: CGPoint(x: 200, y: 300))
        var y: CGFloat = 300
        Self.checkEveryFrame(scene, frames: 20, input: "drag") { _ in
            y += 12
            host.touchMove(to: CGPoint(x: 200, y: y))
        }
        host.touchUp()
        #expect(scene.scrollView.isDecelerating)
        let moved = Self.checkEveryFrame(scene, frames: 240, input: "deceleration")
        #expect(moved > 60)
        // A flick to the top: deceleration into the rubber band and back.
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        host.renderFrame()
        scene.flick(dy: 400, from: 200, duration: 0.1)
        Self.checkEveryFrame(scene, frames: 200, input: "bounce")
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test("The pixels: mid-wheel, the bar is painted where the formula puts it")
    func pixels() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: Self.contentHeight))
        scene.scrollView.backgroundColor = .white
        scene.host.renderFrame()
        for _ in 0..<5 { scene.host.scrollWheel(dx: 0, dy: -120, at: CGPoint(x: 200, y: 400)) }
        scene.host.advance(by: 0.05)
        let image = scene.host.snapshot()
        let expected = Self.expectedFrame(offset: scene.scrollView.contentOffset.y)
        let top = expected.minY - scene.scrollView.contentOffset.y
        // Inside the bar: darker than the white background; 2 pt above and below it: white.
        #expect(image.pixel(atPoint: CGPoint(x: 385.5, y: top + 2), scale: 1).r < 200)
        #expect(image.pixel(atPoint: CGPoint(x: 385.5, y: top + expected.height - 2), scale: 1).r < 200)
        #expect(image.pixel(atPoint: CGPoint(x: 385.5, y: top - 2), scale: 1).r > 250)
        #expect(image.pixel(atPoint: CGPoint(x: 385.5, y: top + expected.height + 2), scale: 1).r > 250)
    }
}
