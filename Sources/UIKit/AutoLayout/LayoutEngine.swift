internal import ConstraintSolver
import Foundation

/// The Auto Layout engine of one view tree (a window, or the topmost view of a tree outside a window):
/// the Cassowary solver, the items (views and guides) that take part, and the constraints it holds.
///
/// Work is deferred: activation, deactivation, constant changes of constraints not yet solved, intrinsic
/// size and autoresizing changes are queued and applied by ``update()`` at the start of the next layout
/// pass (or when a value is read), in UIKit's order (autoresizing constraints, intrinsic sizes, then new
/// constraints in activation order), so a constraint that cannot hold is the one reported and broken.
/// After a solve only the items whose variables changed (`Solver.changedVariables`) are marked: their
/// superviews lay out and copy the new frames in `layoutSubviews`. Not public API.
/// - Complexity: each operation is incremental in the solver; views outside the engine cost nothing.
@MainActor
final class LayoutEngine {
    /// The solver.
    let solver = Solver()
    /// The root view the engine belongs to.
    var host: UIView? { hostReference.view }
    /// `host`'s reference (not a `weak` reference: see `LayoutItemReference`).
    let hostReference: LayoutItemReference
    /// The item owning each variable id, indexed by id (nil for ids no item owns): the solver's ids are
    /// small and dense, and reading this for every changed variable after each solve is the engine's
    /// hottest lookup.
    var itemOfVariable: [LayoutEngineItem?] = []
    /// The NSLayoutConstraint of each solver constraint (by the solver constraint's identity).
    var constraintOfSolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Constraints waiting to be added, in activation order.
    var pendingAdditions: [NSLayoutConstraint] = []
    /// Items whose autoresizing or intrinsic constraints must be refreshed.
    var pendingItems: [LayoutEngineItem] = []
    /// Constraints the engine broke to recover from conflicts.
    var brokenConstraints: [NSLayoutConstraint] = []
    /// Views whose `updateConstraints` runs in the next update pass.
    var viewsNeedingConstraintUpdate: [UIView] = []
    /// The next order number for constraint records.
    var nextOrder = 0
    /// Items of multi-line labels that wrap at their engine width.
    var wrappingItems: [LayoutEngineItem] = []
    /// Whether ``update()`` has work.
    var hasPendingWork = false
    /// How many solver changes have not been turned into dirty frames yet.
    var needsChangeCollection = false
    /// How deep `install(_:)` calls are nested (a constraint's expression can make a guide's item, whose
    /// constraints to its owner are installed from inside).
    var installDepth = 0

    /// Makes an engine for the tree rooted at `host`.
    init(host: UIView) { hostReference = host.layoutItemReference }

    // MARK: Finding engines

    /// The engine of `view`'s tree, made (and filled with the tree's installed constraints) when `create`.
    /// - Complexity: O(depth), plus O(views that use Auto Layout in the tree) when an engine is made.
    static func engine(for view: UIView, create: Bool) -> LayoutEngine? {
        let root = view.rootView
        if let engine = root.autoLayoutStorage?.hostedEngine { return engine }
        guard create else { return nil }
        let engine = LayoutEngine(host: root)
        root.autoLayoutState.hostedEngine = engine
        root.markSubtreeUsesAutoLayout()
        engine.adoptSubtree(root)
        return engine
    }

    /// Queues every constraint installed in `root`'s subtree (views that use Auto Layout only) and the
    /// views that wait for `updateConstraints`.
    /// - Complexity: O(views in the subtree that use Auto Layout, and their ancestors).
    func adoptSubtree(_ root: UIView) {
        guard root.subtreeUsesAutoLayout else { return }
        if let state = root.autoLayoutStorage {
            state.engine = self
            for constraint in state.installed where constraint.engineRecord == nil { enqueue(constraint) }
            for guide in state.guides { for c in guide.autoLayoutConstraintsToOwner where c.engineRecord == nil { enqueue(c) } }
            state.isQueuedForConstraintUpdate = false
            registerForConstraintUpdate(root)
        } else if type(of: root).requiresConstraintBasedLayout || root.owningViewController != nil {
            root.autoLayoutState.needsUpdateConstraints = true
            root.autoLayoutState.engine = self
            registerForConstraintUpdate(root)
        }
        for sub in root.subviewStorage where sub.subtreeUsesAutoLayout { adoptSubtree(sub) }
        hasPendingWork = true
    }

