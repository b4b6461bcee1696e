@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

extension UIView {
    /// Animates the changes made in `animations` to `view` and its subviews as one picture changing into
    /// another, per the transition option in `options`, then calls `completion`, as UIKit.
    ///
    /// The picture of `view` as presented now is taken first, then `animations` runs: the model (frames,
    /// hierarchy, hidden states, text) changes at once, and for `duration` seconds the view's area shows
    /// the old picture turning into the live new appearance — a `CATransition` added to `view.layer` under
    /// `kCATransition`, paced by the options' curve (default ease in and out; `.repeat`/`.autoreverse`
    /// apply). `completion` gets `true` when the transition and any animations it started ran to their
    /// end, `false` when interrupted (the layer's transition removed or replaced).
    ///
    /// Options: `.transitionCrossDissolve` is a fade. `.transitionFlipFromLeft/Right/Top/Bottom` are drawn
    /// as a 2D approximation — the old picture narrows to the centre line over the first half and the new
    /// one widens from it (horizontal for left/right, vertical for top/bottom), without perspective, so
    /// left and right look alike (documented deviation: the compositor draws affine transforms only).
    /// `.transitionCurlUp` is approximated as the old picture sliding up off the new one (a reveal) and
    /// `.transitionCurlDown` as the new picture sliding down over the old one (a move-in). Without
    /// `.allowAnimatedContent` the property changes in `animations` are not animated on their own (they
    /// belong to the new picture, as UIKit's snapshot); with it they also animate, with the transition's
    /// duration and curve. The new appearance is always drawn live (UIKit draws a snapshot of it unless
    /// `.allowAnimatedContent` is given: content that keeps changing during the transition shows here).
    /// With `.transitionNone` the block runs as `animate(withDuration:delay:options:animations:completion:)`;
    /// with a zero duration or animations disabled the changes apply at once and `completion(true)` runs on
    /// the next frame.
    static func performTransition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let style = options.transitionStyle
        guard style != nil, duration > 0, ViewAnimationContext.animationsEnabled else {
            if style == nil, duration > 0, ViewAnimationContext.animationsEnabled {
                animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {},
                        completion: completion)
            } else {
                if let animations { performWithoutAnimation(animations) }
                if let completion { ViewAnimationContext.onNextFrame { completion(true) } }
            }
            return
        }
        let curve = options.curve.timingFunction
        let transition = CATransition()
        transition.type = style?.type ?? .fade
        transition.subtype = style?.subtype
        transition.duration = duration
        transition.timingFunction = curve
        if options.contains(.repeat) { transition.repeatCount = .infinity }
        if options.contains(.autoreverse) { transition.autoreverses = true }
        let group = ViewAnimationGroup(completion: completion)
        group.retain()
        transition.delegate = group
        view.layer.add(transition, forKey: kCATransition)
        if let animations {
            if options.contains(.allowAnimatedContent) {
                ViewAnimationContext.perform(.block(duration: duration, delay: 0, options: options,
                                                    timing: .curve(curve), group: group), animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
        group.close()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview and animates the superview's picture
    /// from before to after per the transition option in `options`, then calls `completion`, as UIKit.
    ///
    /// The hierarchy changes at once: `toView` is inserted just above `fromView` and `fromView` is removed.
    /// With `.showHideTransitionViews` both stay where they are and `fromView` is hidden and `toView` shown
    /// instead. The animation is `transition(with:duration:options:animations:completion:)` on the
    /// superview (so the whole superview's area transitions, siblings included, as on iOS). When
    /// `fromView` has no superview (and, with `.showHideTransitionViews`, `toView` neither) the change
    /// applies without animation and `completion(true)` runs on the next frame.
    static func performTransition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        let change = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview, toView !== fromView {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview ?? (showHide ? toView.superview : nil) else {
            performWithoutAnimation(change)
            if let completion { ViewAnimationContext.onNextFrame { completion(true) } }
            return
        }
        transition(with: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
                   animations: change, completion: completion)
    }
}

extension UIView.AnimationOptions {
    /// The Core Animation transition type and subtype the transition bits (20–23) select, or `nil` for
    /// `.transitionNone`: cross-dissolve → `.fade`; flips → Core Animation's `"oglFlip"` with the side;
    /// curl up → `"pageCurl"`, curl down → `"pageUnCurl"` (drawn as `CATransitionType` describes).
    var transitionStyle: (type: CATransitionType, subtype: CATransitionSubtype?)? {
        let flip = CATransitionType(rawValue: "oglFlip")
        switch (rawValue >> 20) & 0xF {
        case 1: return (flip, .fromLeft)
        case 2: return (flip, .fromRight)
        case 3: return (CATransitionType(rawValue: "pageCurl"), .fromBottom)
        case 4: return (CATransitionType(rawValue: "pageUnCurl"), .fromTop)
        case 5: return (.fade, nil)
        case 6: return (flip, .fromTop)
        case 7: return (flip, .fromBottom)
        default: return nil
        }
    }
}
