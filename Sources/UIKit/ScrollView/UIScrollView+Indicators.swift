@_spi(OpenUIKitHost) import QuartzCore
import Foundation

extension UIScrollView {
    /// Shows the indicators (they fade 1.2 s after scrolling stops) and starts the frame callback.
    func showIndicators(flash: Bool) {
        indicators.markActivity(at: CACurrentMediaTime())
        layoutIndicators()
        ensureFrameTick()
    }

    /// Places both indicators for the current offset, size and insets (in the scroll view's bounds
    /// coordinates, so they stay put while the content moves).
    /// - Complexity: O(1).
    func layoutIndicators() {
        guard indicators.isInstalled else { return }
        let b = layer.bounds
        let showV = showsVerticalScrollIndicator && contentExceedsHeight && b.width > 0 && b.height > 0
        let showH = showsHorizontalScrollIndicator && contentExceedsWidth && b.width > 0 && b.height > 0
        let safe = indicatorSafeInsets
        let thickness = ScrollIndicators.thickness, edge = ScrollIndicators.edgeInset
        if showV {
            let insets = verticalScrollIndicatorInsets
            let start = edge + insets.top + safe.top
            let end = edge + insets.bottom + safe.bottom + (showH ? thickness + edge : 0)
            let track = b.height - start - end
            let span = max(0, contentSizeStorage.height) + adjustedContentInsetStorage.top + adjustedContentInsetStorage.bottom
            let placed = placeIndicator(track: track, visible: b.height, span: span, offset: b.minY,
                                        lo: minimumOffset.y, hi: maximumOffset.y)
            let x = b.maxX - edge - thickness - insets.right - safe.right
            setIndicator(indicators.vertical, CGRect(x: x, y: b.minY + start + placed.position, width: thickness, height: placed.length),
                         visible: placed.length > 0)
        } else {
            indicators.vertical.isHidden = true
        }
        if showH {
            let insets = horizontalScrollIndicatorInsets
            let start = edge + insets.left + safe.left
            let end = edge + insets.right + safe.right + (showV ? thickness + edge : 0)
            let track = b.width - start - end
            let span = max(0, contentSizeStorage.width) + adjustedContentInsetStorage.left + adjustedContentInsetStorage.right
            let placed = placeIndicator(track: track, visible: b.width, span: span, offset: b.minX,
                                        lo: minimumOffset.x, hi: maximumOffset.x)
            let y = b.maxY - edge - thickness - insets.bottom - safe.bottom
            setIndicator(indicators.horizontal, CGRect(x: b.minX + start + placed.position, y: y, width: placed.length, height: thickness),
                         visible: placed.length > 0)
        } else {
            indicators.horizontal.isHidden = true
        }
    }

    /// The safe-area part of the adjusted insets, when the indicator insets follow it.
    private var indicatorSafeInsets: UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return .zero }
        let a = adjustedContentInsetStorage, c = contentInsetStorage
        return UIEdgeInsets(top: max(0, a.top - c.top), left: max(0, a.left - c.left),
                            bottom: max(0, a.bottom - c.bottom), right: max(0, a.right - c.right))
    }

    /// Position along the track and length of one indicator: the visible fraction of the content, at
    /// least 36 pt; shrunk by the overscroll (to no less than 8 pt) and pinned to the end it passed.
    private func placeIndicator(track: CGFloat, visible: CGFloat, span: CGFloat, offset: CGFloat,
                                lo: CGFloat, hi: CGFloat) -> (position: CGFloat, length: CGFloat) {
        guard track > 0, span > 0, track.isFinite else { return (0, 0) }
        var length = min(track, max(ScrollIndicators.minimumLength, track * visible / span))
        let range = hi - lo
        let progress = range > 0 ? min(max((offset - lo) / range, 0), 1) : 0
        var position = progress * (track - length)
        if offset < lo {
            length = max(min(ScrollIndicators.minimumOverscrollLength, length), length - (lo - offset))
            position = 0
        } else if offset > hi {
            length = max(min(ScrollIndicators.minimumOverscrollLength, length), length - (offset - hi))
            position = track - length
        }
        return (position, length)
    }

    private func setIndicator(_ indicator: CALayer, _ frame: CGRect, visible: Bool) {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            indicator.isHidden = true
            return
        }
        indicator.isHidden = !visible
        if indicator.frame != frame { indicator.frame = frame }
    }
}
