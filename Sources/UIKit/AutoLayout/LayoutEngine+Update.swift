internal import ConstraintSolver
import Foundation

// MARK: - Applying queued work and collecting changed frames

extension LayoutEngine {
    /// Applies the queued work to the solver: items' autoresizing and intrinsic constraints, then new
    /// constraints in activation order. A required constraint that cannot hold is broken and logged, as
    /// UIKit does ("Unable to simultaneously satisfy constraints").
    /// - Complexity: incremental in the solver; O(1) with nothing queued.
    func update() {
        guard hasPendingWork else { return }
        hasPendingWork = false
        // The items of new constraints first, so their autoresizing constraints precede them.
        for constraint in pendingAdditions where !constraint.systemOwned {
            constraint.forEachView { _ = item(for: $0) }
        }
        let items = pendingItems
        pendingItems.removeAll()
        for item in items {
            if item.needsAutoresizingUpdate { refreshAutoresizing(item) }
            if item.needsIntrinsicUpdate { refreshIntrinsic(item) }
        }
        while !pendingAdditions.isEmpty {
            let batch = pendingAdditions
            pendingAdditions.removeAll()
            for constraint in batch { install(constraint) }
        }
        needsChangeCollection = true
        // Work queued while updating (a new item's guide constraints) runs now too.
        if hasPendingWork { update() }
    }

    /// Adds one queued constraint to the solver.
    func install(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, record.solverConstraint == nil, !record.isBroken else { return }
        installDepth += 1
        defer { installDepth -= 1 }
        if constraint.systemOwned { constraint.isActiveStorage = true }
        guard let built = constraint.engineExpression(in: self) else {
            // An item went away: the constraint can no longer be expressed.
            return
        }
        record.items = built.items
        record.baseConstant = built.expression.constant
        for item in built.baselineViews where !item.baselineDependents.contains(where: { $0 === constraint }) {
            item.baselineDependents.append(constraint)
        }
        var expression = built.expression
        expression.constant = record.baseConstant - Double(constraint.constantStorage)
        let priority = Priority(constraint.priorityStorage.rawValue)
        let solved = Constraint(expression, built.relation, priority: priority, label: "")
        do {
            try solver.add(solved)
            record.solverConstraint = solved
            constraintOfSolverConstraint[ObjectIdentifier(solved)] = constraint
        } catch {
            if case .unsatisfiable(let conflict) = error {
                record.solverConstraint = nil
                constraintOfSolverConstraint[ObjectIdentifier(solved)] = constraint
                breakConstraint(constraint, conflict: conflict, retrying: true, attempt: solved)
            }
        }
    }

    /// Recovers from a conflict: logs it and breaks one member, the most recently received constraint of
    /// the set that is not an autoresizing-mask constraint (the newcomer when all others are). When the
    /// broken one is not the newcomer, the newcomer is added again.
    func breakConstraint(_ newcomer: NSLayoutConstraint, conflict: ConstraintConflict, retrying: Bool, attempt: Constraint? = nil) {
        let members = conflict.constraints.compactMap { constraintOfSolverConstraint[ObjectIdentifier($0)] }
        if let attempt { constraintOfSolverConstraint[ObjectIdentifier(attempt)] = nil }
        let candidates = members.filter { !($0 is NSAutoresizingMaskLayoutConstraint) && !$0.isEngineInternal }
        let victim = candidates.max { ($0.engineRecord?.order ?? 0) < ($1.engineRecord?.order ?? 0) } ?? newcomer
        let listed = members.sorted { ($0.engineRecord?.order ?? 0) < ($1.engineRecord?.order ?? 0) }
        AutoLayoutLog.unsatisfiable(listed, breaking: victim)
        if victim === newcomer {
            if let solved = newcomer.engineRecord?.solverConstraint {
                try? solver.remove(solved)
                constraintOfSolverConstraint[ObjectIdentifier(solved)] = nil
                newcomer.engineRecord?.solverConstraint = nil
            }
            newcomer.engineRecord?.isBroken = true
            brokenConstraints.append(newcomer)
            return
        }
        if let record = victim.engineRecord, let solved = record.solverConstraint {
            try? solver.remove(solved)
            constraintOfSolverConstraint[ObjectIdentifier(solved)] = nil
            record.solverConstraint = nil
            record.isBroken = true
            brokenConstraints.append(victim)
        }
        if retrying {
            install(newcomer)
        } else if newcomer.engineRecord?.solverConstraint != nil {
            constantDidChange(newcomer)
        }
    }

    /// Turns the solver's changed variables into dirty items and marks their superviews (a guide's owning
    /// view) for layout, as UIKit's engine asks the superviews of moved views to lay out.
    /// - Complexity: O(changed variables).
    func collectChanges() {
        guard needsChangeCollection else { return }
        needsChangeCollection = false
        for variable in solver.changedVariables() {
            guard variable.id < itemOfVariable.count, let item = itemOfVariable[variable.id], !item.frameDirty else { continue }
            item.frameDirty = true
            if let view = item.view {
                view.superview?.setNeedsLayout()
                if view.superview == nil { view.setNeedsLayout() }
            } else if let owner = item.guide?.owningView {
                owner.setNeedsLayout()
            }
        }
    }

