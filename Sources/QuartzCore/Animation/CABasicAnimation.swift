import Foundation

/// An animation between two values of a layer property, as Core Animation's `CABasicAnimation`.
///
/// Which values are used (Apple's rules; "current" is the value below the animation — the model value
/// after earlier animations): from and to; from and from + by; to − by and to; from and current;
/// current and to; current and current + by; with none, current to current (no visible change) — except
/// when the animation is run as an implicit action, where the layer fills in the previous value as
/// `fromValue`.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Creates an animation with Apple's defaults.
    public required init() {
        super.init()
    }

    /// The start value (`CGFloat`, `Float`, `Double`, `NSNumber`, `CGPoint`, `CGSize`, `CGRect`,
    /// `CGColor`, `CATransform3D`, `CGPath`, or an array of those). Default `nil`.
    open var fromValue: Any? { didSet { converted = nil } }
    /// The end value. Default `nil`.
    open var toValue: Any? { didSet { converted = nil } }
    /// The change from the start value. Default `nil`.
    open var byValue: Any? { didSet { converted = nil } }

    /// `fromValue`, `toValue`, `byValue` converted (`nil` entries: not set or not convertible).
    private var converted: (from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    override func prepare() { _ = endpoints(below: .none) }

    /// The start and end values for the value below.
    func endpoints(below: AnimatableValue) -> (from: AnimatableValue, to: AnimatableValue) {
        if converted == nil {
            func convert(_ v: Any?) -> AnimatableValue? { v == nil ? nil : AnimatableValue(v) }
            converted = (convert(fromValue), convert(toValue), convert(byValue))
        }
        let (from, to, by) = converted ?? (nil, nil, nil)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, AnimatableValue.add(f, b))
        case let (nil, t?, b?): return (AnimatableValue.subtract(t, b), t)
        case let (f?, nil, nil): return (f, below)
        case let (nil, t?, nil): return (below, t)
        case let (nil, nil, b?): return (below, AnimatableValue.add(below, b))
        default: return (below, below)
        }
    }

    override func interpolatedValue(_ state: AnimationTimingState, below: AnimatableValue) -> AnimatableValue? {
        let (from, to) = endpoints(below: below)
        return AnimatableValue.interpolate(from, to, progress(state))
    }

    override func iterationDelta(below: AnimatableValue) -> AnimatableValue? {
        let (from, to) = endpoints(below: below)
        return AnimatableValue.subtract(to, from)
    }

    /// The interpolation progress at `state` (the paced fraction; springs override).
    func progress(_ state: AnimationTimingState) -> Double { pacedFraction(state) }
}
