@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Wheel, trackpad and keyboard scrolling (desktop input; OpenUIKit's hosts have a mouse and keys).
extension UIScrollView {
    /// The distance of one arrow-key step, in points.
    static let keyboardLineStep: CGFloat = 40

    /// Installs the wheel router and the keyboard-focus hooks (once per process).
    static func installDesktopInput() {
        guard HostInput.wheelRouter == nil else { return }
        HostInput.wheelRouter = { dx, dy, point, window in
            UIScrollView.routeWheel(dx: dx, dy: dy, at: point, in: window)
        }
        HostInput.clickFocusHandler = { view in UIScrollView.focusForClick(on: view) }
        HostInput.pointerKeyTarget = { window, point in UIScrollView.keyboardScrollTarget(at: point, in: window) }
    }

    /// Whether keys can scroll this view now: keyboard scrolling allowed, scrolling enabled, content
    /// larger than the view along some axis.
    var takesKeyboardScrolling: Bool {
        allowsKeyboardScrolling && isScrollEnabled && !isHidden && (contentExceedsWidth || contentExceedsHeight)
    }

    /// The innermost view from `view` outward that keys can scroll (`takesKeyboardScrolling`).
    /// - Complexity: O(depth of `view`).
    static func innermostKeyboardScrollable(from view: UIView?) -> UIScrollView? {
        var current = view
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView, scrollView.takesKeyboardScrolling { return scrollView }
            current = candidate.superview
        }
        return nil
    }

    /// The scroll view keys go to when nothing has keyboard focus: the innermost keyboard-scrollable one
    /// under `point` (window coordinates). Keys it cannot use travel up the responder chain to the
    /// scroll views around it.
    static func keyboardScrollTarget(at point: CGPoint, in window: UIWindow) -> UIScrollView? {
        innermostKeyboardScrollable(from: window.hitTest(point, with: nil))
    }

    /// A pointer click on `view`: the innermost keyboard-scrollable scroll view around it becomes first
    /// responder (keyboard focus, as a click into a list on iPadOS), unless the first responder already
    /// is that view or inside it (a focused row or field keeps focus).
    static func focusForClick(on view: UIView) {
        guard let scrollView = innermostKeyboardScrollable(from: view) else { return }
        if let first = UIResponder.firstResponderStorage as? UIView, first.isDescendant(of: scrollView) { return }
        scrollView.becomeFirstResponder()
    }

    /// Scrolls the innermost scroll view under `point` (window coordinates) that can still move by the
    /// wheel delta (SDL signs: positive `dx` scrolls right, negative `dy` scrolls down). With control
    /// held, zooms the innermost zoomable scroll view instead (`zoomByWheel`). Returns whether one did.
    static func routeWheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, in window: UIWindow) -> Bool {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return false }
        if HostInput.heldModifierFlags.contains(.control) {
            var current = window.hitTest(point, with: nil)
            while let view = current {
                if let scrollView = view as? UIScrollView,
                   scrollView.zoomByWheel(dy, at: scrollView.convert(point, from: window)) { return true }
                current = view.superview
            }
            return false
        }
        var current = window.hitTest(point, with: nil)
        while let view = current {
            if let scrollView = view as? UIScrollView, scrollView.scrollByWheel(CGPoint(x: dx, y: -dy)) { return true }
            current = view.superview
        }
        return false
    }

    /// Moves the wheel target by `delta` (offset direction) within the offset limits; the offset glides
    /// there over about 0.15 s and never overscrolls. Returns false when this view cannot move that way
    /// (so an enclosing scroll view gets the wheel).
    func scrollByWheel(_ delta: CGPoint) -> Bool {
        guard isScrollEnabled, !isTracking else { return false }
        let base = motion.wheelTarget ?? contentOffset
        let lo = minimumOffset, hi = maximumOffset
        var target = base
        if contentExceedsWidth { target.x = ScrollMath.clamp(base.x + delta.x, lo.x, hi.x) }
        if contentExceedsHeight { target.y = ScrollMath.clamp(base.y + delta.y, lo.y, hi.y) }
        guard abs(target.x - base.x) > 0.001 || abs(target.y - base.y) > 0.001 else { return false }
        if motion.wheelTarget == nil {
            motion.stopAll()
            isDecelerating = false
            isScrollAnimating = false
        }
        motion.wheelTarget = target
        showIndicators(flash: false)
        return true
    }

    /// Control + wheel zooming (the desktop's stand-in for a pinch): the scale changes by `e^(dy/200)`
    /// (wheel away from the user zooms in) within the zoom limits, keeping the content point under the
    /// pointer (`point`, in this view's coordinates) in place; `scrollViewDidZoom` and `didScroll` follow.
    /// Returns false when the view cannot zoom (no `viewForZooming`, or the limits allow one scale only).
    func zoomByWheel(_ dy: CGFloat, at point: CGPoint) -> Bool {
        guard isScrollEnabled, dy.isFinite, delegate?.viewForZooming(in: self) != nil,
              clampedZoomScale(.greatestFiniteMagnitude) > clampedZoomScale(0) else { return false }
        let old = zoomScaleStorage
        let scale = clampedZoomScale(old * exp(dy / 200))
        guard abs(scale - old) > 1e-9 else { return false }
        let b = layer.bounds
        let inView = CGPoint(x: point.x - b.minX, y: point.y - b.minY)
        let contentPoint = CGPoint(x: point.x / old, y: point.y / old)
        var offset = CGPoint(x: contentPoint.x * scale - inView.x, y: contentPoint.y * scale - inView.y)
        if let view = delegate?.viewForZooming(in: self) {
            let inset = adjustedContentInsetStorage, lo = minimumOffset
            let hi = CGPoint(x: max(lo.x, view.bounds.width * scale + inset.right - b.width),
                             y: max(lo.y, view.bounds.height * scale + inset.bottom - b.height))
            offset = CGPoint(x: ScrollMath.clamp(offset.x, lo.x, hi.x), y: ScrollMath.clamp(offset.y, lo.y, hi.y))
        }
        stopAllMotion()
        applyZoom(scale: scale, offset: offset)
        showIndicators(flash: false)
        return true
    }

    /// Keyboard scrolling for one press, as iPadOS with a hardware keyboard: the arrows move 40 pt
    /// (option + arrow a page, command + up/down to the top/bottom), Page Up/Down and space (shift: up)
    /// a page less 40 pt, Home/End to the top/bottom; animated. Returns false (the key travels up the
    /// responder chain, to an enclosing scroll view, say) for other keys, for keys along an axis this view
    /// cannot scroll, and with control held.
    func handleKeyboardScroll(_ press: UIPress) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled, let key = press.key else { return false }
        let flags = key.modifierFlags
        guard !flags.contains(.control) else { return false }
        let b = layer.bounds, inset = adjustedContentInsetStorage
        let page = max(UIScrollView.keyboardLineStep, b.height - inset.top - inset.bottom - UIScrollView.keyboardLineStep)
        let pageWidth = max(UIScrollView.keyboardLineStep, b.width - inset.left - inset.right - UIScrollView.keyboardLineStep)
        let base = motion.animation?.to ?? contentOffset
        let lo = minimumOffset, hi = maximumOffset
        var target = base
        let code = key.keyCode
        let horizontal = code == .keyboardRightArrow || code == .keyboardLeftArrow
        if code == .keyboardDownArrow {
            target.y = flags.contains(.command) ? hi.y : base.y + (flags.contains(.alternate) ? page : UIScrollView.keyboardLineStep)
        } else if code == .keyboardUpArrow {
            target.y = flags.contains(.command) ? lo.y : base.y - (flags.contains(.alternate) ? page : UIScrollView.keyboardLineStep)
        } else if code == .keyboardRightArrow {
            target.x = flags.contains(.command) ? hi.x : base.x + (flags.contains(.alternate) ? pageWidth : UIScrollView.keyboardLineStep)
        } else if code == .keyboardLeftArrow {
            target.x = flags.contains(.command) ? lo.x : base.x - (flags.contains(.alternate) ? pageWidth : UIScrollView.keyboardLineStep)
        } else if code == .keyboardPageDown {
            target.y += page
        } else if code == .keyboardPageUp {
            target.y -= page
        } else if code == .keyboardSpacebar {
            target.y += flags.contains(.shift) ? -page : page
        } else if code == .keyboardHome {
            target.y = lo.y
        } else if code == .keyboardEnd {
            target.y = hi.y
        } else {
            return false
        }
        guard horizontal ? contentExceedsWidth : contentExceedsHeight else { return false }
        target = clampedOffset(target)
        if target != contentOffset { startOffsetAnimation(to: target, kind: .programmatic) }
        return true
    }
}
