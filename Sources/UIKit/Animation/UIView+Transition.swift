@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

extension UIView {
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
