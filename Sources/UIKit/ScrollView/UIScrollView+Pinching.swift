@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Two-finger zooming (`pinchGestureRecognizer`).
extension UIScrollView {
    /// Whether zooming is on: the delegate gives a view for zooming and the scale limits leave room.
    var canZoom: Bool {
        clampedZoomScale(.greatestFiniteMagnitude) > clampedZoomScale(0) && delegate?.viewForZooming(in: self) != nil
    }

    /// The pinch's action: `scrollViewWillBeginZooming`, then the scale follows the fingers about their
    /// centroid (the zooming-view point under it stays under it, so two fingers also pan), rubber-banded
    /// past the limits with `bouncesZoom` (clamped without); on release an out-of-range scale animates
    /// back (`isZoomBouncing`) and `scrollViewDidEndZooming` follows, and an out-of-range offset settles.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else {
            motion.isPinching = false
            return
        }
        let centroid = pinch.location(in: self)
        switch pinch.state {
        case .began:
            stopAllMotion()
            let scale = max(zoomScaleStorage, 0.0001)
            pinchStart = (scale, CGPoint(x: centroid.x / scale, y: centroid.y / scale))
            isZooming = true
            motion.isPinching = true
            notifyWillBeginZooming(with: view)
            followPinch(pinch, centroid: centroid)
        case .changed:
            followPinch(pinch, centroid: centroid)
        case .ended, .cancelled:
            motion.isPinching = false
            finishPinch(view: view)
        default:
            break
        }
    }

    /// One pinch step.
    private func followPinch(_ pinch: UIPinchGestureRecognizer, centroid: CGPoint) {
        let raw = pinchStart.scale * (pinch.scale.isFinite && pinch.scale > 0 ? pinch.scale : 1)
        let lo = clampedZoomScale(0), hi = clampedZoomScale(.greatestFiniteMagnitude)
        var scale = min(max(raw, lo), hi)
        if bouncesZoom && raw != scale {
            // Past a limit the scale moves by the square root of the fingers' excess ratio.
            scale = scale * (raw / scale).squareRoot()
        }
        let b = layer.bounds
        let inView = CGPoint(x: centroid.x - b.minX, y: centroid.y - b.minY)
        let offset = CGPoint(x: pinchStart.contentPoint.x * scale - inView.x, y: pinchStart.contentPoint.y * scale - inView.y)
        applyZoom(scale: scale, offset: offset)
        showIndicators(flash: false)
    }

    /// The fingers lifted: bounce the scale back into range, or end and settle the offset.
    private func finishPinch(view: UIView) {
        let scale = zoomScaleStorage
        let target = clampedZoomScale(scale)
        if abs(target - scale) > 1e-9 {
            let b = layer.bounds
            let center = CGPoint(x: (b.minX + b.width / 2) / scale, y: (b.minY + b.height / 2) / scale)
            let size = CGSize(width: view.bounds.width * target, height: view.bounds.height * target)
            let inset = adjustedContentInsetStorage, lo = minimumOffset
            let hi = CGPoint(x: max(lo.x, size.width + inset.right - b.width), y: max(lo.y, size.height + inset.bottom - b.height))
            let offset = CGPoint(x: ScrollMath.clamp(center.x * target - b.width / 2, lo.x, hi.x),
                                 y: ScrollMath.clamp(center.y * target - b.height / 2, lo.y, hi.y))
            motion.animation = ScrollAnimation(kind: .zoom, from: contentOffset, to: offset, fromScale: scale, toScale: target,
                                               start: CACurrentMediaTime(), duration: ScrollAnimation.standardDuration)
            isZoomBouncing = true
            isScrollAnimating = true
            ensureFrameTick()
            return
        }
        isZooming = false
        notifyDidEndZooming(with: view, atScale: scale)
        if contentOffset != clampedOffset(contentOffset) { settleAfterTouch() }
    }
}
