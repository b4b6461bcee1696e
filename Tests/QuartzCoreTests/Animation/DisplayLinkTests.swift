import Testing
@_spi(OpenUIKitHost) @testable import QuartzCore
import Foundation

@MainActor
struct DisplayLinkTests {
    @Test func firesOncePerFrameUntilInvalidated() {
        let clock = AnimationClock(root: makeRoot(width: 10, height: 10))
        var stamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { link in
            stamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.1)
        #expect(stamps.count == 12)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(link.duration - 1.0 / 120) < 1e-12)
        #expect(zip(stamps, targets).allSatisfy { abs($1 - $0 - 1.0 / 120) < 1e-12 })
        link.isPaused = true
        clock.advance(by: 0.05)
        #expect(stamps.count == 12)
        link.isPaused = false
        clock.advance(by: 1.0 / 120)
        #expect(stamps.count == 13)
        link.invalidate()
        clock.advance(by: 0.1)
        #expect(stamps.count == 13)
    }

    @Test func preferredRateSkipsFrames() {
        let clock = AnimationClock(root: makeRoot(width: 10, height: 10))
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 60
        link.add(to: .main, forMode: .default)
        clock.advance(by: 0.5)
        #expect(count == 30)
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        link.remove(from: .main, forMode: .default)
        clock.advance(by: 0.1)
        #expect(count == 30)
    }
}
