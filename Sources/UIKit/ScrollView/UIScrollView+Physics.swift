@_spi(OpenUIKitHost) import QuartzCore
import Foundation

extension UIScrollView {
    // MARK: Frame callback

    /// Registers the per-frame callback if it is not running. It runs while the view moves or its
    /// indicators fade, and unregisters itself when both are done (so headless `runUntilIdle` ends).
    func ensureFrameTick() {
        guard frameToken == nil else { return }
        frameToken = FrameTick.add(
            wantsFrames: { [weak self] in
                MainActor.assumeIsolated { self?.wantsFrames ?? false }
            },
            fire: { [weak self] timestamp, _ in
                MainActor.assumeIsolated { self?.advanceFrame(to: timestamp) }
            })
    }

    /// Whether the callback still needs frames.
    var wantsFrames: Bool { motion.isMoving || indicators.needsFrames }

    /// One frame at media time `time`: animation, wheel smoothing, axis motions, then the indicator fade.
    /// - Complexity: O(1) plus the scroll callbacks' cost.
    func advanceFrame(to time: Double) {
        if motion.animation != nil {
            stepAnimation(at: time)
        } else {
            if motion.wheelTarget != nil { stepWheel(at: time) }
            if motion.x.isActive || motion.y.isActive { stepAxes(at: time) }
        }
        indicators.update(at: time, active: isDragging || motion.isMoving, view: self)
        if !wantsFrames, let token = frameToken {
            FrameTick.remove(token)
            frameToken = nil
        }
    }

    /// Steps the decelerations/springs and ends the deceleration when both axes rest.
    private func stepAxes(at time: Double) {
        let lo = minimumOffset, hi = maximumOffset
        var offset = contentOffset
        var xDone = true, yDone = true
        if motion.x.isActive {
            let r = motion.x.step(at: time, lo: lo.x, hi: hi.x, bounces: bouncesHorizontally)
            offset.x = r.position
            xDone = r.finished
        }
        if motion.y.isActive {
            let r = motion.y.step(at: time, lo: lo.y, hi: hi.y, bounces: bouncesVertically)
            offset.y = r.position
            yDone = r.finished
        }
        contentOffset = offset
        guard xDone && yDone, !motion.x.isActive, !motion.y.isActive else { return }
        let silent = motion.isSilentSettle
        motion.isSilentSettle = false
        if isDecelerating {
            isDecelerating = false
            if !silent { notifyDidEndDecelerating() }
        }
    }

    // MARK: Starting and stopping

    /// Stops every motion at once (a touch landed): the view stays where it is; no end callback is sent.
    func stopAllMotion() {
        if motion.animation?.kind == .zoom {
            isZooming = false
            isZoomBouncing = false
        }
        motion.stopAll()
        isDecelerating = false
        isScrollAnimating = false
    }

    /// Moves an axis state machine into motion after a release or a settle, from the current offset.
    /// - Parameters:
    ///   - velocity: offset velocity in points per second.
    ///   - forced: per axis, a resting point to reach exactly (paging, a changed target), or `nil`.
    /// - Returns: whether anything moves.
    @discardableResult
    func startAxisMotion(velocity: CGPoint, forcedX: CGFloat?, forcedY: CGFloat?, rate: CGFloat, at time: Double) -> Bool {
        let lo = minimumOffset, hi = maximumOffset, offset = contentOffset
        motion.x = axisMotion(offset.x, velocity.x, forcedX, lo.x, hi.x, rate, time, bouncesHorizontally)
        motion.y = axisMotion(offset.y, velocity.y, forcedY, lo.y, hi.y, rate, time, bouncesVertically)
        let moving = motion.x.isActive || motion.y.isActive
        if moving { ensureFrameTick() }
        return moving
    }

    /// One axis's motion (see `startAxisMotion`).
    private func axisMotion(_ x: CGFloat, _ v: CGFloat, _ forced: CGFloat?, _ lo: CGFloat, _ hi: CGFloat,
                            _ rate: CGFloat, _ time: Double, _ bounces: Bool) -> ScrollAxisMotion {
        var m = ScrollAxisMotion()
        if let forced {
            let target = ScrollMath.clamp(forced, lo, hi)
            if abs(target - x) > 0.01 { m.decelerate(from: x, velocity: v, rate: rate, target: target, at: time) }
            return m
        }
        let outside = x < lo - 0.01 || x > hi + 0.01
        if outside {
            let projected = ScrollMath.projection(x, velocity: v, rate: rate)
            let inward = x < lo ? v > 0 : v < 0
            if inward && projected >= lo && projected <= hi {
                m.decelerate(from: x, velocity: v, rate: rate, target: nil, at: time)
            } else {
                m.spring(from: x, velocity: bounces ? v : 0, to: x < lo ? lo : hi, at: time)
            }
            return m
        }
        if abs(v) >= UIScrollView.minimumFlickVelocity {
            m.decelerate(from: x, velocity: v, rate: rate, target: nil, at: time)
        }
        return m
    }

