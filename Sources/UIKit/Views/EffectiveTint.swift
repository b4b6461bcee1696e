import Foundation

/// A view's effective tint: its colour and adjustment mode, compared to decide whether `addSubview`
/// must announce a tint change (`tintColorDidChange()` runs only when the inherited tint changes, as
/// UIKit documents). Not public API.
@MainActor
struct EffectiveTint {
    var color: UIColor?
    var mode: UIView.TintAdjustmentMode

    /// Whether both are the same: the same mode and the same colour object or equal colours.
    func isSame(as other: EffectiveTint) -> Bool {
        guard mode == other.mode else { return false }
        switch (color, other.color) {
        case (nil, nil): return true
        case let (a?, b?): return a === b || a == b
        default: return false
        }
    }
}
