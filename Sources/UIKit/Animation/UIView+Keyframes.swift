@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

extension UIView {
    /// Animates the keyframes added in `animations` (with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`)
    /// over `duration` seconds after `delay`, as UIKit: each changed property gets one `CAKeyframeAnimation`
    /// through its value before the block and its value after each keyframe, at the keyframes' relative
    /// times (holding between keyframes). Changes made outside `addKeyframe` span the whole duration.
    /// As on iOS the whole animation runs on an ease-in-ease-out curve (the keyframes' relative times are
    /// points on the eased time) unless the options carry another curve —
    /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` for linear pacing — and
    /// fills both ways (a delayed animation shows its first value until it starts). The options are applied
    /// as `UIView.animate`'s are (`BlockAnimationOptions`).
    /// `completion` gets whether every animation ran to its end.
    static func performAnimateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: UIView.KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let group = ViewAnimationGroup(completion: completion)
        let recorder = KeyframeRecorder()
        if duration > 0, ViewAnimationContext.animationsEnabled {
            ViewAnimationContext.perform(.keyframes(recorder, start: 0, length: 1), animations)
            recorder.commit(duration: duration, delay: max(delay, 0), options: options, group: group)
        } else {
            animations()
        }
        group.close()
    }

    static func performAddKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard case .keyframes(let recorder, _, _)? = ViewAnimationContext.scopes.last else {
            performWithoutAnimation(animations)
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        ViewAnimationContext.perform(.keyframes(recorder, start: start, length: min(max(frameDuration, 0), 1 - start)),
                                     animations)
    }
}

/// Collects the property changes of an `animateKeyframes` block and turns them into one keyframe
/// animation per layer property. Not public API.
@MainActor
final class KeyframeRecorder {
    /// One changed property: its value before the block and each keyframe's (start, end, value).
    struct Property {
        let layer: CALayer
        let key: String
        let initial: Any
        var frames: [(start: Double, end: Double, value: Any)]
    }

    private var properties: [Property] = []

    /// Records that `key` of `layer` changed from `previous` inside a keyframe spanning `start`...`start + length`.
    func record(layer: CALayer, key: String, previous: Any, start: Double, length: Double) {
        let value = layer.animatableModelValue(forKey: key) ?? NSNull()
        let frame = (start: start, end: start + length, value: value)
        if let index = properties.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            properties[index].frames.append(frame)
        } else {
            properties.append(Property(layer: layer, key: key, initial: previous, frames: [frame]))
        }
    }

    /// Adds the keyframe animations.
    func commit(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions,
                group: ViewAnimationGroup) {
        for property in properties {
            var values: [Any] = [property.initial]
            var times: [Double] = [0]
            for frame in property.frames.sorted(by: { $0.start < $1.start }) {
                let start = max(frame.start, times.last ?? 0)
                if start > (times.last ?? 0) {
                    values.append(values[values.count - 1])
                    times.append(start)
                }
                values.append(frame.value)
                times.append(max(frame.end, start))
            }
            if (times.last ?? 0) < 1 {
                values.append(values[values.count - 1])
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: property.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = Self.mode(options)
            let shared = BlockAnimationOptions(options)
            animation.timingFunction = shared.curve.timingFunction
            shared.configure(animation, duration: duration, delay: delay)
            group.retain()
            animation.delegate = group
            property.layer.add(animation, forKey: property.key)
        }
    }

    private static func mode(_ options: UIView.KeyframeAnimationOptions) -> CAAnimationCalculationMode {
        switch (options.rawValue >> 10) & 0x7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }
}