    /// ``update()`` then ``collectChanges()``: the engine's values are current.
    func refresh() {
        update()
        settleWrappingLabels()
        collectChanges()
    }

    // MARK: Autoresizing-mask constraints

    /// Rebuilds the autoresizing constraints of a view's item: none when the view does not translate its
    /// mask, else constraints that keep its frame where it is and follow the superview by the mask.
    func refreshAutoresizing(_ item: LayoutEngineItem) {
        item.needsAutoresizingUpdate = false
        guard let view = item.view else { return }
        let wanted = view.translatesAutoresizingMaskIntoConstraints
            ? NSAutoresizingMaskLayoutConstraint.constraints(for: view, item: item, engine: self) : []
        if wanted.count == item.autoresizing.count,
           zip(wanted, item.autoresizing).allSatisfy({ ($0 as? NSAutoresizingMaskLayoutConstraint)?.sameForm(as: $1) == true }) {
            // Same shape: move the constants in place.
            for (new, old) in zip(wanted, item.autoresizing) {
                guard let new = new as? NSAutoresizingMaskLayoutConstraint, let old = old as? NSAutoresizingMaskLayoutConstraint,
                      old.constantStorage != new.constantStorage || old.built.constant != new.built.constant else { continue }
                old.built = new.built
                old.constantStorage = new.constantStorage
                old.engineRecord?.baseConstant = new.built.constant
                constantDidChange(old)
            }
            return
        }
        for c in item.autoresizing { drop(c) }
        item.autoresizing = wanted
        for c in wanted {
            enqueue(c)
            // Autoresizing constraints go in before the user constraints queued with them.
            installNow(c)
        }
    }

    // MARK: Intrinsic-size constraints

    /// Reads the view's intrinsic size again and moves its hugging and compression-resistance constraints
    /// (for every view in the engine, as UIKit; the autoresizing constraints of views that translate their
    /// masks are required and win over them).
    func refreshIntrinsic(_ item: LayoutEngineItem) {
        item.needsIntrinsicUpdate = false
        guard let view = item.view else { return }
        if let label = view as? UILabel, label.wrapsAtEngineWidth, !wrappingItems.contains(where: { $0 === item }) {
            wrappingItems.append(item)
        }
        let size = view.intrinsicContentSize
        let state = view.autoLayoutState
        var current = item.intrinsic
        let priorities = state.contentPriorities
        func axis(_ value: CGFloat, _ variable: Variable, hug: inout Constraint?, resist: inout Constraint?,
                  hugPriority: UILayoutPriority, resistPriority: UILayoutPriority) {
            let has = value != UIView.noIntrinsicMetric && value.isFinite
            if has, let h = hug, let r = resist,
               h.priority.rawValue == min(hugPriority.rawValue, 1000), r.priority.rawValue == min(resistPriority.rawValue, 1000) {
                try? solver.updateConstant(of: h, to: -Double(value))
                try? solver.updateConstant(of: r, to: -Double(value))
                return
            }
            if let h = hug { try? solver.remove(h); hug = nil }
            if let r = resist { try? solver.remove(r); resist = nil }
            guard has else { return }
            let e = LinearExpression(terms: [Term(variable)], constant: -Double(value))
            let newHug = Constraint(e, .lessThanOrEqual, priority: Priority(max(1, min(hugPriority.rawValue, 1000))))
            let newResist = Constraint(e, .greaterThanOrEqual, priority: Priority(max(1, min(resistPriority.rawValue, 1000))))
            // Required hugging or resistance can conflict; such a size then yields (UIKit logs too, but
            // content sizes are never broken silently here: they stay optional at 999).
            hug = addYielding(newHug)
            resist = addYielding(newResist)
        }
        axis(size.width, item.width, hug: &current.hugWidth, resist: &current.resistWidth,
             hugPriority: priorities.hugging.horizontal, resistPriority: priorities.resistance.horizontal)
        axis(size.height, item.height, hug: &current.hugHeight, resist: &current.resistHeight,
             hugPriority: priorities.hugging.vertical, resistPriority: priorities.resistance.vertical)
        current.size = size
        item.intrinsic = current
        needsChangeCollection = true
        // Baselines depend on the text: constraints reading them move their constants.
        for dependent in item.baselineDependents { refreshConstant(of: dependent) }
    }

    /// Adds an intrinsic-size constraint; a required one that cannot hold is added at 999 instead.
    private func addYielding(_ constraint: Constraint) -> Constraint {
        if (try? solver.add(constraint)) != nil { return constraint }
        let yielding = constraint.withPriority(Priority(999))
        try? solver.add(yielding)
        return yielding
    }

    /// Recomputes the item-dependent constant of a solved constraint (a baseline moved).
    func refreshConstant(of constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, let solved = record.solverConstraint,
              let built = constraint.engineExpression(in: self) else { return }
        guard built.expression.constant != record.baseConstant else { return }
        record.baseConstant = built.expression.constant
        try? solver.updateConstant(of: solved, to: record.baseConstant - Double(constraint.constantStorage))
        needsChangeCollection = true
    }
}
