internal import ConstraintSolver
import Foundation

/// `weight × (view.length − intrinsic length) == 0` at priority 1 along a stack's axis
/// (`UISV-index-order`): how a stack settles what its priorities leave open. Apple documents that for the
/// `fill`, `equalSpacing` and `equalCentering` distributions "if there is any ambiguity, the stack view
/// resizes the arranged views based on their index in the arrangedSubviews array"
/// (UIStackView.Distribution); what iOS does is resize the FIRST of the tied views: of arranged views
/// with the same lowest hugging priority the first one takes the spare length (three default labels in a
/// horizontal fill stack: the first label stretches, the others keep their text widths), and OpenUIKit
/// gives up missing length the same way, the first of the views with the same lowest compression
/// resistance shrinking first.
///
/// Every visible arranged view but the first gets one, weighted by its index among the visible views,
/// below every priority anyone uses (UIKit's lowest is 1, its stack views' own go down to 25): within that
/// one priority the weighted errors add up, so any length moved onto a later view costs more than the
/// same length on an earlier one, and the higher priorities (hugging, compression resistance, everything
/// else) still decide first. A view without an intrinsic length along the axis counts as 0 long. The
/// intrinsic length is the engine's reading, kept current like a baseline (the constant moves when it
/// changes). UIKit has no such constraint (its engine orders the choice itself); the identifier shows
/// where it comes from. Not public API.
@MainActor
final class StackIndexOrderConstraint: NSLayoutConstraint {
    /// The factor of the view's deviation from its intrinsic length.
    let weight: Double
    /// Whether the stack is horizontal (the length is the width).
    let isHorizontal: Bool

    init(view: UIView, horizontal: Bool, weight: Double) {
        self.weight = weight
        isHorizontal = horizontal
        super.init(first: .attribute(WeakLayoutItem(object: view), horizontal ? .width : .height), relation: .equal,
                   second: nil, multiplier: 1, constant: 0)
        priorityStorage = UILayoutPriority(1)
        identifier = "UISV-index-order"
    }

    override func engineExpression(in engine: LayoutEngine) -> EngineExpression? {
        guard let view = firstItem as? UIView else { return nil }
        let item = engine.item(for: view)
        let size = item.intrinsic.size
        let intrinsic = isHorizontal ? size.width : size.height
        let length = intrinsic == UIView.noIntrinsicMetric || !intrinsic.isFinite || intrinsic < 0 ? 0 : Double(intrinsic)
        let expression = LinearExpression(terms: [Term(isHorizontal ? item.width : item.height, coefficient: weight)],
                                          constant: -weight * length)
        return EngineExpression(expression: expression, relation: .equal, items: [item], baselineViews: [item])
    }

    override var descriptionBody: String {
        LayoutNumberFormat.text(CGFloat(weight)) + " × (" + LayoutItemNaming.name(of: firstItem)
            + (isHorizontal ? ".width" : ".height") + " - intrinsic) == 0"
    }
}
