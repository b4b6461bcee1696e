import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates, with UIKit's raw values.
    ///
    /// UIKit parity: `NSLayoutConstraint.Attribute`. `leading`/`trailing` follow the layout direction
    /// (left to right in OpenUIKit, resolved in one place: `LayoutDirection.resolve(_:)`); the baselines
    /// come from the text layout of labels and are the bottom edge of other views, as in UIKit; the margin
    /// attributes are the edges of the item's `layoutMarginsGuide`.
    public enum Attribute: Int, Sendable, Hashable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left in a left-to-right layout).
        case leading = 5
        /// The trailing edge (right in a left-to-right layout).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom edge for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom edge for views without text).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins = 19
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// `lastBaseline`, under its old name.
        public static var baseline: Attribute { .lastBaseline }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name as UIKit prints it in constraint descriptions (`leading`, `centerX`, ...).
    var debugName: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// Which kind of anchor the attribute is: a horizontal position, a vertical position or a size.
    var kind: LayoutAnchorKind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .xAxis
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .yAxis
        case .width, .height:
            return .dimension
        case .notAnAttribute:
            return .none
        }
    }

    /// The margin attribute's edge attribute on the margins guide (`leadingMargin` -> `leading`), or nil.
    var edgeOfMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}

/// The kind of value an attribute or anchor stands for; constraints relate values of one kind only.
enum LayoutAnchorKind: Sendable {
    /// A horizontal position (`NSLayoutXAxisAnchor`).
    case xAxis
    /// A vertical position (`NSLayoutYAxisAnchor`).
    case yAxis
    /// A width or height (`NSLayoutDimension`).
    case dimension
    /// `notAnAttribute`.
    case none
}

/// The one place leading and trailing become left and right: left and right in a left-to-right item,
/// right and left in a right-to-left one (its `effectiveUserInterfaceLayoutDirection`; a guide's is its
/// owning view's), where the engine also measures the distance in the leading direction (negated x),
/// so `a.leading == b.leading + 16` puts `a` 16 points left of `b`'s right edge, as UIKit mirrors.
@MainActor
enum LayoutDirection {
    /// `attribute` with leading/trailing (and their margin forms) made absolute for `item`.
    /// - Complexity: O(1).
    static func resolve(_ attribute: NSLayoutConstraint.Attribute, for item: AnyObject?) -> NSLayoutConstraint.Attribute {
        resolve(attribute, rightToLeft: isDirectional(attribute) && isRightToLeft(item))
    }

    /// `attribute` with leading/trailing (and their margin forms) made absolute for a direction.
    /// - Complexity: O(1).
    static func resolve(_ attribute: NSLayoutConstraint.Attribute, rightToLeft rtl: Bool) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .leadingMargin: return rtl ? .rightMargin : .leftMargin
        case .trailingMargin: return rtl ? .leftMargin : .rightMargin
        default: return attribute
        }
    }

    /// Whether `attribute` is leading or trailing (or their margin forms).
    static func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether `item` (a view, or a guide through its owning view) lays out right to left.
    static func isRightToLeft(_ item: AnyObject?) -> Bool {
        if let view = item as? UIView { return view.isRightToLeft }
        if let guide = item as? UILayoutGuide, let view = guide.owningView { return view.isRightToLeft }
        return false
    }
}
