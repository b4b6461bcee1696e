import Foundation

/// A view that lays out a row or column of views (its `arrangedSubviews`) with Auto Layout constraints it
/// makes and keeps up to date itself.
///
/// UIKit parity: `UIStackView` (iOS 9; custom spacing and the spacing constants from iOS 11). The stack
/// builds the same constraints UIKit's does, with UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`,
/// `UISV-alignment`, `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-canvas-fit`,
/// `UISV-ambiguity-suppression`, `UISV-hiding`) and priorities, installed on the stack view so they show
/// in its `constraints`; gaps and the cross-axis spanner are layout guides of the stack
/// (`_UIOLAGapGuide` `'UISV-distributing'`, `_UILayoutSpacer` `'UISV-alignment-spanner'`). The
/// constraints are made in the update-constraints pass after a change, so building a stack view view by
/// view costs one rebuild. Arranged views that are hidden collapse along the axis (`UISV-hiding`); hiding
/// one inside a `UIView.animate` block animates the collapse. A stack view draws its `backgroundColor`
/// (iOS 14 behaviour) and nothing else. It has no intrinsic content size of its own (UIKit's returns
/// `noIntrinsicMetric`): its size comes from the constraints of its arrangement.
///
/// The work lives in `UIStackView+Arrangement` (the arranged list), `UIStackView+Constraints` and
/// `UIStackView+AlignmentConstraints` (building the constraints).
@MainActor
open class UIStackView: UIView {
    // MARK: Storage

    /// The arranged views, in arrangement order.
    var arrangedStorage: [UIView] = []
    /// Spacing after particular arranged views (`setCustomSpacing(_:after:)`).
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var axisStorage: NSLayoutConstraint.Axis = .horizontal
    var distributionStorage: Distribution = .fill
    var alignmentStorage: Alignment = .fill
    var spacingStorage: CGFloat = 0
    var baselineRelativeStorage = false
    var marginsRelativeStorage = false
    /// The constraints the stack made for its arrangement (active while the arrangement is current).
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The layout guides the stack made for its arrangement (gaps and the alignment spanner).
    var arrangementGuides: [UILayoutGuide] = []
    /// Whether the arrangement's constraints must be made again in the next update pass.
    var needsArrangementRebuild = true

    // MARK: Initialisers

    /// Creates an empty horizontal stack view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack view from an archive (OpenUIKit's nib loader sets the properties itself).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a horizontal stack view that arranges `views` in order (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// The views the stack arranges, in order. Always a subset of `subviews`; their order here is
    /// independent of the z-order in `subviews`.
    open var arrangedSubviews: [UIView] { arrangedStorage }

    /// Appends `view` to the arranged views, adding it as a subview (on top) if it is not one yet, and sets
    /// its `translatesAutoresizingMaskIntoConstraints` to false.
    open func addArrangedSubview(_ view: UIView) { insertArranged(view, at: arrangedStorage.count) }

    /// Stops arranging `view`. It stays a subview, as in UIKit (call `removeFromSuperview()` to remove it);
    /// its custom spacing is discarded.
    open func removeArrangedSubview(_ view: UIView) { removeArranged(view) }

    /// Inserts `view` at `stackIndex` of the arranged views (moving it if it is arranged already), adding
    /// it as a subview if needed. An index past the end traps with UIKit's message.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { insertArranged(view, at: stackIndex) }

    // MARK: Configuration

    /// The axis along which the views are arranged (`.horizontal` by default).
    open var axis: NSLayoutConstraint.Axis {
        get { axisStorage }
        set { if axisStorage != newValue { axisStorage = newValue; arrangementDidChange() } }
    }

    /// How the views share the length along the axis (`.fill` by default).
    open var distribution: Distribution {
        get { distributionStorage }
        set { if distributionStorage != newValue { distributionStorage = newValue; arrangementDidChange() } }
    }

    /// How the views are placed across the axis (`.fill` by default).
    open var alignment: Alignment {
        get { alignmentStorage }
        set { if alignmentStorage != newValue { alignmentStorage = newValue; arrangementDidChange() } }
    }

    /// The distance between adjacent views: exact for the fill distributions, a minimum for
    /// `equalSpacing` and `equalCentering`; negative values overlap views. `UIStackView.spacingUseSystem`
    /// asks for the system spacing (8 points); 0 by default.
    open var spacing: CGFloat {
        get { spacingStorage }
        set { if spacingStorage != newValue { spacingStorage = newValue; arrangementDidChange() } }
    }

    /// Sets the spacing after `arrangedSubview` (UIKit parity, iOS 11); `spacingUseDefault` goes back to
    /// `spacing`, `spacingUseSystem` asks for the system spacing. Nothing happens for a view that is not
    /// arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        storeCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The spacing after `arrangedSubview`, or `spacingUseDefault` when it has none of its own.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Whether a vertical stack measures spacing from the last baseline of a view to the first baseline of
    /// the next (false by default; horizontal stacks ignore it, use `alignment` for baselines there).
    open var isBaselineRelativeArrangement: Bool {
        get { baselineRelativeStorage }
        set { if baselineRelativeStorage != newValue { baselineRelativeStorage = newValue; arrangementDidChange() } }
    }

    /// Whether the views are arranged inside the stack's `layoutMarginsGuide` instead of its bounds
    /// (false by default).
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { marginsRelativeStorage }
        set { if marginsRelativeStorage != newValue { marginsRelativeStorage = newValue; arrangementDidChange() } }
    }

    // MARK: UIView overrides

    /// A stack view makes its constraints in `updateConstraints()`, so it needs the engine from the start.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Makes the arrangement's constraints again if something changed, then calls super.
    open override func updateConstraints() {
        rebuildArrangementIfNeeded()
        super.updateConstraints()
    }

    /// Copies the engine's frames into the arranged views (a stack outside any engine makes one first).
    open override func layoutSubviews() {
        prepareArrangementForLayout()
        super.layoutSubviews()
    }

    /// Removing an arranged view from the stack (`removeFromSuperview()`) also stops arranging it.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviewWillLeave(subview)
    }

    /// The first baseline: the first visible arranged view's for a vertical stack, the tallest one's for
    /// a horizontal stack, as UIKit documents.
    open override var forFirstBaselineLayout: UIView { baselineView(first: true) }

    /// The last baseline: the last visible arranged view's for a vertical stack, the tallest one's for a
    /// horizontal stack.
    open override var forLastBaselineLayout: UIView { baselineView(first: false) }
}
