import Foundation

/// The abstract base of Core Animation's animations: timing (`CAMediaTiming`), a pacing curve, a
/// delegate and whether the animation leaves its layer when done, as `CAAnimation`.
///
/// Adding an animation to a layer (`CALayer.add(_:forKey:)`) adds a copy, as Core Animation does; a
/// `beginTime` of 0 becomes the media time of the `add` call and a `duration` of 0 becomes
/// `CATransaction.animationDuration()`. Time comes from `CACurrentMediaTime()` (the host's clock), so a
/// headless run is exact; an animation whose active time ends within 1 ns of a frame's time counts as
/// ended on that frame (virtual clocks step by sums of 1/120 s, which round).
///
/// Parity: Apple's names and defaults. Deviations: main-actor isolated; `CAAnimation` is not archived
/// (`NSSecureCoding` is not adopted).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// Creates an animation with Apple's default values.
    public required override init() {
        super.init()
    }

    /// Whether this is a `CATransition` (a virtual property instead of an `is` cast, which the compositor
    /// and the animation engine would otherwise pay for every animation on every frame).
    var isTransition: Bool { false }

    // MARK: Properties

    /// The pacing curve applied to each iteration's time fraction. Default `nil` (linear).
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?

    /// Receives start and stop. Retained (strong), as in Core Animation. Default `nil`.
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation is removed from its layer when its active time ends. Default `true`; set it to
    /// `false` with `fillMode = .forwards` to keep showing the end value.
    open var isRemovedOnCompletion = true

    // MARK: - CAMediaTiming

    // The timing properties are read for every running animation on every frame (several times each);
    // they are plain values on a main-actor class, so they skip the dynamic exclusivity check that would
    // otherwise cost more than the arithmetic (`@exclusivity(unchecked)`; overriding is unaffected).

    /// When the animation starts, in media time; 0 (the default) means "when added to a layer".
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    /// The length of one iteration. Default 0 (becomes `CATransaction.animationDuration()` when added).
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    /// The rate of the animation's time. Default 1.
    @exclusivity(unchecked) open var speed: Float = 1
    /// An offset added to the animation's local time. Default 0.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    /// The number of iterations (fractions allowed). Default 0 (one).
    @exclusivity(unchecked) open var repeatCount: Float = 0
    /// How long iterations repeat. Default 0 (use `repeatCount`).
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    /// Whether iterations play forwards then backwards. Default `false`.
    @exclusivity(unchecked) open var autoreverses = false
    /// What is shown outside the active time. Default `.removed`.
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed

    /// The default value of a property, as `defaultValue(forKey:)`: the defaults above for the timing keys,
    /// `nil` otherwise.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    // MARK: - CAAction

    /// Adds the animation to `anObject` (a `CALayer`) under `event`, as Core Animation's animations do
    /// when run as a layer's action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: - Copying (overridable in subclass bodies)

    /// Copies this class's properties from `other` (subclasses copy theirs, then call `super`).
    func copyState(from other: CAAnimation) {
        timingFunction = other.timingFunction; delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    // MARK: - Evaluation (overridable in subclass bodies)

    /// Converts the animation's `Any` values once, when the copy is added to a layer.
    func prepare() {}

    /// Applies the animation at `time` (its parent's time: media time, or a group's local time) to the
    /// presentation `values`. The base class has no effect.
    func apply(at time: CFTimeInterval, to values: inout PresentationValues) {}

    /// The key paths the animation changes (for the layer's list of animated properties).
    func animatedKeyPaths(into keys: inout [String]) {}

    // MARK: - Engine state (module-internal)

    /// Whether `animationDidStart` was sent.
    @exclusivity(unchecked) var didStart = false
    /// Whether the animation ended (ran out or was removed) and `animationDidStop` was sent or queued.
    @exclusivity(unchecked) var didStop = false

    // MARK: Forwards to CAAnimation.swift

    /// A copy of the animation with the same properties (delegate included), as Core Animation's `copy`.
    open func copy(with zone: NSZone? = nil) -> Any { performCopy(with: zone) }
}

// MARK: - NSCopying

extension CAAnimation: @MainActor NSCopying {
    func performCopy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyState(from: self)
        return copy
    }
}
