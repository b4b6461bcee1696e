import Foundation
import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ScrollPhysicsTests {
    /// Flicks and checks the resting point against `x0 − v0 / (1000 · ln d)` (v0 from the delegate's
    /// pt/ms velocity) and the WWDC discrete form `x0 + v0_ms · d / (1 − d)`.
    @Test(arguments: [UIScrollView.DecelerationRate.normal, .fast])
    func restingPointMatchesProjection(rate: UIScrollView.DecelerationRate) throws {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 100_000))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 20_000)
        scene.scrollView.decelerationRate = rate
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        scene.flick(dy: -240, duration: 0.1)
        let v = try #require(recorder.velocity)
        let x0 = try #require(recorder.releaseOffset).y
        #expect(v.y > 1)                                  // pt/ms, upward finger = increasing offset
        scene.host.runUntilIdle()
        let rest = scene.scrollView.contentOffset.y
        let d = rate.rawValue
        let projected = x0 - v.y * 1000 / (1000 * log(d))
        let travel = projected - x0
        #expect(abs(rest - projected) <= 0.02 * travel)
        let wwdc = x0 + v.y * d / (1 - d)
        #expect(abs(rest - wwdc) <= 0.02 * travel)
        #expect(abs((recorder.target ?? .zero).y - projected) < 0.5)
    }

    @Test func targetContentOffsetFromTheDelegateIsWhereItRests() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 100_000))
        let recorder = ScrollEventRecorder()
        recorder.overrideTarget = CGPoint(x: 0, y: 1234)
        scene.scrollView.delegate = recorder
        scene.flick(dy: -300)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1234))
    }

    @Test func rubberBandFollowsTheFormulaWhileDragging() {
        let scene = ScrollScene()
        let host = scene.host
        let height = scene.scrollView.bounds.height
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.touchMove(to: CGPoint(x: 200, y: 320))           // the pan begins here (past the 10 pt hysteresis)
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.contentOffset.y == 0)
        for x in [CGFloat(5), 10, 100, 300] {
            host.touchMove(to: CGPoint(x: 200, y: 320 + x))
            let expected = (1 - 1 / (x * 0.55 / height + 1)) * height
            #expect(abs(-scene.scrollView.contentOffset.y - expected) < 0.001)
        }
        #expect(abs(ScrollMath.rubberBand(100, dimension: 960) - 52.02) < 0.01)
        #expect(abs(ScrollMath.rubberBand(960, dimension: 960) - 340.65) < 0.01)
        host.touchUp()
        host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test func springsBackToTheEdge() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2000))
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        let host = scene.host
        // Past the bottom edge, hold still, release: bounce back with willDecelerate = true.
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 2000 - 844)
        host.touchDown(at: CGPoint(x: 200, y: 600))
        host.touchMove(to: CGPoint(x: 200, y: 580))
        host.touchMove(to: CGPoint(x: 200, y: 400))
        #expect(scene.scrollView.contentOffset.y > 2000 - 844 + 50)
        host.advance(by: 0.2)
        host.touchUp()
        #expect(recorder.events.contains("didEndDragging(true)"))
        var offsets: [CGFloat] = []
        recorder.onEvent = { if $0 == "didScroll" { offsets.append(scene.scrollView.contentOffset.y) } }
        host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == CGFloat(2000 - 844))
        #expect(offsets.allSatisfy { $0 >= 2000 - 844 - 0.25 })          // critically damped: no overshoot
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(recorder.events.last == "didEndDecelerating")
        // A hard flick into the top edge overshoots, then comes back to exactly 0.
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        var minimum: CGFloat = 0
        recorder.onEvent = { if $0 == "didScroll" { minimum = min(minimum, scene.scrollView.contentOffset.y) } }
        scene.flick(dy: 250, from: 300, duration: 0.08)
        host.runUntilIdle()
        #expect(minimum < -5)
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test func touchDuringDecelerationStopsAtOnce() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 100_000))
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        scene.flick(dy: -300)
        scene.host.advance(by: 0.2)
        #expect(scene.scrollView.isDecelerating)
        let before = scene.scrollView.contentOffset
        scene.host.touchDown(at: CGPoint(x: 200, y: 400))
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.isTracking)
        scene.host.advance(by: 0.3)
        #expect(scene.scrollView.contentOffset == before)
        scene.host.touchUp()
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == before)
        #expect(!recorder.events.contains("didEndDecelerating"))
    }

    @Test func pagingLandsOnPageBoundariesOnePageAtMost() {
        let scene = ScrollScene(contentSize: CGSize(width: 390 * 10, height: 844))
        scene.scrollView.isPagingEnabled = true
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        let host = scene.host
        // A very fast flick left: one page only.
        host.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.05)
        host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 390, y: 0))
        #expect(recorder.events.contains("didEndDragging(true)"))
        #expect(recorder.events.last == "didEndDecelerating")
        // A slow drag past half a page, released without velocity: nearest page.
        host.touchDown(at: CGPoint(x: 350, y: 400))
        for i in 1...25 {
            host.advance(by: 1.0 / 120)
            host.touchMove(to: CGPoint(x: 350 - CGFloat(i) * 10, y: 400))
        }
        host.advance(by: 0.2)
        host.touchUp()
        host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 780, y: 0))
        // A short slow drag back: stays on its page.
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 140, y: 400), duration: 1)
        host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 780, y: 0))
        // A flick to the right from page 2: page 1.
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.05)
        host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 390, y: 0))
    }

    @Test func noBouncesClampsTheDrag() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2000))
        scene.scrollView.bounces = false
        #expect(!scene.scrollView.bouncesVertically)
        scene.host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.2)
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test func shortContentDoesNotDragUnlessAlwaysBounce() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 300))
        scene.host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.2)
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.scrollView.alwaysBounceVertical = true
        scene.host.touchDown(at: CGPoint(x: 200, y: 300))
        scene.host.touchMove(to: CGPoint(x: 200, y: 320))
        scene.host.touchMove(to: CGPoint(x: 200, y: 420))
        #expect(scene.scrollView.contentOffset.y < -20)
        scene.host.touchUp()
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0)
    }
}

@MainActor
struct ScrollStopTests {
    @Test func stopScrollingAndZoomingClampsAndSnaps() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 100_000))
        scene.flick(dy: -300)
        scene.host.advance(by: 0.1)
        #expect(scene.scrollView.isDecelerating)
        scene.scrollView.stopScrollingAndZooming()
        let stopped = scene.scrollView.contentOffset
        scene.host.runUntilIdle()
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.contentOffset == stopped)
        scene.scrollView.isPagingEnabled = true
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 844 * 3 + 300)
        scene.scrollView.stopScrollingAndZooming()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 844 * 3))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: -80)
        scene.scrollView.stopScrollingAndZooming()
        #expect(scene.scrollView.contentOffset == .zero)
    }
}
