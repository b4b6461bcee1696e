@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Animates view property changes with full control — start, pause, scrub, reverse, stop — as UIKit's
/// `UIViewPropertyAnimator`.
///
/// The animation blocks run when the animator starts (or pauses, or is scrubbed) from inactive; as with
/// `UIView.animate`, the properties take their final values at once and the layers' presentation is
/// animated. The animator moves a time fraction from 0 to 1 over `duration` (back to 0 when reversed),
/// on the display refresh of the host's clock, and shows each property at the curve's progress for it.
/// When it arrives it finishes at `.end` (`.start` when reversed) and calls its completions — unless
/// `pausesOnCompletion`, which leaves it active and paused.
///
/// Scrubbing: setting `fractionComplete` while paused shows the linear progress when `scrubsLinearly`
/// (the default), else the curve's; resuming after a scrub continues from the shown value, paced by the
/// curve over the rest of the time. `isReversed` while running turns around on the same curve.
/// `stopAnimation(false)` keeps the current values and waits in `.stopped` for `finishAnimation(at:)`;
/// `finishAnimation(at:)` on an active animator stops it first (iOS raises instead).
/// Deviations: `isInterruptible`, `isUserInteractionEnabled` and `isManualHitTestingEnabled` are stored
/// only (touches always reach animating views, hit-tested at their model values). Animations added
/// while running start from the current values and use the curve over the rest of the time (after
/// `delayFactor` × that rest).
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// One animated property of one layer.
    struct Track {
        weak var layer: CALayer?
        let key: String
        let from: Any
        let to: Any
        let animation: DrivenAnimation
        let startFraction: Double
    }

    // MARK: Configuration

    /// The length of the animations, in seconds (for a spring given by mass, stiffness and damping: its
    /// settling time).
    open private(set) var duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0
    /// The pacing.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// Whether the animator can be paused and stopped. Default `true`. Stored for parity.
    open var isInterruptible = true
    /// Whether animating views receive touches. Default `true`. Stored for parity (they always do).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing of animating views is left to the app. Default `false`. Stored for parity.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator shows linear progress. Default `true`.
    open var scrubsLinearly = true
    /// Whether the animator pauses instead of finishing when it arrives. Default `false`.
    open var pausesOnCompletion = false

    // MARK: State

    /// `.inactive`, `.active` or `.stopped`.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animator is active and not paused.
    open var isRunning: Bool { state == .active && running }

    /// Whether the animations run back towards their start values. Setting it while running turns around
    /// from where the animations are.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if running {
                let now = CACurrentMediaTime()
                let f = timeFraction(at: now)
                if rebase != nil { rebase = (f, progress(at: f)) }
                anchorFraction = f
                anchorTime = max(now, anchorTime)
            }
            reversed = newValue
        }
    }

    /// How far along the animations are in time, 0...1. Setting it while paused (or inactive, which pauses
    /// the animator) scrubs; while running it is ignored, as on iOS.
    open var fractionComplete: CGFloat {
        get { CGFloat(running ? timeFraction(at: CACurrentMediaTime()) : frozenFraction) }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !running else { return }
            frozenFraction = min(max(Double(newValue), 0), 1)
            scrubbed = scrubsLinearly
            updateTracks()
        }
    }

    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var running = false
    private var reversed = false
    private var scrubbed = false
    private var frozenFraction = 0.0
    private var anchorFraction = 0.0
    private var anchorTime: CFTimeInterval = 0
    /// After a linear scrub: the fraction and progress the curve continues from.
    private var rebase: (fraction: Double, progress: Double)?
    private var token: FrameTick.Token?
    private var curve: (Double) -> Double

    // MARK: Initializers

    /// Creates an animator of `duration` seconds paced by `parameters` (UIKit's designated initializer; not
    /// `required`, so a subclass may declare its own designated initializers).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var duration = max(duration, 0)
        curve = Self.makeCurve(parameters, duration: &duration)
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// The progress curve for `parameters`; a spring given by mass, stiffness and damping sets `duration`
    /// to its settling time.
    private static func makeCurve(_ parameters: any UITimingCurveProvider, duration: inout TimeInterval) -> (Double) -> Double {
        if let spring = parameters.springTimingParameters {
            let velocity = Double(spring.initialVelocity.dx)
            let solution: SpringSolution
            if let physical = spring.physical {
                solution = SpringSolution(mass: Double(physical.mass), stiffness: Double(physical.stiffness),
                                          damping: Double(physical.damping), velocity: velocity)
                duration = solution.settlingTime()
            } else {
                let fitted = SpringParameters(dampingRatio: spring.dampingRatio ?? 1, duration: duration)
                solution = SpringSolution(mass: 1, stiffness: Double(fitted.stiffness), damping: Double(fitted.damping),
                                          velocity: velocity)
            }
            let length = duration
            return { f in 1 - solution.displacement(f * length) }
        }
        let function = (parameters.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
        return { f in function.evaluate(f) }
    }

    /// Creates an animator with a standard curve and optional animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a custom cubic curve and optional animations.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of `ratio` fitted to `duration` and optional animations.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator, as UIKit's `runningPropertyAnimator`, with the curve
    /// `options` name (ease in and out when `options` is empty, the default).
    ///
    /// Documented deviation: the result is a `UIViewPropertyAnimator`, where Apple's returns `Self`. Swift
    /// can create an instance of the receiving class only through a `required` initializer, and making
    /// `init(duration:timingParameters:)` required would break every subclass with its own designated
    /// initializer; a subclass that wants its own type overrides this class method.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - UIViewImplicitlyAnimating

    /// Adds animations: run at start when inactive; when active, run now from the current values.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin after `delayFactor` (0...1) of the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        guard state == .active else {
            pendingBlocks.append((animation, factor))
            return
        }
        let f = running ? timeFraction(at: CACurrentMediaTime()) : frozenFraction
        let start = f + factor * (1 - f)
        ViewAnimationContext.perform(.animator(self, startFraction: start == 0 ? 0 : start), animation)
        updateTracks()
    }

    /// Adds a completion, called with the position the animations finished at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Continues a paused animator from the values shown now: `duration` is multiplied by `durationFactor`
    /// (0 keeps it) for the rest of the run, which `parameters` pace when given (else the current curve).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !running else { return }
        let f = frozenFraction
        let shown = progress(at: f)
        if durationFactor > 0 { duration *= Double(durationFactor) }
        if let parameters {
            curve = Self.makeCurve(parameters, duration: &duration)
            timingParameters = parameters
        }
        scrubbed = false
        rebase = (f, shown)
        startAnimation()
    }

    // MARK: - UIViewAnimating

    /// Starts the animations, or resumes a paused animator.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        if state == .inactive { activate() }
        guard state == .active, !running else { return }
        self.delay = max(delay, 0)
        if scrubbed {
            rebase = (frozenFraction, frozenFraction)
            scrubbed = false
        }
        anchorFraction = frozenFraction
        anchorTime = CACurrentMediaTime() + self.delay
        running = true
        updateTracks()
    }

    /// Pauses where the animations are (an inactive animator becomes active and paused at the start).
    open func pauseAnimation() {
        if state == .inactive { activate() }
        guard state == .active, running else { return }
        frozenFraction = timeFraction(at: CACurrentMediaTime())
        running = false
        updateTracks()
    }

    /// Stops at the current values: the model takes the presented values and the animations are removed.
    /// With `withoutFinishing` the animator becomes inactive (no completions); otherwise it is `.stopped`
    /// until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        for track in tracks {
            guard let layer = track.layer else { continue }
            let current = layer.presentedValue(forKey: track.key)
            detach(track)
            layer.setAnimatableModelValue(current, forKey: track.key)
        }
        running = false
        unregister()
        if withoutFinishing {
            tracks.removeAll()
            reset()
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Finishes at `finalPosition`: the model takes the end, start or current values, the animator becomes
    /// inactive and the completions run with the position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if state == .active { stopAnimation(false) }
        guard state == .stopped else { return }
        for track in tracks {
            guard let layer = track.layer else { continue }
            switch finalPosition {
            case .end: layer.setAnimatableModelValue(track.to, forKey: track.key)
            case .start: layer.setAnimatableModelValue(track.from, forKey: track.key)
            case .current: break
            }
        }
        complete(at: finalPosition)
    }

    // MARK: - Driving (module-internal)

    /// Called by a view's layer action inside this animator's blocks: animates `key` of `layer` from
    /// `from` to its (new) model value.
    func track(layer: CALayer, key: String, from: Any, startFraction: Double) {
        let animation = DrivenAnimation()
        animation.keyPath = key
        animation.fromValue = from
        layer.add(animation, forKey: key)
        guard let live = layer.animation(forKey: key) as? DrivenAnimation else { return }
        var original = from
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            original = tracks[index].from
            tracks.remove(at: index)
        }
        tracks.append(Track(layer: layer, key: key, from: original, to: layer.animatableModelValue(forKey: key) ?? NSNull(),
                            animation: live, startFraction: startFraction))
    }

    /// Runs the pending blocks and registers for frames.
    private func activate() {
        state = .active
        running = false
        frozenFraction = 0
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for (block, factor) in blocks {
            ViewAnimationContext.perform(.animator(self, startFraction: factor), block)
        }
        if token == nil {
            token = FrameTick.add(wantsFrames: { [unowned self] in self.isRunning },
                                  fire: { [self] time, _ in self.tick(at: time) })
        }
        updateTracks()
    }

    /// The time fraction at media time `now`.
    private func timeFraction(at now: CFTimeInterval) -> Double {
        guard running else { return frozenFraction }
        let elapsed = max(0, now - anchorTime)
        let span = duration > 0 ? elapsed / duration : 1
        return min(max(anchorFraction + (reversed ? -span : span), 0), 1)
    }

    /// The progress shown at time fraction `f`.
    private func progress(at f: Double) -> Double {
        if !running, scrubbed { return f }
        guard let rebase else { return curve(f) }
        if reversed {
            guard rebase.fraction > 0 else { return 0 }
            return rebase.progress * curve(f / rebase.fraction)
        }
        guard rebase.fraction < 1 else { return 1 }
        return rebase.progress + (1 - rebase.progress) * curve((f - rebase.fraction) / (1 - rebase.fraction))
    }

    /// Shows the current progress on every track.
    private func updateTracks() {
        let f = timeFraction(at: CACurrentMediaTime())
        let p = progress(at: f)
        for track in tracks {
            if track.startFraction <= 0 {
                track.animation.progress = p
            } else if track.startFraction >= 1 {
                track.animation.progress = f >= 1 ? 1 : 0
            } else {
                track.animation.progress = curve(min(max((f - track.startFraction) / (1 - track.startFraction), 0), 1))
            }
        }
    }

    /// One display refresh.
    private func tick(at time: CFTimeInterval) {
        guard state == .active, running else { return }
        let f = timeFraction(at: time)
        updateTracks()
        let arrived = reversed ? f <= 1e-9 : f >= 1 - 1e-9
        guard arrived, time >= anchorTime else { return }
        if pausesOnCompletion {
            frozenFraction = reversed ? 0 : 1
            running = false
            return
        }
        for track in tracks { detach(track) }
        complete(at: reversed ? .start : .end)
    }

    /// Removes a track's animation if it is still the layer's.
    private func detach(_ track: Track) {
        guard let layer = track.layer, layer.animation(forKey: track.key) === track.animation else { return }
        layer.removeAnimation(forKey: track.key)
    }

    /// Becomes inactive and calls the completions.
    private func complete(at position: UIViewAnimatingPosition) {
        if position == .start {
            for track in tracks { track.layer?.setAnimatableModelValue(track.from, forKey: track.key) }
        }
        tracks.removeAll()
        unregister()
        reset()
        state = .inactive
        let handlers = completions
        completions.removeAll()
        for handler in handlers { handler(position) }
    }

    private func reset() {
        running = false
        scrubbed = false
        rebase = nil
        frozenFraction = 0
        anchorFraction = 0
    }

    private func unregister() {
        if let token { FrameTick.remove(token) }
        token = nil
    }
}
