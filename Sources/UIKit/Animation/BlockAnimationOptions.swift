@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

/// The option bits `UIView.animate` and `UIView.animateKeyframes` share (Apple gives
/// `UIView.AnimationOptions` and `UIView.KeyframeAnimationOptions` one bit layout: bits 0–9 the common
/// options, 16–19 the curve, which keyframe code passes as
/// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`), and the one place that
/// applies them to the Core Animation animations both paths add. Not public API.
struct BlockAnimationOptions {
    let rawValue: UInt

    init(_ options: UIView.AnimationOptions) { rawValue = options.rawValue }
    init(_ options: UIView.KeyframeAnimationOptions) { rawValue = options.rawValue }

    /// The pacing curve (bits 16–19): ease-in-ease-out unless another is given, as iOS.
    var curve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    var repeats: Bool { rawValue & UIView.AnimationOptions.repeat.rawValue != 0 }
    var autoreverses: Bool { rawValue & UIView.AnimationOptions.autoreverse.rawValue != 0 }

    /// Sets what UIKit sets on every animation of a block: the duration, `fillMode = .both` (so a delayed
    /// animation shows its start value until it begins), the delay as a later `beginTime`, and repeating
    /// and autoreversing. The timing (curve or spring) is the caller's.
    @MainActor func configure(_ animation: CAAnimation, duration: TimeInterval, delay: TimeInterval) {
        animation.duration = duration
        animation.fillMode = .both
        if delay > 0 { animation.beginTime = CACurrentMediaTime() + delay }
        if repeats { animation.repeatCount = .infinity }
        if autoreverses { animation.autoreverses = true }
    }
}
