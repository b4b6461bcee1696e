import CoreGraphics
import Foundation

/// The key UIKit and most code add transitions under (`layer.add(transition, forKey: kCATransition)`),
/// as Core Animation's `kCATransition`.
public let kCATransition = "transition"

/// An animation from a layer's old appearance to its new one, as Core Animation's `CATransition`.
///
/// Added with `layer.add(_:forKey:)`, it takes a picture of the layer and its sublayer tree as presented
/// at that moment (animations, and a transition already running, at the current media time; pending
/// layout and display are not run first, so the picture is what was last drawn) at the display's pixel
/// density. Changes made afterwards — in the same turn of the run loop or later while it runs — are the
/// new appearance, drawn live each frame. For its duration the compositor draws the picture and the live
/// layer combined per `type` and `subtype`, clipped to the layer's bounds as Core Animation does, and
/// repaints the layer's area every frame. When it ends the delegate hears `animationDidStop(_:finished:)`
/// and the picture is released (also when it is removed or replaced earlier).
///
/// Parity: Apple's names and defaults (`type` `.fade`, `subtype` `nil`, progress 0...1). Deviations:
/// changes made to the layer *before* `add(_:forKey:)` in the same transaction are part of the old
/// picture (Core Animation takes it from the last committed frame instead), so make the changes after
/// adding the transition; `filter` is stored but not drawn; Core Animation's private types are handled as
/// `CATransitionType` describes; `.moveIn` and `.reveal` draw no shadow along the moving edge.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// Creates a fade transition with Apple's defaults.
    public required init() {
        super.init()
    }

    /// Always true (see `CAAnimation.isTransition`).
    override var isTransition: Bool { true }

    /// How the old appearance turns into the new one. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The side directional types start from; `nil` (the default) means `.fromLeft`, as in Core Animation.
    open var subtype: CATransitionSubtype?
    /// Where in the transition (0...1) the animation starts. Default 0.
    open var startProgress: Float = 0
    /// Where in the transition (0...1) the animation ends. Default 1.
    open var endProgress: Float = 1
    /// A Core Image filter in Core Animation. Stored for parity; not drawn.
    open var filter: Any?

    /// Copies the transition's properties (the picture is not copied: each added copy takes its own).
    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype
        startProgress = other.startProgress; endProgress = other.endProgress; filter = other.filter
    }

    // MARK: - Engine state (module-internal)

    /// The old appearance, taken when the transition was added to a layer; released when it stops.
    var snapshot: TransitionSnapshot?

    /// How the transition is drawn.
    var style: TransitionStyle { TransitionStyle(type: type, subtype: subtype) }

    /// The transition's progress (0...1, through the timing function and `startProgress`/`endProgress`)
    /// at `time` in the layer's time, or `nil` when it has no effect then.
    /// - Complexity: O(1).
    func progress(at time: CFTimeInterval) -> Double? {
        guard let state = timingState(at: time) else { return nil }
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * pacedFraction(state)
    }
}
