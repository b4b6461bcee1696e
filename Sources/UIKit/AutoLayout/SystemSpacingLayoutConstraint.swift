import Foundation

/// A constraint made by the system-spacing anchor methods (`constraint(equalToSystemSpacingAfter:multiplier:)`,
/// `constraint(equalToSystemSpacingBelow:multiplier:)` and their inequality forms): `first = second +
/// multiplier × system spacing`, the spacing worked out by the engine from what the anchors are, each time
/// the constraint is (re)built, so it follows font changes. Not public API (UIKit returns a plain
/// `NSLayoutConstraint`; so does this, as far as the caller can see).
///
/// The spacing:
/// - between edges (horizontal, or vertical without text baselines): UIKit's standard 8 points between
///   neighbours;
/// - vertically, where an anchor is a text baseline (UIKit: "for text, the spacing is baseline to
///   baseline and grows with Dynamic Type", `NSLayoutYAxisAnchor` documentation): 8 points between the
///   text's line boxes, i.e. 8 plus the lower text's ascender when the lower anchor is a baseline, plus
///   the upper text's descender depth when the upper anchor is a baseline. It grows with the fonts and so
///   with Dynamic Type. Apple does not publish its exact metric; this is OpenUIKit's approximation
///   (documented in docs/ARCHITECTURE.md), within a few points of UIKit for the system text styles.
///
/// `constant` reads the 8-point part times the multiplier (what UIKit's logs print as `NSSpace(8)`);
/// setting it replaces that part, as for any constraint.
@MainActor
final class SystemSpacingLayoutConstraint: NSLayoutConstraint {
    /// The multiplier of the system spacing the caller gave.
    let spacingMultiplier: CGFloat
    /// Whether the constraint is vertical (`...Below`), where text baselines change the spacing.
    let isVertical: Bool

    init(first: LayoutAnchorValue, relation: Relation, second: LayoutAnchorValue, spacingMultiplier: CGFloat, vertical: Bool) {
        self.spacingMultiplier = spacingMultiplier
        isVertical = vertical
        super.init(first: first, relation: relation, second: second, multiplier: 1,
                   constant: spacingMultiplier * LayoutSpacing.system)
    }

    override func engineExpression(in engine: LayoutEngine) -> EngineExpression? {
        guard var built = engine.expression(for: self) else { return nil }
        guard isVertical else { return built }
        let extra = LayoutSpacing.textSpacing(below: firstValue, above: secondValue)
        // `first - second - constant - extra (relation) 0`: the text part joins the item-dependent constant.
        built.expression.constant -= Double(spacingMultiplier * extra)
        return built
    }
}

extension LayoutSpacing {
    /// The text part of the vertical system spacing between an anchor and the anchor above it: the lower
    /// text's ascender when `lower` is a baseline, plus the upper text's descender depth when `upper` is.
    /// - Complexity: O(1) plus reading the fonts.
    @MainActor
    static func textSpacing(below lower: LayoutAnchorValue, above upper: LayoutAnchorValue?) -> CGFloat {
        var extra: CGFloat = 0
        if let font = baselineFont(lower) { extra += font.ascender }
        if let upper, let font = baselineFont(upper) { extra += -font.descender }
        return extra
    }

    /// The font of the text whose baseline `value` is, when it is a baseline anchor of a view with text
    /// (a label, a text field or text view, a button's title, through `forFirstBaselineLayout` /
    /// `forLastBaselineLayout`); nil otherwise.
    @MainActor
    static func baselineFont(_ value: LayoutAnchorValue) -> UIFont? {
        guard case .attribute(let weak, let attribute) = value, attribute == .firstBaseline || attribute == .lastBaseline,
              let view = weak.object as? UIView else { return nil }
        let source = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if let label = source as? UILabel, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 { return label.font }
        if let field = source as? UITextField { return field.font }
        if let text = source as? UITextView { return text.font }
        return nil
    }
}
