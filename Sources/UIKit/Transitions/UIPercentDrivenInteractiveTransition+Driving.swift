@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) import QuartzCore
import Foundation

extension UIPercentDrivenInteractiveTransition {
    func performStartInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ViewControllerTransitionContext, let animator = context.animator else { return }
        let driver = PercentDrivenTransitionDriver(context: context, animator: animator)
        driveState = driver
        percentCompleteStorage = 0
        driver.start(interactive: wantsInteractiveStart)
    }

    func performUpdate(_ percentComplete: CGFloat) {
        let p = min(max(percentComplete, 0), 1)
        percentCompleteStorage = p
        guard let driver = driveState, !driver.isDone else { return }
        driver.scrub(to: p)
    }

    func performFinish() { end(reversed: false) }

    func performCancel() { end(reversed: true) }

    func performPause() {
        guard let driver = driveState, !driver.isDone else { return }
        percentCompleteStorage = driver.pause()
    }

    private func end(reversed: Bool) {
        guard let driver = driveState, !driver.isDone else { return }
        let timing = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        driver.complete(reversed: reversed, speed: max(completionSpeed, 0.01), curve: completionCurve, timing: timing)
    }
}

/// Drives one transition for a `UIPercentDrivenInteractiveTransition`: through the animator's
/// interruptible animator, or through the container layer's time. Not public API.
@MainActor
final class PercentDrivenTransitionDriver {
    let context: ViewControllerTransitionContext
    let animator: any UIViewControllerAnimatedTransitioning
    let duration: TimeInterval
    /// The animator's interruptible animator, when it has one.
    private var interruptible: (any UIViewImplicitlyAnimating)?
    /// The container layer's local time when the transition started (its animations begin there).
    private var baseTime: CFTimeInterval = 0
    private var fraction: CGFloat = 0
    /// The completion in progress: from, to, start time, length, curve.
    private var run: (from: CGFloat, to: CGFloat, start: CFTimeInterval, length: TimeInterval, curve: CAMediaTimingFunction)?
    private var token: FrameTick.Token?
    private(set) var isDone = false
    private var layerPaused = false

    init(context: ViewControllerTransitionContext, animator: any UIViewControllerAnimatedTransitioning) {
        self.context = context
        self.animator = animator
        duration = max(context.transitionDuration, 0.001)
    }

    private var layer: CALayer { context.containerView.layer }

    func start(interactive: Bool) {
        let candidate = animator.interruptibleAnimator(using: context)
        if candidate is NoInterruptibleAnimator {
            pauseLayer()
            animator.animateTransition(using: context)
            if !interactive { complete(reversed: false, speed: 1, curve: .linear, timing: nil) }
        } else {
            interruptible = candidate
            if interactive { candidate.pauseAnimation() } else { candidate.startAnimation() }
        }
    }

    func scrub(to p: CGFloat) {
        if run != nil { _ = pause() }
        fraction = p
        if let interruptible {
            interruptible.fractionComplete = p
        } else {
            setLayerTime(p)
        }
        context.updateInteractiveTransition(p)
    }

    /// Stops a completion in progress where it is; returns the fraction.
    func pause() -> CGFloat {
        if let interruptible {
            interruptible.pauseAnimation()
            fraction = interruptible.fractionComplete
        } else if let run {
            fraction = value(of: run, at: CACurrentMediaTime())
            setLayerTime(fraction)
        }
        run = nil
        stopTicking()
        context.pauseInteractiveTransition()
        return fraction
    }

    func complete(reversed: Bool, speed: CGFloat, curve: UIView.AnimationCurve, timing: (any UITimingCurveProvider)?) {
        if reversed { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        if let interruptible {
            interruptible.isReversed = reversed
            let remaining = reversed ? fraction : 1 - fraction
            interruptible.continueAnimation(withTimingParameters: timing, durationFactor: max(remaining, 0.001) / speed)
            isDone = true
            return
        }
        let target: CGFloat = reversed ? 0 : 1
        let length = Double(abs(target - fraction)) * duration / Double(speed)
        run = (fraction, target, CACurrentMediaTime(), length, curve.timingFunction)
        if length <= 0 {
            arrive(reversed: reversed)
            return
        }
        token = FrameTick.add(wantsFrames: { [weak self] in self?.run != nil }, fire: { [weak self] time, _ in
            self?.tick(at: time, reversed: reversed)
        })
    }

    private func tick(at time: CFTimeInterval, reversed: Bool) {
        guard let run else { return }
        let p = value(of: run, at: time)
        fraction = p
        setLayerTime(p)
        if time - run.start >= run.length - 1e-9 { arrive(reversed: reversed) }
    }

    private func value(of run: (from: CGFloat, to: CGFloat, start: CFTimeInterval, length: TimeInterval,
                                curve: CAMediaTimingFunction), at time: CFTimeInterval) -> CGFloat {
        guard run.length > 0 else { return run.to }
        let t = min(max((time - run.start) / run.length, 0), 1)
        let eased = CGFloat(run.curve.evaluate(t))
        return run.from + (run.to - run.from) * eased
    }

    /// The layer time reached the end (the animations finish on the next frame and the animator
    /// completes) or the start (the transition's animations are removed; their completions run now).
    private func arrive(reversed: Bool) {
        run = nil
        stopTicking()
        isDone = true
        setLayerTime(reversed ? 0 : 1)
        if reversed {
            let begin = baseTime
            removeTransitionAnimations(in: layer, beganAt: begin)
            resumeLayer(at: begin)
            CALayer.deliverPendingAnimationStops()
        } else {
            resumeLayer(at: baseTime + duration)
        }
    }

    private func stopTicking() {
        if let token { FrameTick.remove(token) }
        token = nil
    }

    // MARK: Layer time

    private func pauseLayer() {
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        baseTime = now
        layer.speed = 0
        layer.timeOffset = now
        layerPaused = true
    }

    private func setLayerTime(_ p: CGFloat) {
        guard layerPaused else { return }
        layer.timeOffset = baseTime + Double(p) * duration
    }

    /// Lets the container's time run again from `local` (its local time now).
    /// Once the transition completed, the container's timing goes back to the default.
    private func resumeLayer(at local: CFTimeInterval) {
        guard layerPaused else { return }
        layerPaused = false
        let container = layer
        container.speed = 1
        container.beginTime = 0
        container.timeOffset = 0
        container.timeOffset = local - container.convertTime(CACurrentMediaTime(), from: nil)
        context.afterCompletion { [weak container] in
            container?.timeOffset = 0
        }
    }

    /// Removes, in `root`'s subtree, the animations that began at `begin` (those the transition added while
    /// the layer was paused).
    private func removeTransitionAnimations(in root: CALayer, beganAt begin: CFTimeInterval) {
        for key in root.animationKeys() ?? [] {
            if let animation = root.animation(forKey: key), abs(animation.beginTime - begin) < 1e-6 {
                root.removeAnimation(forKey: key)
            }
        }
        for sublayer in root.sublayers ?? [] { removeTransitionAnimations(in: sublayer, beganAt: begin) }
    }
}
