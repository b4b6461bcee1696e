import Foundation

/// Several animations run together on one layer, as Core Animation's `CAAnimationGroup`. The children's
/// timing is relative to the group: their `beginTime` counts from the group's start, and the group's
/// `duration` cuts them off. The group's `timingFunction` warps the time its children see. The children's
/// delegates and `isRemovedOnCompletion` are not consulted (as in Core Animation).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// Creates an empty group with Apple's defaults.
    public required init() {
        super.init()
    }

    /// The grouped animations. Default `nil`.
    open var animations: [CAAnimation]?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { ($0.copy() as? CAAnimation) ?? $0 }
    }

    /// Children without a duration last as long as the group, as in Core Animation.
    override func prepare() {
        for child in animations ?? [] {
            if child.duration <= 0 { child.duration = effectiveDuration }
            child.prepare()
        }
    }

    override func animatedKeyPaths(into keys: inout [String]) {
        for child in animations ?? [] { child.animatedKeyPaths(into: &keys) }
    }

    override func apply(at time: CFTimeInterval, to values: inout PresentationValues) {
        guard let state = timingState(at: time) else { return }
        let local = pacedFraction(state) * effectiveDuration
        for child in animations ?? [] {
            // Children fill within the group's active time, as their own fill modes say.
            child.apply(at: local, to: &values)
        }
    }
}
