import Foundation

// MARK: - Building the arrangement's constraints

extension UIStackView {
    /// Makes the arrangement's constraints (and guides) again when something changed since the last
    /// time, and activates them; called from `updateConstraints()`.
    /// - Complexity: O(n) constraints for n arranged views.
    func rebuildArrangementIfNeeded() {
        guard needsArrangementRebuild else { return }
        needsArrangementRebuild = false
        retireArrangement()
        let views = arrangedStorage.filter { $0.superview === self }
        var builder = StackConstraintBuilder(stack: self, reusing: arrangementGuides)
        if !views.isEmpty {
            addDistributionConstraints(views, into: &builder)
            addAlignmentConstraints(views, into: &builder)
        }
        // Guides the new arrangement does not use any more leave the stack.
        for guide in builder.unused { removeLayoutGuide(guide) }
        arrangementGuides = builder.guides
        arrangementConstraints = builder.constraints
        NSLayoutConstraint.activate(builder.constraints)
    }

    /// The item the views are arranged in: the stack, or its layout margins guide.
    var arrangementCanvas: AnyObject { marginsRelativeStorage ? layoutMarginsGuide : self }

    /// The constraints along the axis, as UIKit's stack view makes them: the first and last views pinned
    /// to the canvas (`UISV-canvas-connection`), one `UISV-spacing` constraint between neighbours (exact
    /// for the fill distributions, a minimum for the spreading ones; 0 next to a hidden view, so a hidden
    /// view adds neither size nor spacing), `UISV-hiding` zero lengths, and the distribution's own.
    func addDistributionConstraints(_ views: [UIView], into b: inout StackConstraintBuilder) {
        let a = StackAxisAttributes(axis: axisStorage)
        let canvas = arrangementCanvas
        let n = views.count
        let shown = views.map { !$0.isHidden }
        var shownAfter = [Bool](repeating: false, count: n)
        for i in stride(from: n - 2, through: 0, by: -1) { shownAfter[i] = shownAfter[i + 1] || shown[i + 1] }
        let spreading = distributionStorage == .equalSpacing || distributionStorage == .equalCentering
        let baselines = axisStorage == .vertical && baselineRelativeStorage

        b.add(canvas, a.leading, .equal, views[0], a.leading, id: "UISV-canvas-connection")
        b.add(views[n - 1], a.trailing, .equal, canvas, a.trailing, id: "UISV-canvas-connection")
        var gapTotal: CGFloat = 0
        for i in 0..<(n - 1) {
            let previous = views[i], next = views[i + 1]
            let real = shown[i] && shownAfter[i]
            let value = real ? resolvedSpacing(after: previous) : 0
            if real { gapTotal += value }
            let relation: NSLayoutConstraint.Relation = spreading && real ? .greaterThanOrEqual : .equal
            if baselines && shown[i] && shown[i + 1] {
                if real && usesSystemSpacing(after: previous) {
                    // System spacing between baselines comes from the fonts, as the anchors' system spacing.
                    b.addSystemSpacing(next, .firstBaseline, relation, previous, .lastBaseline, id: "UISV-spacing")
                } else {
                    b.add(next, .firstBaseline, relation, previous, .lastBaseline, constant: value, id: "UISV-spacing")
                }
            } else {
                b.add(next, a.leading, relation, previous, a.trailing, constant: value, id: "UISV-spacing")
            }
        }
        for view in views where view.isHidden {
            b.add(view, a.size, .equal, nil, .notAnAttribute, id: "UISV-hiding")
        }

        let visible = views.filter { !$0.isHidden }
        guard let firstVisible = visible.first else { return }
        switch distributionStorage {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { b.add(view, a.size, .equal, firstVisible, a.size, id: "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = visible.map { view -> CGFloat in
                let size = axisStorage == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                return size == UIView.noIntrinsicMetric || !size.isFinite ? 0 : max(0, size)
            }
            let total = sizes.reduce(0, +) + gapTotal
            guard total > 0 else { break }
            for (index, view) in visible.enumerated() where sizes[index] > 0 {
                b.add(view, a.size, .equal, canvas, a.size, multiplier: sizes[index] / total,
                      priority: UILayoutPriority(max(1, 999 - Float(index))), id: "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let centering = distributionStorage == .equalCentering
            var firstGap: UILayoutGuide?
            for k in 0..<(visible.count - 1) {
                let gap = b.guide(identifier: "UISV-distributing") { _UIOLAGapGuide() }
                let before = visible[k], after = visible[k + 1]
                b.add(gap, a.leading, .equal, before, centering ? a.center : a.trailing, id: "UISV-distributing-edge")
                b.add(gap, a.trailing, .equal, after, centering ? a.center : a.leading, id: "UISV-distributing-edge")
                if let firstGap {
                    b.add(gap, a.size, .equal, firstGap, a.size, priority: centering ? UILayoutPriority(149) : .required,
                          id: "UISV-fill-equally")
                } else {
                    firstGap = gap
                }
            }
            b.add(canvas, a.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), id: "UISV-canvas-fit")
        }
        addIndexOrder(visible, into: &b)
    }

    /// What the priorities leave open is settled by index, the first of the tied views resized first
    /// (`StackIndexOrderConstraint`), for the distributions whose views keep their own lengths where
    /// they can (fill, equal spacing, equal centering; the others tie the lengths themselves).
    /// - Complexity: O(n) constraints for n visible views.
    func addIndexOrder(_ visible: [UIView], into b: inout StackConstraintBuilder) {
        guard distributionStorage == .fill || distributionStorage == .equalSpacing || distributionStorage == .equalCentering else { return }
        for (index, view) in visible.enumerated() where index > 0 {
            b.constraints.append(StackIndexOrderConstraint(view: view, horizontal: axisStorage == .horizontal,
                                                           weight: Double(index)))
        }
    }
}

/// The attributes of a stack's axis and of the axis across it. Not public API.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let crossLeading: NSLayoutConstraint.Attribute
    let crossTrailing: NSLayoutConstraint.Attribute
    let crossSize: NSLayoutConstraint.Attribute
    let crossCenter: NSLayoutConstraint.Attribute

    init(axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }
}

/// Collects the constraints and guides of one stack arrangement. Not public API.
@MainActor
struct StackConstraintBuilder {
    let stack: UIStackView
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// The previous arrangement's guides not taken again yet.
    private(set) var unused: [UILayoutGuide]