    /// Takes everything of `root`'s subtree out of the engine: constraints installed inside stay
    /// installed (they move with the subtree), constraints installed outside that mention its items are
    /// deactivated, as UIKit removes them when a view leaves its superview.
    /// - Complexity: O(Auto Layout views in the subtree × their constraints).
    func releaseSubtree(_ root: UIView) {
        guard root.subtreeUsesAutoLayout else { return }
        var items: [LayoutEngineItem] = []
        collectItems(root, into: &items)
        let inside = Set(items.map { ObjectIdentifier($0) })
        func mentionsSubtree(_ constraint: NSLayoutConstraint) -> Bool {
            if constraint.engineRecord?.items.contains(where: { inside.contains(ObjectIdentifier($0)) }) == true { return true }
            return (constraint.firstValue.items + (constraint.secondValue?.items ?? [])).contains { object in
                LayoutTree.containerView(of: object)?.isDescendant(of: root) == true
            }
        }
        let held = Array(constraintOfSolverConstraint.values) + pendingAdditions + brokenConstraints
        // Constraints installed outside the subtree that mention it: deactivated.
        for constraint in held where mentionsSubtree(constraint) {
            if let installed = constraint.installedView, !installed.isDescendant(of: root) { constraint.isActive = false }
        }
        // Everything else of the subtree leaves this engine but stays installed.
        for constraint in held where constraint.engineRecord != nil {
            if mentionsSubtree(constraint) || constraint.installedView?.isDescendant(of: root) == true { drop(constraint) }
        }
        for item in items { forget(item) }
        viewsNeedingConstraintUpdate.removeAll { view in
            guard view.isDescendant(of: root) else { return false }
            view.autoLayoutStorage?.isQueuedForConstraintUpdate = false
            return true
        }
        detachStates(root)
    }

    private func collectItems(_ view: UIView, into items: inout [LayoutEngineItem]) {
        guard view.subtreeUsesAutoLayout else { return }
        if let state = view.autoLayoutStorage {
            if let item = state.item { items.append(item) }
            for guide in state.guides { if let item = guide.engineItem { items.append(item) } }
        }
        for sub in view.subviewStorage { collectItems(sub, into: &items) }
    }

    private func detachStates(_ view: UIView) {
        guard view.subtreeUsesAutoLayout else { return }
        view.autoLayoutStorage?.engine = nil
        for sub in view.subviewStorage { detachStates(sub) }
    }

