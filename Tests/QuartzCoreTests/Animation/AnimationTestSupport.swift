@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) @testable import QuartzCore
import Foundation

/// A virtual media clock driving frames by hand: each `advance` step fires the frame callbacks (display
/// links, animation bookkeeping) and renders `root` through a display compositor, as a host would.
@MainActor
final class AnimationClock {
    let screen: Screen
    let root: CALayer
    private(set) var time: CFTimeInterval = 100
    let frame: CFTimeInterval = 1.0 / 120
    private let box = TimeBox()

    init(root: CALayer, width: Int = 100, height: Int = 100) {
        self.root = root
        screen = Screen(width: width, height: height)
        screen.compositor.commitsLayers = true
        box.time = time
        let box = self.box
        MediaClock.install { box.time }
        render()
    }

    /// Runs one frame at the current time.
    func render() {
        FrameTick.fire(timestamp: time, frameDuration: frame)
        screen.render(root)
    }

    /// Advances by `seconds` one frame at a time.
    func advance(by seconds: CFTimeInterval) {
        let end = time + seconds
        while time < end - 1e-9 {
            time = min(time + frame, end)
            box.time = time
            render()
        }
    }

    /// Sets the time without running frames.
    func set(_ t: CFTimeInterval) {
        time = t
        box.time = t
    }
}

final class TimeBox: @unchecked Sendable {
    var time: CFTimeInterval = 0
}

/// Records animation delegate calls.
@MainActor
final class AnimationRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}
