import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct HeadlessHostIdleTests {
    @Test func workLeftRunningByAnEarlierHostNeitherFiresNorKeepsANewHostBusy() {
        _ = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        var leftoverFrames = 0
        let leftover = CADisplayLink { _ in leftoverFrames += 1 }
        leftover.add(to: .main, forMode: .default)
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        #expect(host.runUntilIdle(limit: 1))
        #expect(leftoverFrames == 0)

        // Work started under the new host does count until it ends.
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .default)
        #expect(!host.runUntilIdle(limit: 0.1))
        #expect(frames >= 12)
        link.invalidate()
        #expect(host.runUntilIdle(limit: 1))
        #expect(leftoverFrames == 0)
        leftover.invalidate()
    }

    /// An animation whose times were set on an earlier host's clock (here 1,000 s ahead of the new one)
    /// would run for 1,000 s under the new host; a new animation must not bring it back.
    @Test func animationsOfAnEarlierHostDoNotComeBackWithANewAnimation() {
        let earlier = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        earlier.advance(by: 1000)
        let staleView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        earlier.show(UIViewController())
        earlier.windows[0].addSubview(staleView)
        UIView.animate(withDuration: 5) { staleView.alpha = 0 }

        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let window = host.show(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished = false
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(host.runUntilIdle(limit: 1))
        #expect(finished)
        _ = staleView
    }
}
