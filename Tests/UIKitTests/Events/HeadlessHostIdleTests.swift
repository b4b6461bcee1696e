import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct HeadlessHostIdleTests {
    @Test func workLeftRunningByAnEarlierHostDoesNotKeepANewHostBusy() {
        _ = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let leftover = CADisplayLink { _ in }
        leftover.add(to: .main, forMode: .default)
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        #expect(host.runUntilIdle(limit: 1))

        // Work started under the new host does count until it ends.
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .default)
        #expect(!host.runUntilIdle(limit: 0.1))
        #expect(frames >= 12)
        link.invalidate()
        #expect(host.runUntilIdle(limit: 1))
        leftover.invalidate()
    }
}
