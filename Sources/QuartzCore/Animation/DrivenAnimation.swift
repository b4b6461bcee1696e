import Foundation

/// A basic animation whose progress is set from outside each frame instead of following time: UIKit's
/// `UIViewPropertyAnimator` drives its animations with it (scrubbing, reversing, springs that overshoot).
/// Not public API.
///
/// It is always in effect while attached (paused local time, both fills); `progress` 0 shows `fromValue`,
/// 1 the end value, and values outside 0...1 extrapolate.
@MainActor
@_spi(OpenUIKitBackend)
public final class DrivenAnimation: CABasicAnimation {
    /// The interpolation progress to show.
    public var progress: Double = 0

    /// Creates a driven animation (paused, filled both ways, kept on completion).
    public required init() {
        super.init()
        speed = 0
        fillMode = .both
        isRemovedOnCompletion = false
        duration = 1
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let other = other as? DrivenAnimation { progress = other.progress }
    }

    override func progress(_ state: AnimationTimingState) -> Double { progress }
}