    /// Release velocities below this (points per second) do not decelerate.
    static let minimumFlickVelocity: CGFloat = 1

    /// After a touch that stopped the view lifted without dragging: back into range (or onto a page),
    /// silently.
    func settleAfterTouch() {
        guard !motion.isMoving, !isDragging else { return }
        let offset = contentOffset
        var forcedX: CGFloat?, forcedY: CGFloat?
        if isPagingEnabled {
            let b = layer.bounds.size
            if b.width > 0 { forcedX = (offset.x / b.width).rounded() * b.width }
            if b.height > 0 { forcedY = (offset.y / b.height).rounded() * b.height }
        }
        let time = CACurrentMediaTime()
        if startAxisMotion(velocity: .zero, forcedX: forcedX, forcedY: forcedY,
                           rate: DecelerationRate.fast.rawValue, at: time) {
            motion.isSilentSettle = true
            isDecelerating = true
        }
    }

    // MARK: Animations

    /// Starts an offset animation to `target` (restarting from the current offset when one runs).
    func startOffsetAnimation(to target: CGPoint, kind: ScrollAnimation.Kind) {
        let from = contentOffset
        let wasAnimating = motion.animation != nil
        motion.stopAll()
        isDecelerating = false
        guard target != from else {
            isScrollAnimating = false
            if wasAnimating || kind == .scrollToTop { finishAnimation(kind: kind) }
            return
        }
        motion.animation = ScrollAnimation(kind: kind, from: from, to: target, fromScale: zoomScaleStorage,
                                           toScale: zoomScaleStorage, start: CACurrentMediaTime(),
                                           duration: ScrollAnimation.standardDuration)
        isScrollAnimating = true
        showIndicators(flash: false)
        ensureFrameTick()
    }

    /// Cancels an offset animation without its end callback.
    func stopOffsetAnimation() {
        guard motion.animation != nil else { return }
        motion.animation = nil
        isScrollAnimating = false
        isZooming = false
    }

    /// Steps the animation; at its end sends the callback its kind asks for.
    private func stepAnimation(at time: Double) {
        guard let animation = motion.animation else { return }
        let progress = animation.duration > 0 ? CGFloat((time - animation.start) / animation.duration) : 1
        let p = ScrollMath.easeInOut(progress)
        let offset = CGPoint(x: animation.from.x + (animation.to.x - animation.from.x) * p,
                             y: animation.from.y + (animation.to.y - animation.from.y) * p)
        if animation.kind == .zoom {
            let scale = animation.fromScale + (animation.toScale - animation.fromScale) * p
            applyZoom(scale: progress >= 1 ? animation.toScale : scale, offset: progress >= 1 ? animation.to : offset)
        } else {
            contentOffset = progress >= 1 ? animation.to : offset
        }
        guard progress >= 1 else { return }
        motion.animation = nil
        isScrollAnimating = false
        finishAnimation(kind: animation.kind)
    }

    /// The end callback of an animation.
    private func finishAnimation(kind: ScrollAnimation.Kind) {
        switch kind {
        case .programmatic: notifyDidEndScrollingAnimation()
        case .scrollToTop: notifyDidScrollToTop()
        case .zoom:
            isZooming = false
            isZoomBouncing = false
            notifyDidEndZooming(with: delegate?.viewForZooming(in: self), atScale: zoomScaleStorage)
        }
    }

    // MARK: Wheel smoothing

    /// Moves toward the wheel target with a 50 ms time constant, landing on it within half a point.
    private func stepWheel(at time: Double) {
        guard let target = motion.wheelTarget else { return }
        let last = motion.lastWheelTime ?? time
        motion.lastWheelTime = time
        let dt = max(0, time - last)
        var offset = contentOffset
        let f = CGFloat(1 - exp(-dt / 0.05))
        offset.x += (target.x - offset.x) * f
        offset.y += (target.y - offset.y) * f
        if abs(target.x - offset.x) < 0.5 && abs(target.y - offset.y) < 0.5 {
            offset = target
            motion.wheelTarget = nil
            motion.lastWheelTime = nil
        }
        contentOffset = offset
    }
}
