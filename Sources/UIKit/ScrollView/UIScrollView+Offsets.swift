import Foundation

extension UIScrollView {
    // MARK: Setup

    /// Shared initialisation: clipping, the pan and content-touch recognizers, indicator layers and the
    /// wheel router.
    func configureScrollView() {
        clipsToBounds = true
        scrollPan.scrollView = self
        panDelegate.scrollView = self
        scrollPan.delegate = panDelegate
        scrollPan.name = "UIScrollViewPanGestureRecognizer"
        _ = scrollPan.addAction { [weak self] (pan: UIPanGestureRecognizer) in self?.handlePan(pan) }
        addGestureRecognizer(scrollPan)
        scrollPinch.delegate = panDelegate
        scrollPinch.name = "UIScrollViewPinchGestureRecognizer"
        _ = scrollPinch.addAction { [weak self] (pinch: UIPinchGestureRecognizer) in self?.handlePinch(pinch) }
        addGestureRecognizer(scrollPinch)
        contentTouchGate.scrollView = self
        contentTouchGate.delaysTouchesBegan = delaysContentTouches
        contentTouchGate.name = "UIScrollViewDelayedTouchesBeganGestureRecognizer"
        addGestureRecognizer(contentTouchGate)
        indicators.install(in: layer, style: indicatorStyle)
        UIScrollView.installDesktopInput()
    }

    // MARK: Public offset API

    func performSetContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        if animated {
            startOffsetAnimation(to: contentOffset, kind: .programmatic)
        } else {
            if motion.isMoving || isDecelerating { stopAllMotion() }
            self.contentOffset = contentOffset
        }
    }

    func performScrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        let inset = adjustedContentInsetStorage
        let b = layer.bounds
        let visible = CGRect(x: b.minX + inset.left, y: b.minY + inset.top,
                             width: max(0, b.width - inset.left - inset.right), height: max(0, b.height - inset.top - inset.bottom))
        var target = b.origin
        target.x += ScrollMath.minimalShift(rectMin: r.minX, rectMax: r.maxX, visibleMin: visible.minX, visibleMax: visible.maxX)
        target.y += ScrollMath.minimalShift(rectMin: r.minY, rectMax: r.maxY, visibleMin: visible.minY, visibleMax: visible.maxY)
        target = clampedOffset(target)
        guard target != b.origin else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Limits

    /// The smallest valid offset: minus the adjusted top/left insets.
    var minimumOffset: CGPoint {
        CGPoint(x: -adjustedContentInsetStorage.left, y: -adjustedContentInsetStorage.top)
    }

    /// The largest valid offset: content plus insets minus the bounds, never below the minimum.
    var maximumOffset: CGPoint {
        let inset = adjustedContentInsetStorage, size = layer.bounds.size, content = contentSizeStorage
        let minimum = minimumOffset
        return CGPoint(x: max(minimum.x, max(0, content.width) + inset.right - size.width),
                       y: max(minimum.y, max(0, content.height) + inset.bottom - size.height))
    }

    /// `offset` moved into the valid range on both axes.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumOffset, hi = maximumOffset
        return CGPoint(x: ScrollMath.clamp(offset.x, lo.x, hi.x), y: ScrollMath.clamp(offset.y, lo.y, hi.y))
    }

    /// Whether the content is larger than the inset bounds on x (it can scroll without `alwaysBounce`).
    var contentExceedsWidth: Bool { maximumOffset.x > minimumOffset.x + 0.0001 }
    /// Whether the content is larger than the inset bounds on y.
    var contentExceedsHeight: Bool { maximumOffset.y > minimumOffset.y + 0.0001 }

    /// Whether a drag can move the content horizontally.
    var canDragHorizontally: Bool {
        isScrollEnabled && (contentExceedsWidth || (alwaysBounceHorizontal && bouncesHorizontally))
    }

    /// Whether a drag can move the content vertically.
    var canDragVertically: Bool {
        isScrollEnabled && (contentExceedsHeight || (alwaysBounceVertical && bouncesVertically))
    }

    // MARK: Setters

    /// The `contentOffset` setter: through the bounds origin.
    func applyContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        var b = layer.bounds
        b.origin = offset
        applyBounds(b)
    }

    /// The `bounds` setter: sets the layer's bounds (through `UIView`), then reports the changes.
    func applyBounds(_ newValue: CGRect) {
        guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite, newValue.height.isFinite else { return }
        let old = layer.bounds
        if !keyValueEntries.isEmpty, newValue != old {
            sendPriorKeyValueNotification(.bounds, old: old)
            if newValue.origin != old.origin { sendPriorKeyValueNotification(.contentOffset, old: old.origin) }
        }
        setBounds(newValue)
        boundsDidChange(from: old, notifyKeyValue: true)
    }

    /// After the bounds changed: a scroll when the origin moved (layout, indicators, `didScroll`), limits
    /// and insets when the size changed, then the key-value notifications.
    /// - Complexity: O(scroll observers + key-value observers).
    func boundsDidChange(from old: CGRect, notifyKeyValue: Bool) {
        let new = layer.bounds
        let moved = new.origin != old.origin
        if new.size != old.size {
            updateAdjustedContentInset(pinningRestingEdges: true)
        }
        if moved || new.size != old.size {
            setNeedsLayout()
            layoutIndicators()
        }
        if moved { notifyDidScroll() }
        guard notifyKeyValue, !keyValueEntries.isEmpty else { return }
        if new != old { sendKeyValueNotification(.bounds, old: old, new: new) }
        if moved { sendKeyValueNotification(.contentOffset, old: old.origin, new: new.origin) }
    }

    /// The `contentSize` setter.
    func applyContentSize(_ size: CGSize) {
        let clean = CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
        let old = contentSizeStorage
        sendPriorKeyValueNotification(.contentSize, old: old)
        contentSizeStorage = clean
        updateAdjustedContentInset(pinningRestingEdges: true)
        layoutIndicators()
        sendKeyValueNotification(.contentSize, old: old, new: clean)
    }

    /// The `contentInset` setter.
    func applyContentInset(_ inset: UIEdgeInsets) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let value = UIEdgeInsets(top: clean(inset.top), left: clean(inset.left), bottom: clean(inset.bottom), right: clean(inset.right))
        let old = contentInsetStorage
        sendPriorKeyValueNotification(.contentInset, old: old)
        contentInsetStorage = value
        updateAdjustedContentInset()
        layoutIndicators()
        sendKeyValueNotification(.contentInset, old: old, new: value)
    }

    // MARK: Adjusted inset

    /// Recomputes `adjustedContentInset`, then runs `adjustedContentInsetDidChange()` when it changed.
    /// With `pinningRestingEdges` (safe-area, size and content-size changes), a view resting at its
    /// top/left limit moves to the new limit, as UIKit keeps content below the status bar; a
    /// `contentInset` change does not move the offset (as UIKit).
    func updateAdjustedContentInset(pinningRestingEdges: Bool = false) {
        // Without a window, or inside a superview that has no size yet, the safe area means nothing
        // (UIView's computation would report the whole width as unsafe).
        let parentHasSize = superview.map { $0.bounds.width > 0 && $0.bounds.height > 0 } ?? true
        let safe = window == nil || !parentHasSize ? UIEdgeInsets.zero : UIScrollView.cleaned(safeAreaInsets)
        let inset = contentInsetStorage
        let size = layer.bounds.size, content = contentSizeStorage
        var addTopBottom = false, addLeftRight = false
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            addTopBottom = true; addLeftRight = true
        case .automatic:
            addTopBottom = content.height > size.height || alwaysBounceVertical || isContentViewOfBarContainer
            addLeftRight = content.width > size.width || alwaysBounceHorizontal
        case .scrollableAxes:
            addTopBottom = content.height > size.height || alwaysBounceVertical
            addLeftRight = content.width > size.width || alwaysBounceHorizontal
        }
        let barTop = addTopBottom && safe.top > 0 ? collapsedBarTopInset : 0
        let adjusted = UIEdgeInsets(top: inset.top + (addTopBottom ? safe.top : 0) + barTop,
                                    left: inset.left + (addLeftRight ? safe.left : 0),
                                    bottom: inset.bottom + (addTopBottom ? safe.bottom : 0),
                                    right: inset.right + (addLeftRight ? safe.right : 0))
        let old = adjustedContentInsetStorage
        guard adjusted != old else { return }
        adjustedContentInsetStorage = adjusted
        if pinningRestingEdges && !isTracking && !motion.isMoving {
            var offset = layer.bounds.origin
            if abs(offset.y + old.top) < 0.001 { offset.y = -adjusted.top }
            if abs(offset.x + old.left) < 0.001 { offset.x = -adjusted.left }
            if offset != layer.bounds.origin { contentOffset = offset }
        }
        layoutIndicators()
        adjustedContentInsetDidChange()
    }
}

