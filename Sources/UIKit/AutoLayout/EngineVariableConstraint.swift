internal import ConstraintSolver
import Foundation

/// `guide.minX == value` (or `minY`): a guide position fixed in its owning view's coordinates (a scroll
/// view's content guide at the content origin, its frame guide at the bounds origin). Not public API.
@MainActor
final class EngineVariableConstraint: NSLayoutConstraint {
    /// Whether the constraint fixes x (else y).
    let isHorizontal: Bool

    init(guide: UILayoutGuide, horizontal: Bool, value: CGFloat) {
        isHorizontal = horizontal
        super.init(first: .attribute(WeakLayoutItem(object: guide), horizontal ? .left : .top), relation: .equal,
                   second: nil, multiplier: 1, constant: value)
        systemOwned = true
    }

    override func engineExpression(in engine: LayoutEngine) -> EngineExpression? {
        guard let guide = firstItem as? UILayoutGuide else { return nil }
        let item = engine.item(for: guide)
        return EngineExpression(expression: LinearExpression(isHorizontal ? item.x : item.y), relation: .equal, items: [item])
    }

    override var descriptionBody: String {
        LayoutItemNaming.name(of: firstItem) + (isHorizontal ? ".minX" : ".minY") + " == " + LayoutNumberFormat.text(constantStorage)
    }
}
