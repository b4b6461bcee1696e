import Foundation

/// An animation of one layer property named by a key path, as Core Animation's `CAPropertyAnimation`.
///
/// Key paths: the animatable properties — `position`, `bounds`, `transform`, `sublayerTransform`,
/// `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset`, `shadowColor`, `contentsRect`, `zPosition`, `anchorPoint`; for shape
/// layers `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit`, `lineDashPhase`, `fillColor`,
/// `strokeColor`, `path`; for gradient layers `colors`, `locations`, `startPoint`, `endPoint` — and their
/// components —
/// `position.x`/`.y`, `bounds.size`, `bounds.origin`, `bounds.size.width`…, `shadowOffset.width`/`.height`,
/// `transform.rotation.z` (`transform.rotation`), `transform.scale` (`.x`/`.y`/`.z`),
/// `transform.translation` (`.x`/`.y`/`.z`). A transform component replaces that part of the model
/// transform's decomposition (translation, rotation, scale), so a rotation from 0 to 2π turns fully.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// Creates an animation with Apple's defaults.
    public required init() {
        super.init()
    }

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The animated key path. Default `nil` (an action's key is used when run as an action).
    open var keyPath: String? { didSet { resolvedStorage = nil } }

    /// `keyPath` resolved once (the inner `nil`: not animatable).
    private var resolvedStorage: ResolvedKeyPath??

    /// The resolved key path, or `nil` when it names no animatable property.
    var resolvedKeyPath: ResolvedKeyPath? {
        if let resolvedStorage { return resolvedStorage }
        let resolved = keyPath.flatMap { ResolvedKeyPath($0) }
        resolvedStorage = .some(resolved)
        return resolved
    }

    /// Whether the animation's value is added to the value below it (the model value and earlier
    /// animations) instead of replacing it. Default `false`.
    @exclusivity(unchecked) open var isAdditive = false

    /// Whether each repeat iteration builds on the end value of the previous one. Default `false`.
    @exclusivity(unchecked) open var isCumulative = false

    /// Turns the interpolated value into the property's value (a number into a rotation transform, say).
    /// Default `nil`.
    @exclusivity(unchecked) open var valueFunction: CAValueFunction?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    override func animatedKeyPaths(into keys: inout [String]) {
        if let keyPath { keys.append(keyPath) }
    }

    /// The value before this animation (model and earlier animations) at the key path, as the subclass
    /// interpolates it: with a value function, the interpolation runs on raw numbers starting from 0.
    override func apply(at time: CFTimeInterval, to values: inout PresentationValues) {
        guard let path = resolvedKeyPath, let state = timingState(at: time), let current = values.value(at: path) else {
            return
        }
        let below = valueFunction == nil ? current : .number(0)
        guard var value = interpolatedValue(state, below: below) else { return }
        if isCumulative, state.iteration > 0, let delta = iterationDelta(below: below) {
            value = AnimatableValue.add(value, delta, times: Double(state.iteration))
        }
        if let valueFunction { value = .transform(valueFunction.transform(for: value)) }
        if isAdditive { value = AnimatableValue.add(current, value) }
        values.set(value, at: path)
    }

    /// The subclass's value at `state`, given the value below; `nil` for no effect.
    func interpolatedValue(_ state: AnimationTimingState, below: AnimatableValue) -> AnimatableValue? { nil }

    /// The change over one iteration (end − start), for cumulative repeats.
    func iterationDelta(below: AnimatableValue) -> AnimatableValue? { nil }
}
