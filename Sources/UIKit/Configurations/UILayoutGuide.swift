import Foundation

/// A rectangle in a view's coordinate space that Auto Layout solves for, without a view of its own: it is
/// not in the view hierarchy, draws nothing and gets no events.
///
/// UIKit parity: `UILayoutGuide` (iOS 9): `owningView` (set by `UIView.addLayoutGuide(_:)`), `identifier`,
/// `layoutFrame` and the anchors of a view without baselines (in `AutoLayout/UIView+AutoLayoutAnchors.swift`).
/// `layoutFrame` is the engine's rectangle once constraints
/// place the guide; a guide no constraint mentions keeps the frame its owning view assigned (list content
/// views and list cells set their guides' frames in their layout passes).
/// - Complexity: O(1) reads; reading an engine-placed frame applies the engine's pending work first.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The frame assigned by the owning view's layout when no constraint places the guide.
    var assignedFrame: CGRect = .zero
    /// The guide's item in its owning view's engine while constraints use it.
    var engineItem: LayoutEngineItem?
    /// The engine of `engineItem`.
    weak var engine: LayoutEngine?
    /// The constraints that tie a system guide (margins, safe area, readable content, scroll guides) to
    /// its owning view.
    var autoLayoutConstraintsToOwner: [NSLayoutConstraint] = []
    /// The owning view (not a `weak` reference, which would give every owning view a side table: see
    /// `LayoutItemReference`); it reads nil once the view is gone.
    var owningViewStorage: UIView? {
        get { owningViewReference?.view }
        set { owningViewReference = newValue?.layoutItemReference }
    }
    var owningViewReference: LayoutItemReference?
    /// This guide's own reference, held by anchors and constraints (see `LayoutItemReference`).
    var layoutItemReferenceStorage: LayoutItemReference?

    /// The guide's rectangle in the owning view's coordinates.
    open internal(set) var layoutFrame: CGRect {
        get { engineLayoutFrame ?? assignedFrame }
        set { assignedFrame = newValue }
    }

    /// The view that owns the guide (`addLayoutGuide(_:)`), or nil.
    open internal(set) var owningView: UIView? {
        get { owningViewStorage }
        set { owningViewStorage = newValue }
    }

    /// A name for debugging; it appears in constraint descriptions.
    open var identifier: String = ""

    /// Creates a guide with a zero frame and no owner.
    /// - Complexity: O(1).
    public override init() { super.init() }

    /// Deinitialises: anchors and constraints that still name the guide read nil from now on.
    deinit { layoutItemReferenceStorage?.guide = nil }

    /// UIKit's form, `<UILayoutGuide: 0x…; frame = (x y; w h), owningView = …>`.
    open nonisolated override var description: String {
        MainActor.assumeIsolated {
            let f = layoutFrame
            var text = "<\(LayoutItemNaming.className(of: self)): \(LayoutItemNaming.address(of: self))"
            if !identifier.isEmpty { text += " - \"\(identifier)\"" }
            text += ", layoutFrame = {{\(f.minX), \(f.minY)}, {\(f.width), \(f.height)}}"
            if let owningView { text += ", owningView = <\(LayoutItemNaming.name(of: owningView))>" }
            return text + ">"
        }
    }

    // MARK: Forwards to AutoLayout/UIView+AutoLayoutAnchors.swift

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { leadingAnchorImplementation }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { trailingAnchorImplementation }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { leftAnchorImplementation }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { rightAnchorImplementation }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { centerXAnchorImplementation }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { topAnchorImplementation }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { bottomAnchorImplementation }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { centerYAnchorImplementation }
    /// The width.
    open var widthAnchor: NSLayoutDimension { widthAnchorImplementation }
    /// The height.
    open var heightAnchor: NSLayoutDimension { heightAnchorImplementation }
}
