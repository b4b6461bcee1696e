@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// The animation blocks being executed (`UIView.animate`, property animators, `performWithoutAnimation`),
/// innermost last, and the action UIKit's views give their layers while one is open. Not public API.
///
/// Views animate `center`/`frame`/`bounds` (the layer's `position` and `bounds`), `transform`, `alpha`
/// (`opacity`), `backgroundColor` and the layer's `cornerRadius`. Outside animation blocks, and for other
/// keys, a view answers `NSNull()`: its layer does not animate implicitly, as on iOS.
@MainActor
enum ViewAnimationContext {
    /// How a block paces its animations.
    enum Timing {
        case curve(CAMediaTimingFunction)
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
    }

    /// One open block.
    enum Scope {
        /// `UIView.animate`: a time-based animation per changed property.
        case block(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
                   group: ViewAnimationGroup)
        /// A property animator's animations (driven by the animator each frame).
        case animator(UIViewPropertyAnimator, startFraction: Double)
        /// `animateKeyframes`: changes are recorded for the keyframe spanning `start`...`start + length`.
        case keyframes(KeyframeRecorder, start: Double, length: Double)
        /// `performWithoutAnimation` or animations disabled.
        case none
    }

    /// The open blocks, innermost last. Views' layers skip the action lookup while it is empty
    /// (`CALayer.viewAnimationIsOpen`).
    static var scopes: [Scope] = [] { didSet { CALayer.viewAnimationIsOpen = !scopes.isEmpty } }
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true

    /// The layer keys views animate.
    static let viewAnimatableKeys: Set<String> = ["position", "bounds", "transform", "opacity", "backgroundColor",
                                                  "cornerRadius"]

    /// Runs `body` inside `scope`.
    static func perform(_ scope: Scope, _ body: () -> Void) {
        scopes.append(scope)
        defer { scopes.removeLast() }
        body()
    }

    /// The action a view gives its layer for `key`.
    static func action(forKey key: String) -> any CAAction {
        guard animationsEnabled, let scope = scopes.last, viewAnimatableKeys.contains(key) else { return NSNull() }
        switch scope {
        case .none: return NSNull()
        case .block(let duration, let delay, let options, let timing, let group):
            guard duration > 0 else { return NSNull() }
            return ViewPropertyAction(kind: .timed(duration: duration, delay: delay, options: options, timing: timing,
                                                   group: group))
        case .animator(let animator, let startFraction):
            return ViewPropertyAction(kind: .driven(animator, startFraction: startFraction))
        case .keyframes(let recorder, let start, let length):
            return ViewPropertyAction(kind: .keyframe(recorder, start: start, length: length))
        }
    }

    /// Removes the view animations of `properties` (base keys such as `position`, `bounds`) from `layer`,
    /// the additive ones included (`position-2`, `bounds.size`, ...).
    /// - Complexity: O(animations on the layer²).
    static func removeAnimations(of layer: CALayer, properties: Set<String>) {
        for key in layer.animationKeys() ?? [] {
            let base = key.prefix { $0 != "." && $0 != "-" }
            if properties.contains(String(base)) { layer.removeAnimation(forKey: key) }
        }
    }

    /// Calls `body` once on the next display refresh (completions of blocks that animated nothing).
    static func onNextFrame(_ body: @escaping @MainActor () -> Void) {
        var token: FrameTick.Token?
        var done = false
        token = FrameTick.add(wantsFrames: { !done }, fire: { _, _ in
            guard !done else { return }
            done = true
            if let token { FrameTick.remove(token) }
            body()
        })
    }
}

/// Counts a `UIView.animate` block's animations and calls its completion once all have stopped, with
/// `finished` true only if every one ran to its end. Not public API.
@MainActor
final class ViewAnimationGroup: CAAnimationDelegate {
    private var pending = 0
    private var allFinished = true
    private var closed = false
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// One more animation belongs to the block.
    func retain() { pending += 1 }

    /// The block's closure returned: with nothing animating, the completion runs on the next frame.
    func close() {
        closed = true
        if pending == 0 {
            ViewAnimationContext.onNextFrame { [self] in fire() }
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        if closed, pending == 0 { fire() }
    }

    private func fire() {
        guard let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

/// The action a view's layer runs for an animated property change. Not public API.
@MainActor
final class ViewPropertyAction: CAAction {
    enum Kind {
        case timed(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                   timing: ViewAnimationContext.Timing, group: ViewAnimationGroup)
        case driven(UIViewPropertyAnimator, startFraction: Double)
        case keyframe(KeyframeRecorder, start: Double, length: Double)
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let previous = dict?["previousValue"] ?? NSNull()
        switch kind {
        case .timed(let duration, let delay, let options, let timing, let group):
            let shared = BlockAnimationOptions(options)
            // iOS 8+: position, bounds and transform animate additively from (old − new) to zero, so an
            // animation started while another runs blends with it; the others replace from the presented value.
            if let deltas = layer.additiveAnimationDeltas(forKey: event, from: dict?["previousModelValue"] ?? previous) {
                for delta in deltas {
                    let animation = Self.animation(keyPath: delta.keyPath, timing: timing, duration: duration)
                    animation.isAdditive = true
                    animation.fromValue = delta.from
                    animation.toValue = delta.zero
                    shared.configure(animation, duration: duration, delay: delay)
                    group.retain()
                    animation.delegate = group
                    layer.add(animation, forKey: layer.unusedAnimationKey(delta.keyPath))
                }
                return
            }
            let animation = Self.animation(keyPath: event, timing: timing, duration: duration)
            animation.fromValue = previous
            shared.configure(animation, duration: duration, delay: delay)
            group.retain()
            animation.delegate = group
            layer.add(animation, forKey: event)
        case .driven(let animator, let startFraction):
            animator.track(layer: layer, key: event, from: previous, startFraction: startFraction)
        case .keyframe(let recorder, let start, let length):
            recorder.record(layer: layer, key: event, previous: previous, start: start, length: length)
        }
    }
}

extension ViewPropertyAction {
    /// A basic animation of `keyPath` paced by `timing`: the curve's timing function, or a spring that
    /// settles within `duration`.
    static func animation(keyPath: String, timing: ViewAnimationContext.Timing, duration: TimeInterval) -> CABasicAnimation {
        switch timing {
        case .curve(let function):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            return animation
        case .spring(let ratio, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            let parameters = SpringParameters(dampingRatio: ratio, duration: duration)
            spring.mass = 1
            spring.stiffness = parameters.stiffness
            spring.damping = parameters.damping
            spring.initialVelocity = velocity
            return spring
        }
    }
}

/// A spring that settles (to 0.1% of the distance) within a duration for a damping ratio, as UIKit's
/// duration-based springs: ω₀ = max(ln 1000 / (ζ·d), 9.23 / d), stiffness ω₀², damping 2ζω₀ (mass 1).
struct SpringParameters {
    let stiffness: CGFloat
    let damping: CGFloat

    init(dampingRatio: CGFloat, duration: TimeInterval) {
        let zeta = Double(max(dampingRatio, 0.01))
        let d = max(duration, 0.001)
        let omega = max(log(1000) / (zeta * d), 9.23 / d)
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(2 * zeta * omega)
    }
}
