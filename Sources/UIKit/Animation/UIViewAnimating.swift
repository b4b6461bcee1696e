import Foundation

/// An object that runs, pauses, scrubs, reverses and stops animations, as UIKit's `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The current state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run towards their start values.
    var isReversed: Bool { get set }
    /// How far along the animations are, 0...1 (settable while paused, to scrub).
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are (starting them paused if inactive).
    func pauseAnimation()
    /// Stops the animations at their current values; with `withoutFinishing` false, the animator waits in
    /// `.stopped` for `finishAnimation(at:)`, otherwise it becomes inactive without completions.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` and calls its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
