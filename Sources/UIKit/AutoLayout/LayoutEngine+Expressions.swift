internal import ConstraintSolver
import Foundation

// MARK: - Constraints as linear expressions

extension LayoutEngine {
    /// `first - multiplier × second` (without the constraint's constant) in the coordinates of the items'
    /// nearest common ancestor, so that moving that ancestor moves nothing in the engine; nil when an item
    /// is gone or not in a common tree. The terms are accumulated into one buffer (no intermediate
    /// expressions), as this runs for every constraint the engine receives.
    /// - Complexity: O(depth between the items and their common ancestor).
    func expression(for constraint: NSLayoutConstraint) -> EngineExpression? {
        guard let container = LayoutTree.nearestCommonContainer(constraint.firstValue, constraint.secondValue) else { return nil }
        var context = ExpressionContext(container: container)
        var sum = LinearExpression()
        sum.terms.reserveCapacity(8)
        guard accumulate(constraint.firstValue, 1, into: &sum, in: &context) else { return nil }
        if let second = constraint.secondValue {
            let factor = -Double(constraint.multiplierStorage)
            guard accumulate(second, factor, into: &sum, in: &context) else { return nil }
        }
        return EngineExpression(expression: sum, relation: constraint.relationStorage.solverRelation,
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

    /// Adds `factor ×` the value of an anchor in `context.container`'s coordinates to `sum`; false when
    /// an item is gone or outside the container.
    func accumulate(_ anchor: LayoutAnchorValue, _ factor: Double, into sum: inout LinearExpression,
                    in context: inout ExpressionContext) -> Bool {
        switch anchor {
        case .offset(let from, let to):
            return accumulate(to, factor, into: &sum, in: &context) && accumulate(from, -factor, into: &sum, in: &context)
        case .attribute(let weak, let rawAttribute):
            guard let object = weak.object else { return false }
            var attribute = rawAttribute
            var factor = factor
            if LayoutDirection.isDirectional(rawAttribute) {
                let rightToLeft = LayoutDirection.isRightToLeft(object)
                attribute = LayoutDirection.resolve(rawAttribute, rightToLeft: rightToLeft)
                // Right to left: leading and trailing measure along the leading direction (negated x).
                if rightToLeft { factor = -factor }
            }
            if let edge = attribute.edgeOfMargin, let view = object as? UIView {
                return accumulate(.attribute(WeakLayoutItem(object: view.layoutMarginsGuide), edge), factor, into: &sum, in: &context)
            }
            if attribute == .firstBaseline || attribute == .lastBaseline, let view = object as? UIView {
                return accumulateBaseline(of: view, first: attribute == .firstBaseline, factor, into: &sum, in: &context)
            }
            var target: AnyObject = object
            // Edges of a scroll view seen from its content are the edges of its content area (iOS 11).
            if object === context.container, let scroll = object as? UIScrollView,
               attribute == .left || attribute == .right || attribute == .top || attribute == .bottom {
                target = scroll.contentLayoutGuide
            }
            guard let part = RectPart(attribute) else { return false }
            return accumulateFrame(of: target, part, factor, into: &sum, in: &context)
        }
    }

    /// Adds `factor ×` a view's baseline, through the view `forFirstBaselineLayout`/`forLastBaselineLayout`
    /// names: from its text layout for labels (the text is centred vertically in the label, so
    /// `top + height/2 + (baseline - textHeight/2)`), from the title for buttons (whose title label the
    /// button lays out itself, outside the engine), its bottom for other views.
    func accumulateBaseline(of view: UIView, first: Bool, _ factor: Double, into sum: inout LinearExpression,
                            in context: inout ExpressionContext) -> Bool {
        var source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if let button = source.superviewStorage as? UIButton, button.titleLabel === source { source = button }
        if let place = source.baselinePlacementForEngine(first: first) {
            guard accumulateFrame(of: source, RectPart(.top)!, factor, into: &sum, in: &context) else { return false }
            let sourceItem = item(for: source)
            if place.fraction != 0 { sum.terms.append(Term(sourceItem.height, coefficient: factor * Double(place.fraction))) }
            if !context.baselines.contains(where: { $0 === sourceItem }) { context.baselines.append(sourceItem) }
            sum.constant += factor * Double(place.offset)
            return true
        }
        return accumulateFrame(of: source, RectPart(.bottom)!, factor, into: &sum, in: &context)
    }

    /// Adds `factor ×` one part of the alignment rectangle of a view or guide in `context.container`'s
    /// coordinates: the item's variables shifted by the frame origins of the views between its parent and
    /// the container; the container itself is `(insets.left, insets.top, width, height)` in its own
    /// coordinates. False when the item is not inside the container.
    func accumulateFrame(of object: AnyObject, _ part: RectPart, _ factor: Double, into sum: inout LinearExpression,
                         in context: inout ExpressionContext) -> Bool {
        let container = context.container
        let origin = factor * part.origin, size = factor * part.size
        if let view = object as? UIView, view === container {
            let item = item(for: view)
            context.use(item)
            if origin != 0 {
                let insets = view.alignmentRectInsets
                sum.constant += origin * Double(part.horizontal ? insets.left : insets.top)
            }
            if size != 0 { sum.terms.append(Term(part.horizontal ? item.width : item.height, coefficient: size)) }
            return true
        }
        let item: LayoutEngineItem
        let parent: UIView?
        if let view = object as? UIView {
            item = self.item(for: view)
            parent = view.superviewStorage
        } else if let guide = object as? UILayoutGuide {
            item = self.item(for: guide)
            parent = guide.owningView
        } else {
            return false
        }
        context.use(item)
        if origin != 0 { sum.terms.append(Term(part.horizontal ? item.x : item.y, coefficient: origin)) }
        if size != 0 { sum.terms.append(Term(part.horizontal ? item.width : item.height, coefficient: size)) }
        var ancestor = parent
        while let a = ancestor, a !== container {
            let aItem = self.item(for: a)
            context.use(aItem)
            if origin != 0 {
                let insets = a.alignmentRectInsets
                sum.terms.append(Term(part.horizontal ? aItem.x : aItem.y, coefficient: origin))
                sum.constant -= origin * Double(part.horizontal ? insets.left : insets.top)
            }
            ancestor = a.superviewStorage
        }
        return ancestor === container
    }
}

/// Which part of an alignment rectangle an absolute attribute reads: `origin × min + size × length` on
/// one axis (`right` is `min + width`, `centerX` is `min + width/2`).
struct RectPart {
    /// Whether the attribute is on the x axis.
    let horizontal: Bool
    /// The coefficient of the minimum edge.
    let origin: Double
    /// The coefficient of the length.
    let size: Double

    /// The part an absolute attribute reads; nil for leading/trailing, margins, baselines and `notAnAttribute`.
    init?(_ attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .left: (horizontal, origin, size) = (true, 1, 0)
        case .right: (horizontal, origin, size) = (true, 1, 1)
        case .centerX: (horizontal, origin, size) = (true, 1, 0.5)
        case .width: (horizontal, origin, size) = (true, 0, 1)
        case .top: (horizontal, origin, size) = (false, 1, 0)
        case .bottom: (horizontal, origin, size) = (false, 1, 1)
        case .centerY: (horizontal, origin, size) = (false, 1, 0.5)
        case .height: (horizontal, origin, size) = (false, 0, 1)
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

    /// The nearest common container of the items a constraint's two sides mention, without collecting
    /// them into an array first (the common case of one item per side takes no allocation).
    /// - Complexity: O(depth) for plain anchors; O(depth × items) with offset anchors.
    static func nearestCommonContainer(_ first: LayoutAnchorValue, _ second: LayoutAnchorValue?) -> UIView? {
        guard case .attribute(let a, _) = first, let firstObject = a.object else {
            return nearestCommonContainer(first.items + (second?.items ?? []))
        }
        guard let firstView = containerView(of: firstObject) else { return nil }
        guard let second else { return firstView }
        guard case .attribute(let b, _) = second else {
            return nearestCommonContainer([firstObject] + second.items)
        }
        guard let secondObject = b.object, let secondView = containerView(of: secondObject) else { return nil }
        return nearestCommonAncestor(firstView, secondView)
    }

    /// The nearest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`.
    /// - Complexity: O(depth).
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        // The shapes almost every constraint has: a view and its superview, or two siblings.
        let superA = a.superviewStorage, superB = b.superviewStorage
        if superA === b { return b }
        if superB === a { return a }
        if let superA, superA === superB { return superA }
        var depthA = 0, depthB = 0
        var v: UIView? = a
        while let x = v { depthA += 1; v = x.superviewStorage }
        v = b
        while let x = v { depthB += 1; v = x.superviewStorage }
        var p: UIView? = a, q: UIView? = b
        while depthA > depthB { p = p?.superviewStorage; depthA -= 1 }
        while depthB > depthA { q = q?.superviewStorage; depthB -= 1 }
        while let x = p, let y = q, x !== y { p = x.superviewStorage; q = y.superviewStorage }
        return p
    }
}

extension UIView {
    /// Where the view's first or last text baseline sits, as `fraction × height + offset` from the top of
    /// its alignment rectangle; nil for views without text (their baseline is their bottom).
    func baselinePlacementForEngine(first: Bool) -> (fraction: CGFloat, offset: CGFloat)? {
        if let label = self as? UILabel, let offsets = label.baselineOffsetsForEngine() {
            return (0.5, (first ? offsets.first : offsets.last) - offsets.textHeight / 2)
        }
        if let button = self as? UIButton { return button.titleBaselineForEngine(first: first) }
        return nil
    }
}