    /// The constraints in the engine (solved, pending or broken) that use `item`.
    /// - Complexity: O(constraints in the engine).
    func constraintsMentioning(_ item: LayoutEngineItem) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for c in Array(constraintOfSolverConstraint.values) + pendingAdditions + brokenConstraints {
            guard let record = c.engineRecord, record.items.contains(where: { $0 === item }) else { continue }
            if seen.insert(ObjectIdentifier(c)).inserted { result.append(c) }
        }
        return result
    }

    // MARK: Items

    /// The item of `view`, made on first use (its autoresizing and intrinsic constraints come with the
    /// next update).
    /// - Complexity: O(1) amortized.
    func item(for view: UIView) -> LayoutEngineItem {
        let state = view.autoLayoutState
        if let item = state.item, state.engine === self { return item }
        let item = LayoutEngineItem(solver: solver)
        item.reference = view.layoutItemReference
        state.item = item
        state.engine = self
        register(item)
        view.markSubtreeUsesAutoLayout()
        if let parent = view.superview {
            parent.autoLayoutState.engineChildCount += 1
            parent.autoLayoutState.engine = self
        }
        // Subviews that translate their masks can now follow this view's size.
        for sub in view.subviewStorage {
            if let subItem = sub.autoLayoutStorage?.item, sub.translatesAutoresizingMaskIntoConstraints {
                schedule(subItem, autoresizing: true)
            }
        }
        registerForConstraintUpdate(view)
        // The superview copies the new item's frame in its next layout.
        view.superview?.setNeedsLayout()
        return item
    }

    /// Queues `view` for `updateConstraints` if it waits for one and is not queued yet.
    /// - Complexity: O(1).
    func registerForConstraintUpdate(_ view: UIView) {
        guard let state = view.autoLayoutStorage, state.needsUpdateConstraints, !state.isQueuedForConstraintUpdate else { return }
        state.isQueuedForConstraintUpdate = true
        viewsNeedingConstraintUpdate.append(view)
    }

    /// The item of `guide`, made on first use together with the guide's constraints to its owning view.
    func item(for guide: UILayoutGuide) -> LayoutEngineItem {
        if let item = guide.engineItem, guide.engine === self { return item }
        let item = LayoutEngineItem(solver: solver)
        item.reference = guide.layoutItemReference
        item.needsAutoresizingUpdate = false
        item.needsIntrinsicUpdate = false
        guide.engineItem = item
        guide.engine = self
        register(item)
        if let owner = guide.owningView {
            _ = self.item(for: owner)
            for c in guide.autoLayoutConstraintsToOwner where c.engineRecord == nil {
                enqueue(c)
                // While constraints are going into the solver (the one being built uses this guide), the
                // guide's ties to its owner go in first, as an item's autoresizing constraints do: a
                // scroll view's frame guide then has its width before the content laid out against it
                // arrives, so each later constraint is solved against known values instead of the whole
                // content being re-solved when the guide is finally tied down.
                if installDepth > 0 { installNow(c) }
            }
        }
        return item
    }

    /// Takes a just-queued `constraint` out of the queue and adds it to the solver at once.
    func installNow(_ constraint: NSLayoutConstraint) {
        guard let index = pendingAdditions.lastIndex(where: { $0 === constraint }) else { return }
        pendingAdditions.remove(at: index)
        install(constraint)
    }

    private func register(_ item: LayoutEngineItem) {
        for v in item.variables {
            if itemOfVariable.count <= v.id { itemOfVariable.append(contentsOf: repeatElement(nil, count: v.id + 1 - itemOfVariable.count)) }
            itemOfVariable[v.id] = item
        }
        pendingItems.append(item)
        hasPendingWork = true
    }

    /// Forgets an item whose view or guide left the engine (its constraints are already dropped).
    private func forget(_ item: LayoutEngineItem) {
        for c in item.autoresizing { drop(c) }
        item.autoresizing = []
        for c in item.intrinsic.all { try? solver.remove(c) }
        item.intrinsic = IntrinsicConstraints()
        for v in item.variables where v.id < itemOfVariable.count && itemOfVariable[v.id] === item { itemOfVariable[v.id] = nil }
        if let view = item.view, let state = view.autoLayoutStorage, state.item === item {
            state.item = nil
            if let parent = view.superview, let parentState = parent.autoLayoutStorage {
                parentState.engineChildCount = max(0, parentState.engineChildCount - 1)
            }
        }
        if let guide = item.guide, guide.engineItem === item {
            guide.engineItem = nil
            guide.engine = nil
        }
        pendingItems.removeAll { $0 === item }
        wrappingItems.removeAll { $0 === item }
    }

    /// Queues a refresh of `item`'s autoresizing and/or intrinsic constraints.
    func schedule(_ item: LayoutEngineItem, autoresizing: Bool = false, intrinsic: Bool = false) {
        if autoresizing { item.needsAutoresizingUpdate = true }
        if intrinsic { item.needsIntrinsicUpdate = true }
        if !pendingItems.contains(where: { $0 === item }) { pendingItems.append(item) }
        hasPendingWork = true
    }

    // MARK: Constraints

    /// Queues `constraint` for the next update.
    func enqueue(_ constraint: NSLayoutConstraint) {
        guard constraint.engineRecord == nil else { return }
        constraint.engineRecord = LayoutEngineConstraint(order: nextOrder)
        nextOrder += 1
        pendingAdditions.append(constraint)
        hasPendingWork = true
    }

    /// Takes `constraint` out of the engine now (solved, pending or broken).
    func drop(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        if let solved = record.solverConstraint {
            try? solver.remove(solved)
            constraintOfSolverConstraint[ObjectIdentifier(solved)] = nil
            needsChangeCollection = true
            if solved.priority.isRequired, !brokenConstraints.isEmpty { retryBroken() }
        }
        for item in record.items { item.baselineDependents.removeAll { $0 === constraint } }
        pendingAdditions.removeAll { $0 === constraint }
        brokenConstraints.removeAll { $0 === constraint }
        constraint.engineRecord = nil
    }

    /// Puts the broken constraints back in the queue: a removal may have made them satisfiable.
    private func retryBroken() {
        let broken = brokenConstraints
        brokenConstraints.removeAll()
        for c in broken {
            c.engineRecord?.isBroken = false
            pendingAdditions.append(c)
        }
        hasPendingWork = true
    }

    /// Applies a new `constant` to a solved constraint in place (a pending one picks it up when added;
    /// a broken one is tried again).
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        if record.isBroken {
            brokenConstraints.removeAll { $0 === constraint }
            record.isBroken = false
            pendingAdditions.append(constraint)
            hasPendingWork = true
            return
        }
        guard let solved = record.solverConstraint else { return }
        do {
            try solver.updateConstant(of: solved, to: record.baseConstant - Double(constraint.constantStorage))
            needsChangeCollection = true
        } catch {
            if case .unsatisfiable(let conflict) = error {
                breakConstraint(constraint, conflict: conflict, retrying: false)
            }
        }
    }

    /// Re-adds a solved constraint at its new (optional) priority.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, let solved = record.solverConstraint else { return }
        let current = solver.constant(of: solved) ?? solved.expression.constant
        replaceSolved(constraint, old: solved,
                      with: solved.withConstant(current).withPriority(Priority(constraint.priorityStorage.rawValue)), removingOld: true)
    }

    /// Puts `replacement` in the solver for `constraint` in place of `old` (removed first when
    /// `removingOld`; the solver constraint objects are immutable, so a new priority or a re-add after
    /// fitting needs a new one carrying the current constant).
    func replaceSolved(_ constraint: NSLayoutConstraint, old: Constraint, with replacement: Constraint, removingOld: Bool) {
        if removingOld { try? solver.remove(old) }
        constraintOfSolverConstraint[ObjectIdentifier(old)] = nil
        guard let record = constraint.engineRecord else { return }
        if (try? solver.add(replacement)) != nil {
            record.solverConstraint = replacement
            constraintOfSolverConstraint[ObjectIdentifier(replacement)] = constraint
        } else {
            record.solverConstraint = nil
            record.isBroken = false
            pendingAdditions.append(constraint)
            hasPendingWork = true
        }
        needsChangeCollection = true
    }
}
