import Foundation

/// One attribute of a view or layout guide (an edge, centre, baseline or size) that constraints can be
/// made from, type-safely: an x-axis anchor relates only to x-axis anchors, and so on.
///
/// UIKit parity: `NSLayoutAnchor<AnchorType>` with the equal/greater/less forms, with and without a
/// constant. Creating a constraint from an anchor does not activate it. Subclasses:
/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// What the anchor stands for.
    let value: LayoutAnchorValue

    /// Makes an anchor for `value` (views and guides make their anchors).
    init(value: LayoutAnchorValue) {
        self.value = value
        super.init()
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// The anchor's attribute name (`leading`, `width`, ...), as UIKit's `name`.
    open var name: String { value.attribute.debugName }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { value.item }

    /// Whether the engine leaves this anchor's value undetermined (see `UIView.hasAmbiguousLayout`).
    open var hasAmbiguousLayout: Bool { AutoLayoutDebugging.isAmbiguous(value) }

    /// The active constraints that involve this anchor's item along the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] { AutoLayoutDebugging.constraintsAffecting(value) }

    /// UIKit's form, `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    open nonisolated override var description: String {
        MainActor.assumeIsolated {
            "<" + anchorClassName + ":" + LayoutItemNaming.address(of: self) + " \"" + value.debugText + "\">"
        }
    }

    /// The class name descriptions show: the anchor kind's (`NSLayoutXAxisAnchor`, ...) also for the
    /// type-erased anchors of `firstAnchor`/`secondAnchor`, as Objective-C's anchors print.
    var anchorClassName: String {
        switch value.attribute.kind {
        case .xAxis: return "NSLayoutXAxisAnchor"
        case .yAxis: return "NSLayoutYAxisAnchor"
        case .dimension, .none: return "NSLayoutDimension"
        }
    }

    /// A constraint `self relation multiplier * anchor + constant`, inactive.
    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                    multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: value, relation: relation, second: anchor.value, multiplier: multiplier, constant: constant)
    }
}
