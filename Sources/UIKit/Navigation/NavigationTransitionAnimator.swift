import Foundation

/// The standard push and pop, as iOS 7 and later draw them (a property animator, so the interactive pop
/// scrubs it): over 0.35 s the arriving view slides in from
/// the trailing edge (push) while the one below moves a third of the way towards the leading edge under
/// a dimming of 10% black; a pop runs it backwards. A soft shadow runs along the leading edge of the top
/// view. Curve: ease-out with a long tail, as the system's (UIKit documents neither the duration nor the
/// curve; 0.35 s is the commonly measured one). Right-to-left layouts mirror it. Not public API.
@preconcurrency @MainActor
final class NavigationTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let rightToLeft: Bool
    static let duration: TimeInterval = 0.35
    /// The pacing shared with the bar's cross-fade and the alongside animations.
    static var timing: UICubicTimingParameters {
        UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.25, y: 1))
    }
    static let parallax: CGFloat = 1.0 / 3.0
    static let dimmingAlpha: CGFloat = 0.1

    init(operation: UINavigationController.Operation, rightToLeft: Bool) {
        self.operation = operation
        self.rightToLeft = rightToLeft
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { Self.duration }

    /// The property animator running the transition (one per transition, as UIKit asks).
    private var animator: UIViewPropertyAnimator?

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The transition as a property animator, so the interactive pop scrubs it (iOS 10).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let animator = UIViewPropertyAnimator(duration: Self.duration, timingParameters: Self.timing)
        self.animator = animator
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            return animator
        }
        let bounds = container.bounds
        let width = bounds.width
        let direction: CGFloat = rightToLeft ? -1 : 1
        let isPush = operation != .pop
        let top = isPush ? toView : fromView
        let below = isPush ? fromView : toView
        let rightToLeft = self.rightToLeft
        UIView.performWithoutAnimation {
            toView.transform = .identity
            fromView.transform = .identity
            toView.frame = bounds
            fromView.frame = bounds
        }
        if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, aboveSubview: below)
        let shadowWidth = NavigationEdgeShadowView.width
        let shadow = NavigationEdgeShadowView(frame: CGRect(x: 0, y: 0, width: shadowWidth, height: bounds.height))
        shadow.rightToLeft = rightToLeft
        container.insertSubview(shadow, belowSubview: top)
        // The states: the top view off the trailing edge or in place, the one below shifted a third
        // towards the leading edge (and dimmed) or in place.
        let offscreen = CGAffineTransform(translationX: direction * width, y: 0)
        let shifted = CGAffineTransform(translationX: -direction * width * Self.parallax, y: 0)
        let shadowX = rightToLeft ? bounds.maxX + shadowWidth / 2 : bounds.minX - shadowWidth / 2
        func place(topTransform: CGAffineTransform, belowTransform: CGAffineTransform, dim: CGFloat) {
            top.transform = topTransform
            below.transform = belowTransform
            dimming.transform = belowTransform
            dimming.alpha = dim
            shadow.center = CGPoint(x: shadowX + topTransform.tx, y: bounds.midY)
            shadow.alpha = dim / Self.dimmingAlpha
        }
        UIView.performWithoutAnimation {
            if isPush {
                place(topTransform: offscreen, belowTransform: .identity, dim: 0)
            } else {
                place(topTransform: .identity, belowTransform: shifted, dim: Self.dimmingAlpha)
            }
        }
        animator.addAnimations {
            if isPush {
                place(topTransform: .identity, belowTransform: shifted, dim: Self.dimmingAlpha)
            } else {
                place(topTransform: offscreen, belowTransform: .identity, dim: 0)
            }
        }
        animator.addCompletion { position in
            dimming.removeFromSuperview()
            shadow.removeFromSuperview()
            top.transform = .identity
            below.transform = .identity
            let finished = position == .end
            if !finished { toView.removeFromSuperview() }
            transitionContext.completeTransition(finished)
        }
        return animator
    }
}

/// The soft shadow along the leading edge of the view on top during a push or pop: black from 6% at the
/// edge to clear over 10 points. Not public API.
@MainActor
final class NavigationEdgeShadowView: UIView {
    static let width: CGFloat = 10
    var rightToLeft = false { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor(white: 0, alpha: 0).cgColor, UIColor(white: 0, alpha: 0.06).cgColor]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) else { return }
        let b = bounds
        let start = CGPoint(x: rightToLeft ? b.maxX : b.minX, y: 0)
        let end = CGPoint(x: rightToLeft ? b.minX : b.maxX, y: 0)
        context.drawLinearGradient(gradient, start: start, end: end, options: [])
    }
}