extension UIScrollView {
    /// Whether this scroll view is the content view of a view controller a navigation or tab bar
    /// controller displays: the controller's root view, or the root view's first subview (the scroll view
    /// `automaticallyAdjustsScrollViewInsets` adjusted since iOS 7). `.automatic` then always adjusts the
    /// vertical insets, scrollable or not, as UIKit documents for
    /// `UIScrollView.ContentInsetAdjustmentBehavior.automatic`.
    /// - Complexity: O(1).
    var isContentViewOfBarContainer: Bool {
        let owner = owningViewController ?? (superview?.subviews.first === self ? superview?.owningViewController : nil)
        guard let parent = owner?.parent else { return false }
        return parent is UINavigationController || parent is UITabBarController
    }

    /// Safe-area insets with the floating-point noise of the coordinate conversion (about 1e-13 while
    /// scrolled) removed, so scrolling never looks like a safe-area change.
    static func cleaned(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? (v * 1_000_000).rounded() / 1_000_000 : 0 }
        return UIEdgeInsets(top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
    }
}

extension UIScrollView {
    func performStopScrollingAndZooming() {
        if isDragging {
            scrollPan.isEnabled = false
            scrollPan.isEnabled = true
        }
        stopAllMotion()
        var target = clampedOffset(contentOffset)
        if isPagingEnabled {
            let size = layer.bounds.size
            if size.width > 0 { target.x = (target.x / size.width).rounded() * size.width }
            if size.height > 0 { target.y = (target.y / size.height).rounded() * size.height }
            target = clampedOffset(target)
        }
        if target != contentOffset { contentOffset = target }
    }
}
