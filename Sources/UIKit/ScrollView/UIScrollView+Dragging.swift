@_spi(OpenUIKitHost) import QuartzCore
import Foundation

extension UIScrollView {
    // MARK: Touch down and up

    /// A finger went down on the view (the pan recognizer's first touch): tracking starts and any motion
    /// stops at once, as on iOS (no `didEndDecelerating` is sent for the interrupted deceleration).
    func trackingBegan() {
        isTracking = true
        if motion.isMoving || isDecelerating { stopAllMotion() }
    }

    /// The finger lifted (the pan recognizer reset). Without a drag, a view stopped mid-motion settles
    /// back into range (or onto its page).
    func trackingEnded() {
        isTracking = false
        if !isDragging && !motion.isMoving { settleAfterTouch() }
    }

    // MARK: Pan

    /// Whether the pan may begin for a drag of `translation` (window points) whose touch is in `touchView`:
    /// scrolling is enabled, the dominant direction can scroll (otherwise an enclosing scroll view gets
    /// the drag), and a content view that already has the touch may lose it
    /// (`canCancelContentTouches` and `touchesShouldCancel(in:)`).
    func panShouldBegin(translation: CGPoint, touchView: UIView?) -> Bool {
        guard isScrollEnabled else { return false }
        let h = canDragHorizontally, v = canDragVertically
        guard h || v else { return false }
        if !h && abs(translation.x) > abs(translation.y) { return false }
        if !v && abs(translation.y) >= abs(translation.x) { return false }
        if let view = touchView, view !== self, contentTouchGate.contentHasTouches {
            guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
        }
        return true
    }

