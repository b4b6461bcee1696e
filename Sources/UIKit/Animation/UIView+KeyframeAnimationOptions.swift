import Foundation

extension UIView {
    /// Options for keyframe-based view animations, as UIKit's `UIView.KeyframeAnimationOptions` (Apple's
    /// raw values). The calculation modes choose how values between keyframes are computed; of the shared
    /// options, `repeat` and `autoreverse` take effect (the others as in `UIView.AnimationOptions`). The
    /// overall curve is ease-in-ease-out unless the raw value carries `UIView.AnimationOptions`' curve bits,
    /// as iOS reads them: `KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the presented value of an animating property.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays each iteration forwards then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration inside an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Does not inherit the enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value holds until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed, ignoring the keyframes' times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth spline at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}
