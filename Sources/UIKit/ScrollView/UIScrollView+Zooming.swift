@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Zooming through the API (OpenUIKit has no pinch recognizer: a single-pointer host cannot pinch).
extension UIScrollView {
    func performSetZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let s = clampedZoomScale(scale)
        let old = zoomScaleStorage
        let b = layer.bounds
        let center = CGPoint(x: (b.minX + b.width / 2) / max(old, 0.0001), y: (b.minY + b.height / 2) / max(old, 0.0001))
        let offset = zoomOffset(contentPoint: center, scale: s, view: view)
        if animated {
            startZoomAnimation(to: s, offset: offset, view: view)
        } else {
            stopOffsetAnimation()
            applyZoom(scale: s, offset: offset)
        }
    }

    func performZoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.width.isFinite, rect.height.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let b = layer.bounds
        let s = clampedZoomScale(min(b.width / rect.width, b.height / rect.height))
        let offset = zoomOffset(contentPoint: CGPoint(x: rect.midX, y: rect.midY), scale: s, view: view)
        if animated {
            startZoomAnimation(to: s, offset: offset, view: view)
        } else {
            stopOffsetAnimation()
            applyZoom(scale: s, offset: offset)
        }
    }

    /// `scale` within the zoom limits (the minimum wins when the limits are inverted).
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        let lo = minimumZoomScale.isFinite && minimumZoomScale > 0 ? minimumZoomScale : 1
        let hi = maximumZoomScale.isFinite && maximumZoomScale > 0 ? max(lo, maximumZoomScale) : lo
        return min(max(scale, lo), hi)
    }

    /// The offset that centres `contentPoint` (unscaled zooming-view coordinates) at `scale`, clamped to
    /// the limits of the zoomed content.
    private func zoomOffset(contentPoint: CGPoint, scale: CGFloat, view: UIView) -> CGPoint {
        let b = layer.bounds, inset = adjustedContentInsetStorage
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let target = CGPoint(x: contentPoint.x * scale - b.width / 2, y: contentPoint.y * scale - b.height / 2)
        let lo = minimumOffset
        let hi = CGPoint(x: max(lo.x, size.width + inset.right - b.width), y: max(lo.y, size.height + inset.bottom - b.height))
        return CGPoint(x: ScrollMath.clamp(target.x, lo.x, hi.x), y: ScrollMath.clamp(target.y, lo.y, hi.y))
    }

    private func startZoomAnimation(to scale: CGFloat, offset: CGPoint, view: UIView) {
        motion.stopAll()
        isDecelerating = false
        motion.animation = ScrollAnimation(kind: .zoom, from: contentOffset, to: offset, fromScale: zoomScaleStorage,
                                           toScale: scale, start: CACurrentMediaTime(), duration: ScrollAnimation.standardDuration)
        isZooming = true
        isScrollAnimating = true
        notifyWillBeginZooming(with: view)
        ensureFrameTick()
    }

    /// Applies a zoom scale and offset: the view's transform and position, `contentSize`, the offset, then
    /// `didZoom` and the `zoomScale` key-value notification.
    func applyZoom(scale: CGFloat, offset: CGPoint) {
        guard let view = delegate?.viewForZooming(in: self), scale.isFinite, scale > 0 else { return }
        let old = zoomScaleStorage
        sendPriorKeyValueNotification(.zoomScale, old: old)
        zoomScaleStorage = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        if contentSizeStorage != size { contentSize = size }
        contentOffset = offset
        notifyDidZoom()
        sendKeyValueNotification(.zoomScale, old: old, new: scale)
    }
}
