internal import ConstraintSolver
import Foundation

// MARK: - Constraints as linear expressions

extension LayoutEngine {
    /// `first - multiplier × second` (without the constraint's constant) in the coordinates of the items'
    /// nearest common ancestor, so that moving that ancestor moves nothing in the engine; nil when an item
    /// is gone or not in a common tree.
    /// - Complexity: O(depth between the items and their common ancestor).
    func expression(for constraint: NSLayoutConstraint) -> EngineExpression? {
        let items = constraint.firstValue.items + (constraint.secondValue?.items ?? [])
        guard let container = LayoutTree.nearestCommonContainer(items) else { return nil }
        var context = ExpressionContext(container: container)
        guard var lhs = value(constraint.firstValue, in: &context) else { return nil }
        if let second = constraint.secondValue {
            guard let rhs = value(second, in: &context) else { return nil }
            lhs = lhs - Double(constraint.multiplierStorage) * rhs
        }
        return EngineExpression(expression: lhs, relation: constraint.relationStorage.solverRelation,
                                items: context.items, baselineViews: context.baselines)
    }

    /// The items and baseline views an expression uses, and the coordinate space it is written in.
    struct ExpressionContext {
        /// The view whose bounds coordinates positions are written in.
        let container: UIView
        var items: [LayoutEngineItem] = []
        var baselines: [LayoutEngineItem] = []

        init(container: UIView) { self.container = container }

        mutating func use(_ item: LayoutEngineItem) {
            if !items.contains(where: { $0 === item }) { items.append(item) }
        }
    }

    /// The value of an anchor in `context.container`'s coordinates.
    func value(_ anchor: LayoutAnchorValue, in context: inout ExpressionContext) -> LinearExpression? {
        switch anchor {
        case .offset(let from, let to):
            guard let a = value(from, in: &context), let b = value(to, in: &context) else { return nil }
            return b - a
        case .attribute(let weak, let rawAttribute):
            guard let object = weak.object else { return nil }
            let attribute = LayoutDirection.resolve(rawAttribute, for: object)
            // Right to left: leading and trailing measure along the leading direction (negated x).
            if LayoutDirection.isDirectional(rawAttribute), LayoutDirection.isRightToLeft(object) {
                guard let mirrored = value(.attribute(weak, attribute), in: &context) else { return nil }
                return -mirrored
            }
            if let edge = attribute.edgeOfMargin, let view = object as? UIView {
                return value(.attribute(WeakLayoutItem(object: view.layoutMarginsGuide), edge), in: &context)
            }
            if attribute == .firstBaseline || attribute == .lastBaseline, let view = object as? UIView {
                return baseline(of: view, first: attribute == .firstBaseline, in: &context)
            }
            var target: AnyObject = object
            // Edges of a scroll view seen from its content are the edges of its content area (iOS 11).
            if let scroll = object as? UIScrollView, scroll === context.container,
               [.left, .right, .top, .bottom].contains(attribute) {
                target = scroll.contentLayoutGuide
            }
            guard let rect = frameTerms(of: target, in: &context) else { return nil }
            return rect.value(of: attribute)
        }
    }

    /// A view's baseline: from its text layout for labels (the text is centred vertically in the label,
    /// so `top + height/2 + (baseline - textHeight/2)`), its bottom for other views, through the view
    /// `forFirstBaselineLayout`/`forLastBaselineLayout` names.
    func baseline(of view: UIView, first: Bool, in context: inout ExpressionContext) -> LinearExpression? {
        let source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        guard let rect = frameTerms(of: source, in: &context) else { return nil }
        if let label = source as? UILabel, let offsets = label.baselineOffsetsForEngine() {
            let sourceItem = item(for: source)
            if !context.baselines.contains(where: { $0 === sourceItem }) { context.baselines.append(sourceItem) }
            let fromCentre = (first ? offsets.first : offsets.last) - offsets.textHeight / 2
            return rect.y + 0.5 * rect.height + Double(fromCentre)
        }
        return rect.y + rect.height
    }

    /// The alignment rectangle of a view or guide in `context.container`'s coordinates: the item's
    /// variables shifted by the frame origins of the views between its parent and the container; the
    /// container itself is `(insets.left, insets.top, width, height)` in its own coordinates.
    func frameTerms(of object: AnyObject, in context: inout ExpressionContext) -> RectTerms? {
        let container = context.container
        if let view = object as? UIView, view === container {
            let item = item(for: view)
            context.use(item)
            let insets = view.alignmentRectInsets
            return RectTerms(x: LinearExpression(Double(insets.left)), y: LinearExpression(Double(insets.top)),
                             width: LinearExpression(item.width), height: LinearExpression(item.height))
        }
        let item: LayoutEngineItem
        let parent: UIView?
        if let view = object as? UIView {
            item = self.item(for: view)
            parent = view.superview
        } else if let guide = object as? UILayoutGuide {
            item = self.item(for: guide)
            parent = guide.owningView
        } else {
            return nil
        }
        context.use(item)
        var x = LinearExpression(item.x), y = LinearExpression(item.y)
        var ancestor = parent
        while let a = ancestor, a !== container {
            let aItem = self.item(for: a)
            context.use(aItem)
            let insets = a.alignmentRectInsets
            x = x + aItem.x - Double(insets.left)
            y = y + aItem.y - Double(insets.top)
            ancestor = a.superview
        }
        guard ancestor === container else { return nil }
        return RectTerms(x: x, y: y, width: LinearExpression(item.width), height: LinearExpression(item.height))
    }
}

/// An alignment rectangle as four linear expressions.
struct RectTerms {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    /// The value of an absolute attribute (no leading/trailing, margins or baselines).
    func value(of attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .centerX: return x + 0.5 * width
        case .width: return width
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + 0.5 * height
        case .height: return height
        default: return nil
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The solver's relation.
    var solverRelation: ConstraintSolver.Relation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

/// Finding where constraints live in the view tree.
@MainActor
enum LayoutTree {
    /// The view whose coordinate space holds `item`: a view itself, a guide's owning view.
    static func containerView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// The nearest view that is an ancestor of (or is) every item's container view; nil when the items
    /// are in different trees (or a guide has no owning view).
    /// - Complexity: O(depth × items).
    static func nearestCommonContainer(_ items: [AnyObject]) -> UIView? {
        var result: UIView?
        for item in items {
            guard let view = containerView(of: item) else { return nil }
            guard let current = result else { result = view; continue }
            guard let common = nearestCommonAncestor(current, view) else { return nil }
            result = common
        }
        return result
    }

    /// The nearest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`.
    /// - Complexity: O(depth).
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var depthA = 0, depthB = 0
        var v: UIView? = a
        while let x = v { depthA += 1; v = x.superview }
        v = b
        while let x = v { depthB += 1; v = x.superview }
        var p: UIView? = a, q: UIView? = b
        while depthA > depthB { p = p?.superview; depthA -= 1 }
        while depthB > depthA { q = q?.superview; depthB -= 1 }
        while let x = p, let y = q, x !== y { p = x.superview; q = y.superview }
        return p
    }
}
