import Foundation

extension UIView {
    /// Options for block-based view animations, as UIKit's `UIView.AnimationOptions` (Apple's raw values).
    ///
    /// In effect: the four curves, `repeat`, `autoreverse`, `beginFromCurrentState` (always the behaviour:
    /// `frame`, `bounds`, `center` and `transform` blend additively with running animations as on iOS 8+,
    /// the other properties start from their presented value), `overrideInheritedDuration`,
    /// `overrideInheritedCurve` and `allowUserInteraction` (OpenUIKit never blocks touches during
    /// animations; hit-testing uses model values, as iOS); for `transition(with:...)` and
    /// `transition(from:to:...)` the transitions, `allowAnimatedContent` and `showHideTransitionViews`
    /// (see those methods). Accepted for parity with no effect: `layoutSubviews`,
    /// `overrideInheritedOptions` and the frame-rate hints.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate with their superview.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the presented value of an animating property.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each iteration forwards then backwards (with `repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration inside an enclosing animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve inside an enclosing animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content as it animates.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views instead of removing and adding them in transitions.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Does not inherit the enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default): control points (0.42, 0), (0.58, 1).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in: (0.42, 0), (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out: (0, 0), (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip from the left (transitions; drawn as a 2D approximation).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right (transitions; drawn as a 2D approximation).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up (transitions; approximated by the old picture sliding up).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down (transitions; approximated by the new picture sliding down).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross dissolve (transitions).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from the top (transitions; drawn as a 2D approximation).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom (transitions; drawn as a 2D approximation).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve these options select.
        var curve: UIView.AnimationCurve { BlockAnimationOptions(self).curve }
    }
}
