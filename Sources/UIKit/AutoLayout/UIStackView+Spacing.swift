import Foundation

extension UIStackView {
    /// Spacing value meaning "use the stack's `spacing`" (`FLT_MAX`, UIKit's value); as the stack's own
    /// `spacing` it means 0.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Spacing value asking for the system spacing between neighbouring views (`FLT_MIN`, UIKit's value;
    /// 8 points here, UIKit's standard sibling spacing; UIKit's baseline-based text spacing that grows
    /// with Dynamic Type is not modelled).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// What `setCustomSpacing(_:after:)` does: stores (or with `spacingUseDefault` clears) the spacing
    /// after an arranged view; nothing for a view that is not arranged.
    func storeCustomSpacing(_ value: CGFloat, after view: UIView) {
        guard arrangedStorage.contains(where: { $0 === view }) else { return }
        let key = ObjectIdentifier(view)
        let new: CGFloat? = value == UIStackView.spacingUseDefault ? nil : value
        guard customSpacings[key] != new else { return }
        customSpacings[key] = new
        arrangementDidChange()
    }

    /// Whether the spacing after `view` (its custom spacing, else `spacing`) is `spacingUseSystem`.
    func usesSystemSpacing(after view: UIView) -> Bool {
        var value = customSpacings[ObjectIdentifier(view)] ?? spacingStorage
        if value == UIStackView.spacingUseDefault { value = spacingStorage }
        return value == UIStackView.spacingUseSystem
    }

    /// The spacing in points after the arranged view at `index`: its custom spacing, else `spacing`;
    /// the special values resolved (`spacingUseSystem` is 8 between edges, `spacingUseDefault` as `spacing` is 0).
    func resolvedSpacing(after view: UIView) -> CGFloat {
        var value = customSpacings[ObjectIdentifier(view)] ?? spacingStorage
        if value == UIStackView.spacingUseDefault { value = spacingStorage == UIStackView.spacingUseDefault ? 0 : spacingStorage }
        if value == UIStackView.spacingUseSystem { return LayoutSpacing.system }
        return value.isFinite && value != UIStackView.spacingUseDefault ? value : 0
    }
}
