import Foundation

/// A relation between two layout attributes that the Auto Layout engine keeps:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`, at a priority.
///
/// UIKit parity: `NSLayoutConstraint` (an open class, as in Apple's header). A new constraint is inactive;
/// `isActive = true` (or `activate(_:)`, or `addConstraint(_:)`) installs it on the items' nearest common
/// ancestor, whose `constraints` then list it. `constant` changes move the solution in place; `priority`
/// may change between optional values on an active constraint, never between required and optional
/// (UIKit's exception, a trap here). Items are held weakly. Work lives in `NSLayoutConstraint+Activation`,
/// `+Description` and the engine (`LayoutEngine`).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first side's anchor value.
    let firstValue: LayoutAnchorValue
    /// The second side's anchor value, nil for a constraint to a constant.
    let secondValue: LayoutAnchorValue?
    let relationStorage: Relation
    let multiplierStorage: CGFloat
    var constantStorage: CGFloat
    var priorityStorage: UILayoutPriority = .required
    var isActiveStorage = false
    /// The view the constraint is installed on while active (the items' nearest common ancestor, or the
    /// view `addConstraint(_:)` was called on).
    var installedView: UIView? {
        get { installedReference?.view }
        set { installedReference = newValue?.layoutItemReference }
    }
    /// `installedView`'s reference (not a `weak` reference: see `LayoutItemReference`).
    var installedReference: LayoutItemReference?
    /// The engine's record of the constraint while the engine holds it.
    var engineRecord: LayoutEngineConstraint?
    /// Whether UIKit made the constraint for itself (autoresizing masks, layout guides).
    var systemOwned = false

    /// Makes `view1.attr1 relation multiplier × view2.attr2 + c`, inactive.
    ///
    /// Traps with UIKit's messages for a location related to a constant, for a position paired with a
    /// size, and for leading/trailing paired with left/right.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        NSLayoutConstraint.validate(first: first, attr1, second: second, attr2, multiplier: multiplier)
        let secondValue: LayoutAnchorValue? = second.flatMap { item in
            attr2 == .notAnAttribute ? nil : .attribute(WeakLayoutItem(object: item), attr2)
        }
        self.init(first: .attribute(WeakLayoutItem(object: first), attr1), relation: relation, second: secondValue,
                  multiplier: secondValue == nil ? 1 : multiplier, constant: c)
    }

    /// Makes a constraint from anchor values (anchors, the engine and UIKit's internal constraints).
    init(first: LayoutAnchorValue, relation: Relation, second: LayoutAnchorValue?, multiplier: CGFloat, constant: CGFloat) {
        firstValue = first
        secondValue = second
        relationStorage = relation
        multiplierStorage = second == nil ? 1 : multiplier
        constantStorage = constant
        super.init()
    }

    // MARK: Parts

    /// The first item (a view or layout guide).
    open var firstItem: AnyObject? { firstValue.item }
    /// The attribute of the first item.
    open var firstAttribute: Attribute { firstValue.attribute }
    /// The second item, nil for a constraint to a constant.
    open var secondItem: AnyObject? { secondValue?.item }
    /// The attribute of the second item; `notAnAttribute` for a constraint to a constant.
    open var secondAttribute: Attribute { secondValue?.attribute ?? .notAnAttribute }
    /// The first side as an anchor (a new anchor object for the same attribute, as UIKit's `@NSCopying`).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(value: firstValue) }
    /// The second side as an anchor, nil for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondValue.map { NSLayoutAnchor<AnyObject>(value: $0) } }
    /// How the sides compare.
    open var relation: Relation { relationStorage }
    /// The factor applied to the second side (1 for a constraint to a constant).
    open var multiplier: CGFloat { multiplierStorage }

    /// The amount added to the second side. Changing it on an active constraint moves the layout in place
    /// (the engine's `updateConstant`), without removing and re-adding the constraint.
    open var constant: CGFloat {
        get { constantStorage }
        set { setConstant(newValue) }
    }

    /// The priority (`.required` by default). Changing it between required and optional on an active
    /// constraint traps with UIKit's message; optional-to-optional changes are fine.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set { setPriority(newValue) }
    }

    /// Whether the constraint is installed. Setting it installs the constraint on its items' nearest
    /// common ancestor (trapping with UIKit's message when there is none) or removes it.
    open var isActive: Bool {
        get { isActiveStorage }
        set { setActive(newValue) }
    }

    /// A name that appears in the description and in unsatisfiable-constraint logs.
    open var identifier: String?

    /// Whether an archive of the view should keep the constraint (false by default, as UIKit's; the
    /// constraints Interface Builder makes are archived).
    open var shouldBeArchived = false

    /// Activates every constraint, as setting `isActive` on each (UIKit notes this is faster; here it
    /// batches the engine's work until the next layout pass either way).
    /// - Complexity: O(n) plus each constraint's common-ancestor search.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    /// - Complexity: O(n).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit's form, `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`
    /// (see `NSLayoutConstraint+Description.swift`).
    open nonisolated override var description: String {
        MainActor.assumeIsolated { constraintDescription }
    }

    // MARK: The visual format language

    /// The constraints a visual format describes, inactive, in UIKit's order: e.g.
    /// `H:|-[name]-(>=8@750)-[field(>=100,<=300)]-|` or `V:[top]-10-[bottom(==top)]`.
    ///
    /// UIKit parity: `constraints(withVisualFormat:options:metrics:views:)`. `views` maps names to views
    /// (or layout guides), `metrics` names to numbers. `-` is the standard space: 8 points between views,
    /// the layout margin towards the superview (iOS 11 behaviour). `options` align every pair of
    /// neighbouring views on an attribute across the format's orientation, choose the horizontal
    /// direction, or space vertical formats by baselines. A format UIKit cannot parse traps with UIKit's
    /// `NSInvalidArgumentException` text: `Unable to parse constraint format: \n<reason> \n<format> \n  ^`,
    /// the caret under the character where parsing stopped.
    /// - Complexity: O(length of the format).
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        makeConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
    }

    // MARK: Engine hooks (overridden by UIKit's internal constraint classes)

    /// The constraint as the solver sees it, in `engine`'s variables: `lhs - rhs` and the relation; nil
    /// when an item is gone.
    func engineExpression(in engine: LayoutEngine) -> EngineExpression? { engine.expression(for: self) }

    /// The text between the address and the `(active)` suffix in the description.
    var descriptionBody: String { standardDescriptionBody }
}
