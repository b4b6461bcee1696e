import Foundation
import UIKit
import UIKitTesting

/// Frame times gathered by `timeFrames`: wall-clock seconds per display refresh and, when asked for, the
/// main thread's CPU seconds per refresh (which preemption by other processes does not inflate).
struct FrameTimes {
    var wall: [Double] = []
    var cpu: [Double] = []
}

/// Advances `host` by `count` display refreshes (`host.advance(by: host.frameDuration)`: the run-loop
/// turn with its events, animations and scroll physics, layout and compositing), timing each one into
/// `times.wall` and, with `measuringCPU`, into `times.cpu`; `afterFrame` runs after each refresh,
/// outside the timed part. Every group's per-frame figures come from this one loop.
/// - Complexity: O(count) refreshes.
@MainActor
func timeFrames(_ host: HeadlessHost, count: Int, into times: inout FrameTimes, measuringCPU: Bool = false, afterFrame: (() -> Void)? = nil) {
    for _ in 0 ..< count {
        let start = benchmarkNow(), cpuStart = measuringCPU ? CollectionBenchmarks.threadCPUTime() : 0
        host.advance(by: host.frameDuration)
        times.wall.append(benchmarkNow() - start)
        if measuringCPU { times.cpu.append(CollectionBenchmarks.threadCPUTime() - cpuStart) }
        afterFrame?()
    }
}

/// `timeFrames(_:count:into:)` for wall-clock times alone, appended to `samples`.
@MainActor
func timeFrames(_ host: HeadlessHost, count: Int, into samples: inout [Double]) {
    var times = FrameTimes(wall: samples)
    timeFrames(host, count: count, into: &times)
    samples = times.wall
}
