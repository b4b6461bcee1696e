import Foundation

/// Drives an animator's transition from a percentage an interaction supplies (a pan's translation, say),
/// as UIKit's `UIPercentDrivenInteractiveTransition`.
///
///     let interaction = UIPercentDrivenInteractiveTransition()
///     // in the pan handler:
///     interaction.update(translation.x / view.bounds.width)
///     if gesture.state == .ended { progress > 0.5 ? interaction.finish() : interaction.cancel() }
///
/// How it drives: when the animator implements `interruptibleAnimator(using:)` (iOS 10), that animator
/// is paused, scrubbed through `fractionComplete` and continued or reversed at the end. Otherwise the
/// container view's layer time is paused (`speed` 0) before `animateTransition(using:)` runs, so the
/// `UIView.animate` animations the animator adds stand still, and `update(_:)` moves the layer's
/// `timeOffset`; `finish()` runs the time on to the end and `cancel()` back to the start at
/// `completionSpeed` along `completionCurve`, as on iOS. A cancelled transition's animations are then
/// removed, so their completions run (with `finished` false) and the animator calls
/// `completeTransition(false)`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration as its animator reports it (0 before a transition starts).
    open var duration: CGFloat { CGFloat(driveState?.duration ?? 0) }
    /// How far the transition is, 0...1, as last given to `update(_:)`.
    open var percentComplete: CGFloat { percentCompleteStorage }
    /// How fast the transition completes after `finish()` or `cancel()` (1: the animator's pace). Default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the completion. Default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The pacing of the completion of an interruptible animator (iOS 10); `nil` uses `completionCurve`.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts under the interaction. Default `true` (iOS 10).
    open var wantsInteractiveStart: Bool = true

    var percentCompleteStorage: CGFloat = 0
    /// The transition being driven.
    var driveState: PercentDrivenTransitionDriver?

    /// Creates the object; give it to UIKit from an interaction-controller delegate method.
    public override init() { super.init() }

    /// Starts driving `transitionContext`'s transition (UIKit calls it).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        performStartInteractiveTransition(transitionContext)
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1).
    open func update(_ percentComplete: CGFloat) { performUpdate(percentComplete) }

    /// Ends the interaction by going back to the start; the animator completes with `false`.
    open func cancel() { performCancel() }

    /// Ends the interaction by going on to the end.
    open func finish() { performFinish() }

    /// Takes over a transition that is completing again, where it is now (iOS 10).
    open func pause() { performPause() }
}
