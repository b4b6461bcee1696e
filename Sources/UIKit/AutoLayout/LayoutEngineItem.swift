internal import ConstraintSolver
import Foundation

/// One view or layout guide in a `LayoutEngine`: the four variables of its alignment rectangle in its
/// superview's (a guide's owning view's) bounds coordinates, and the constraints the engine makes for it
/// (autoresizing-mask and intrinsic-size constraints). Not public API.
@MainActor
final class LayoutEngineItem {
    /// The alignment rectangle's minimum x, in the parent's bounds coordinates.
    let x: Variable
    /// The alignment rectangle's minimum y, in the parent's bounds coordinates.
    let y: Variable
    /// The alignment rectangle's width.
    let width: Variable
    /// The alignment rectangle's height.
    let height: Variable
    /// The view's or guide's reference (not retained; it reads nil once the object is gone).
    var reference: LayoutItemReference?
    /// The view, for a view's item.
    var view: UIView? { reference?.view }
    /// The guide, for a guide's item.
    var guide: UILayoutGuide? { reference?.guide }
    /// The autoresizing-mask constraints while the view translates its mask (`NSAutoresizingMaskLayoutConstraint`).
    var autoresizing: [NSLayoutConstraint] = []
    /// Whether the autoresizing constraints must be rebuilt before the next solve.
    var needsAutoresizingUpdate = true
    /// The intrinsic-size constraints (hugging `<=` and compression resistance `>=` per axis).
    var intrinsic = IntrinsicConstraints()
    /// Whether the intrinsic size must be read again before the next solve.
    var needsIntrinsicUpdate = true
    /// Whether the engine moved this item since its frame was last written.
    var frameDirty = true
    /// User constraints that mention the item and whose constants depend on it (baselines).
    var baselineDependents: [NSLayoutConstraint] = []
    /// The width a multi-line label wraps at: the engine's width for it (UIKit's two-pass layout).
    var wrapWidth: CGFloat?
    /// Internal constraints made for the item (layout guides' constraints to their owning view).
    var ownConstraints: [NSLayoutConstraint] = []

    /// Makes an item with four fresh variables in `solver` (unnamed: the engine's descriptions name items
    /// from their views when printed, so nothing is formatted per item while building).
    init(solver: Solver) {
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// The item's object (view or guide).
    var object: AnyObject? { view ?? guide }

    /// The variables in order x, y, width, height.
    var variables: [Variable] { [x, y, width, height] }
}

/// An item's intrinsic-size constraints and the size they were made for.
struct IntrinsicConstraints {
    /// The intrinsic size the constraints hold (`noIntrinsicMetric` on an axis without one).
    var size = CGSize(width: -1, height: -1)
    /// Hugging, `width <= intrinsic` at the horizontal hugging priority.
    var hugWidth: Constraint?
    /// Compression resistance, `width >= intrinsic` at the horizontal resistance priority.
    var resistWidth: Constraint?
    /// Hugging, `height <= intrinsic`.
    var hugHeight: Constraint?
    /// Compression resistance, `height >= intrinsic`.
    var resistHeight: Constraint?

    /// Every constraint present.
    var all: [Constraint] { [hugWidth, resistWidth, hugHeight, resistHeight].compactMap { $0 } }
}

/// The engine's record of an `NSLayoutConstraint` it holds. Not public API.
@MainActor
final class LayoutEngineConstraint {
    /// The solver constraint while it is in the solver (nil while pending or broken).
    var solverConstraint: Constraint?
    /// The expression's constant without the constraint's own `constant` (offsets of items, baselines).
    var baseConstant: Double = 0
    /// Whether the engine broke the constraint to recover from a conflict (it stays active, unsatisfied).
    var isBroken = false
    /// The order the engine received constraints in, for choosing which to break.
    let order: Int
    /// The items the expression uses.
    var items: [LayoutEngineItem] = []

    init(order: Int) { self.order = order }
}

/// A constraint's solver form before its own constant: `expression relation 0` with `expression` made of
/// `first - multiplier × second` and the item-dependent constant.
struct EngineExpression {
    /// The linear form, without the constraint's `constant`.
    var expression: LinearExpression
    /// The relation.
    var relation: ConstraintSolver.Relation
    /// The items the form uses.
    var items: [LayoutEngineItem]
    /// The views whose baselines the form reads (their text changes move the constant).
    var baselineViews: [LayoutEngineItem] = []
}
