internal import ConstraintSolver
import Foundation

// MARK: - Intrinsic size, hugging and compression resistance

extension UIView {
    /// What `invalidateIntrinsicContentSize()` does for the engine: the view's intrinsic-size
    /// constraints are read again at the next layout pass.
    func autoLayoutIntrinsicContentSizeDidChange() {
        guard let state = autoLayoutStorage, let item = state.item, let engine = state.engine else { return }
        engine.schedule(item, intrinsic: true)
    }

    /// The default `contentHuggingPriority(for:)`: 250 on both axes unless set.
    func storedContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.contentPriorities.hugging[axis] ?? .defaultLow
    }

    /// The default `setContentHuggingPriority(_:for:)`.
    func storeContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState
        guard state.contentPriorities.hugging[axis] != priority else { return }
        state.contentPriorities.hugging[axis] = priority
        autoLayoutIntrinsicContentSizeDidChange()
        superview?.setNeedsLayout()
    }

    /// The default `contentCompressionResistancePriority(for:)`: 750 on both axes unless set.
    func storedCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.contentPriorities.resistance[axis] ?? .defaultHigh
    }

    /// The default `setContentCompressionResistancePriority(_:for:)`.
    func storeCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState
        guard state.contentPriorities.resistance[axis] != priority else { return }
        state.contentPriorities.resistance[axis] = priority
        autoLayoutIntrinsicContentSizeDidChange()
        superview?.setNeedsLayout()
    }

    /// What `translatesAutoresizingMaskIntoConstraints` and `autoresizingMask` changes do: the engine
    /// rebuilds (or drops) the view's autoresizing constraints and reads its intrinsic size again.
    func autoLayoutAutoresizingDidChange() {
        guard let state = autoLayoutStorage, let item = state.item, let engine = state.engine else { return }
        engine.schedule(item, autoresizing: true, intrinsic: true)
        superview?.setNeedsLayout()
    }
}

// MARK: - Alignment rectangles

extension UIView {
    /// The default `alignmentRect(forFrame:)`: `frame` inset by `alignmentRectInsets`.
    func defaultAlignmentRect(forFrame frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: frame.minX + i.left, y: frame.minY + i.top,
                      width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }

    /// The default `frame(forAlignmentRect:)`: `alignmentRect` grown by `alignmentRectInsets`.
    func defaultFrame(forAlignmentRect rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: rect.minX - i.left, y: rect.minY - i.top,
                      width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }
}

// MARK: - Fitting sizes

extension UIView {
    /// The default `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the engine solves the view's constraints with its size pulled toward `targetSize` at the given
    /// priorities (the view's own autoresizing constraints left out), then everything is put back.
    /// Multi-line labels wrap at the width the engine gives them (UIKit's two-pass layout). The result is
    /// a frame size (alignment insets added).
    /// - Complexity: a few incremental solves of the view's engine.
    func engineFittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard let engine = LayoutEngine.engine(for: self, create: true) else { return targetSize }
        engine.runConstraintUpdatePass()
        let item = engine.item(for: self)
        engine.refresh()
        let solver = engine.solver
        // The view's own autoresizing constraints do not count while fitting (with their current constants
        // kept for putting them back).
        let suspended: [(NSLayoutConstraint, Constraint, Double)] = item.autoresizing.compactMap { c in
            guard let solved = c.engineRecord?.solverConstraint else { return nil }
            return (c, solved, solver.constant(of: solved) ?? solved.expression.constant)
        }
        for (_, solved, _) in suspended { try? solver.remove(solved) }
        let insets = alignmentRectInsets
        func target(_ variable: Variable, _ value: CGFloat, _ inset: CGFloat, _ priority: UILayoutPriority) -> Constraint {
            let wanted = Double(max(0, min(value, 10_000_000) - inset))
            let p = Priority(max(1, min(priority.rawValue, 1000)))
            let c = Constraint(LinearExpression(variable) - wanted, .equal, priority: p)
            if (try? solver.add(c)) != nil { return c }
            let yielding = c.withPriority(Priority(999))
            try? solver.add(yielding)
            return yielding
        }
        let temporary = [target(item.width, targetSize.width, insets.left + insets.right, horizontal),
                         target(item.height, targetSize.height, insets.top + insets.bottom, vertical)]
        engine.settleWrappingLabels()
        let size = CGSize(width: CGFloat(solver.value(of: item.width)) + insets.left + insets.right,
                          height: CGFloat(solver.value(of: item.height)) + insets.top + insets.bottom)
        for c in temporary { try? solver.remove(c) }
        for (owner, solved, constant) in suspended { engine.replaceSolved(owner, old: solved, with: solved.withConstant(constant), removingOld: false) }
        engine.needsChangeCollection = true
        engine.settleWrappingLabels()
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }
}

extension LayoutEngine {
    /// UIKit's two-pass layout for multi-line labels without `preferredMaxLayoutWidth`: each such label
    /// wraps at the width the engine gives it, which changes its intrinsic height; repeated until the
    /// widths stay put (at most three rounds).
    /// - Complexity: O(wrapping labels) per round.
    func settleWrappingLabels() {
        guard !wrappingItems.isEmpty else { return }
        for _ in 0..<3 {
            var changed = false
            for item in wrappingItems {
                guard let label = item.view as? UILabel, label.wrapsAtEngineWidth else { continue }
                let width = CGFloat(solver.value(of: item.width))
                if abs((item.wrapWidth ?? -1) - width) > 0.25 {
                    item.wrapWidth = width
                    refreshIntrinsic(item)
                    changed = true
                }
            }
            if !changed { break }
        }
    }
}