    init(stack: UIStackView, reusing guides: [UILayoutGuide]) {
        self.stack = stack
        unused = guides
        constraints.reserveCapacity(stack.arrangedStorage.count * 6)
    }

    /// Adds `first.a relation multiplier × second.b + constant` at `priority`, named `id`.
    mutating func add(_ first: AnyObject, _ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: AnyObject?, _ b: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required, id: String) {
        let secondValue: LayoutAnchorValue? = second.map { .attribute(WeakLayoutItem(object: $0), b) }
        let c = NSLayoutConstraint(first: .attribute(WeakLayoutItem(object: first), a), relation: relation, second: secondValue,
                                   multiplier: multiplier, constant: constant)
        c.priorityStorage = priority
        c.identifier = id
        constraints.append(c)
    }

    /// Adds `first.a relation second.b + system spacing` (`SystemSpacingLayoutConstraint`, vertical:
    /// between text baselines it follows the fonts), named `id`.
    mutating func addSystemSpacing(_ first: AnyObject, _ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                                   _ second: AnyObject, _ b: NSLayoutConstraint.Attribute, id: String) {
        let c = SystemSpacingLayoutConstraint(first: .attribute(WeakLayoutItem(object: first), a), relation: relation,
                                              second: .attribute(WeakLayoutItem(object: second), b), spacingMultiplier: 1, vertical: true)
        c.identifier = id
        constraints.append(c)
    }

    /// A guide with `identifier` in the stack: one of the previous arrangement's, or a new one (`make`)
    /// added to the stack.
    mutating func guide(identifier: String, make: () -> UILayoutGuide) -> UILayoutGuide {
        let guide: UILayoutGuide
        if let index = unused.firstIndex(where: { $0.identifier == identifier }) {
            guide = unused.remove(at: index)
        } else {
            guide = make()
            guide.identifier = identifier
            stack.addLayoutGuide(guide)
        }
        guides.append(guide)
        return guide
    }
}
