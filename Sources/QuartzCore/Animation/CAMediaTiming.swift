import Foundation

/// Timing of an animation (or a layer): when it begins, how fast and how long it runs, how it repeats
/// and what it shows before and after, as Core Animation's `CAMediaTiming`.
///
/// Local time of an animation at parent (media) time `t`: `(t − beginTime) × speed + timeOffset`. One
/// iteration lasts `duration` (twice that with `autoreverses`); `repeatCount` (fractional allowed,
/// `.infinity` forever) or `repeatDuration` bounds the active time.
///
/// Parity: Apple's names and defaults. Deviation: main-actor isolated, like the layer types.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the timing starts, in the parent's time (media time for animations added to a layer).
    /// Default 0: an animation added to a layer starts at the time it is added.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration, in seconds. Default 0 (animations added to a layer then last
    /// `CATransaction.animationDuration()`, 0.25 s).
    var duration: CFTimeInterval { get set }
    /// The rate of local time relative to the parent's. Default 1; 0 pauses; negative runs backwards.
    var speed: Float { get set }
    /// An offset added to local time. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations run (fractions allowed, `.infinity` forever). Default 0: one iteration.
    var repeatCount: Float { get set }
    /// How long iterations repeat, in seconds. Default 0 (use `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards. Default `false`.
    var autoreverses: Bool { get set }
    /// What is shown outside the active time. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}