    /// The pan's action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDrag(pan)
        case .changed: updateDrag(pan)
        case .ended: endDrag(pan, cancelled: false)
        case .cancelled: endDrag(pan, cancelled: true)
        default: break
        }
    }

    /// The drag begins where the content is: an overscrolled offset is turned back into the finger
    /// distance that gives it, so nothing jumps.
    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        stopAllMotion()
        let t = pan.translation(in: nil)
        motion.translationAtBegin = t
        let offset = contentOffset, lo = minimumOffset, hi = maximumOffset, size = layer.bounds.size
        motion.dragStartOffset = offset
        motion.dragRawStart = CGPoint(x: unbanded(offset.x, lo.x, hi.x, size.width),
                                      y: unbanded(offset.y, lo.y, hi.y, size.height))
        motion.lock = .none
        motion.pinchedDuringDrag = motion.isPinching
        if isDirectionalLockEnabled {
            if abs(t.x) > 2 * abs(t.y) { motion.lock = .horizontal } else if abs(t.y) > 2 * abs(t.x) { motion.lock = .vertical }
        }
        isTracking = true
        isDragging = true
        showIndicators(flash: false)
        notifyWillBeginDragging()
    }

    /// The finger moved: the offset follows it, rubber-banded past the edges.
    /// - Complexity: O(1) plus the scroll callbacks.
    private func updateDrag(_ pan: UIPanGestureRecognizer) {
        guard isDragging else { return }
        let raw = pan.translation(in: nil)
        let lo = minimumOffset, hi = maximumOffset, size = layer.bounds.size
        if motion.isPinching {
            // The pinch moves the content; the drag re-anchors so it continues smoothly after it.
            motion.pinchedDuringDrag = true
            motion.translationAtBegin = raw
            motion.dragRawStart = CGPoint(x: unbanded(contentOffset.x, lo.x, hi.x, size.width),
                                          y: unbanded(contentOffset.y, lo.y, hi.y, size.height))
            return
        }
        let t = CGPoint(x: raw.x - motion.translationAtBegin.x, y: raw.y - motion.translationAtBegin.y)
        var offset = contentOffset
        if canDragHorizontally && motion.lock != .vertical {
            let x = motion.dragRawStart.x - t.x
            offset.x = bouncesHorizontally ? ScrollMath.rubberBanded(x, lo.x, hi.x, dimension: size.width) : ScrollMath.clamp(x, lo.x, hi.x)
        }
        if canDragVertically && motion.lock != .horizontal {
            let y = motion.dragRawStart.y - t.y
            offset.y = bouncesVertically ? ScrollMath.rubberBanded(y, lo.y, hi.y, dimension: size.height) : ScrollMath.clamp(y, lo.y, hi.y)
        }
        indicators.markActivity(at: CACurrentMediaTime())
        contentOffset = offset
    }

    /// The finger lifted (or the system cancelled): the target, `willEndDragging`, `didEndDragging`, and
    /// the deceleration, page snap or bounce back.
    private func endDrag(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
        guard isDragging else { return }
        let finger = cancelled || motion.pinchedDuringDrag ? CGPoint.zero : pan.velocity(in: nil)
        var velocity = CGPoint(x: -finger.x, y: -finger.y)
        if !canDragHorizontally || motion.lock == .vertical || !velocity.x.isFinite { velocity.x = 0 }
        if !canDragVertically || motion.lock == .horizontal || !velocity.y.isFinite { velocity.y = 0 }
        let offset = contentOffset, lo = minimumOffset, hi = maximumOffset
        let paging = isPagingEnabled
        let rate = decelerationRate.rawValue
        let defaultTarget: CGPoint
        if paging {
            defaultTarget = CGPoint(x: pageTarget(offset.x, velocity.x, motion.dragStartOffset.x, layer.bounds.width, lo.x, hi.x),
                                    y: pageTarget(offset.y, velocity.y, motion.dragStartOffset.y, layer.bounds.height, lo.y, hi.y))
        } else {
            defaultTarget = CGPoint(x: ScrollMath.clamp(ScrollMath.projection(offset.x, velocity: velocity.x, rate: rate), lo.x, hi.x),
                                    y: ScrollMath.clamp(ScrollMath.projection(offset.y, velocity: velocity.y, rate: rate), lo.y, hi.y))
        }
        var target = defaultTarget
        notifyWillEndDragging(velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), target: &target)
        if paging || !target.x.isFinite || !target.y.isFinite { target = defaultTarget }
        let forcedX: CGFloat? = paging || abs(target.x - defaultTarget.x) > 0.5 ? target.x : nil
        let forcedY: CGFloat? = paging || abs(target.y - defaultTarget.y) > 0.5 ? target.y : nil
        let time = CACurrentMediaTime()
        let moves = startAxisMotion(velocity: velocity, forcedX: forcedX, forcedY: forcedY,
                                    rate: paging ? DecelerationRate.fast.rawValue : rate, at: time)
        isTracking = false
        isDecelerating = moves
        notifyDidEndDragging(willDecelerate: moves)
        isDragging = false
        indicators.markActivity(at: time)
        if moves && isDecelerating && motion.isMoving { notifyWillBeginDecelerating() }
    }

    /// The page boundary a release at `offset` with `velocity` snaps to: the next boundary in the
    /// direction of a flick (faster than 300 pt/s), otherwise the nearest, never more than one page from
    /// `start`, clamped to the offset limits. Without a page size the offset is just clamped.
    private func pageTarget(_ offset: CGFloat, _ velocity: CGFloat, _ start: CGFloat, _ page: CGFloat,
                            _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
        guard page > 0, page.isFinite else { return ScrollMath.clamp(offset, lo, hi) }
        let position = offset / page
        var index: CGFloat
        if velocity > 300 {
            index = (position + 1e-6).rounded(.down) + 1
        } else if velocity < -300 {
            index = (position - 1e-6).rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        let startIndex = (start / page).rounded()
        index = min(max(index, startIndex - 1), startIndex + 1)
        return ScrollMath.clamp(index * page, lo, hi)
    }

    /// The finger position (unbanded offset) that shows `offset` on an axis.
    private func unbanded(_ offset: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
        if offset < lo { return lo - ScrollMath.inverseRubberBand(lo - offset, dimension: d) }
        if offset > hi { return hi + ScrollMath.inverseRubberBand(offset - hi, dimension: d) }
        return offset
    }
}
