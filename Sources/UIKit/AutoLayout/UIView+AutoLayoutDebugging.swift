internal import ConstraintSolver
import Foundation

// MARK: - UIConstraintBasedLayoutDebugging

extension UIView {
    /// Whether the constraints leave this view's frame undetermined: another layout satisfying them as
    /// well gives it a different position or size. A debugging aid, as in UIKit (the engine never checks
    /// by itself). False for views outside the engine.
    /// - Complexity: O(the view's rows in the solver).
    var hasAmbiguousLayoutImplementation: Bool {
        guard let engine = LayoutEngine.engine(for: self, create: false), let item = autoLayoutStorage?.item else { return false }
        engine.refresh()
        return item.variables.contains { engine.isAmbiguous($0, of: item) }
    }

    /// Moves an ambiguous view to another layout its constraints also allow (a random nudge of one
    /// undetermined value), for debugging, as UIKit's `exerciseAmbiguityInLayout()`. Does nothing for a
    /// view whose layout is determined.
    func performExerciseAmbiguityInLayout() {
        guard let engine = LayoutEngine.engine(for: self, create: false), let item = autoLayoutStorage?.item else { return }
        engine.refresh()
        let solver = engine.solver
        guard let variable = item.variables.first(where: { engine.isAmbiguous($0, of: item) }) else { return }
        let current = solver.value(of: variable)
        let distance = Double.random(in: 20...100)
        // Pull one way, and the other way if that way is blocked.
        for direction in Bool.random() ? [1.0, -1.0] : [-1.0, 1.0] {
            let pull = Constraint(LinearExpression(variable) - (current + direction * distance), .equal, priority: Priority(1))
            guard (try? solver.add(pull)) != nil else { continue }
            let moved = abs(solver.value(of: variable) - current) > 1e-6
            if moved {
                item.frameDirty = false
                engine.writeFrame(of: self, item: item)
            }
            try? solver.remove(pull)
            engine.needsChangeCollection = true
            if moved { return }
        }
    }

    /// The active constraints in the engine that act on this view's position or size along `axis`
    /// (including the autoresizing-mask constraints UIKit makes), for debugging.
    /// - Complexity: O(constraints in the engine).
    func performConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = LayoutEngine.engine(for: self, create: false), let item = autoLayoutStorage?.item else { return [] }
        engine.refresh()
        return engine.constraints(affecting: item, axis: axis)
    }

    /// The engine's view of this subtree, one line per view, as UIKit's private `_autolayoutTrace`:
    /// `•` marks the view hosting the engine, `*` views placed by constraints (not translating their
    /// masks), and an `- AMBIGUOUS LAYOUT for …` line follows each view whose layout is ambiguous.
    public func _autolayoutTrace() -> String {
        let engine = LayoutEngine.engine(for: self, create: false)
        engine?.refresh()
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            var mark = ""
            if view.autoLayoutStorage?.hostedEngine != nil { mark = "•" }
            else if view.autoLayoutStorage?.item != nil, !view.translatesAutoresizingMaskIntoConstraints { mark = "*" }
            let indent = String(repeating: "|   ", count: depth)
            var line = indent + mark + LayoutItemNaming.name(of: view)
            if let engine, let item = view.autoLayoutStorage?.item {
                let ambiguous = zip(item.variables, ["minX", "minY", "width", "height"]).filter { engine.isAmbiguous($0.0, of: item) }
                if !ambiguous.isEmpty {
                    line += "- AMBIGUOUS LAYOUT for " + ambiguous.map { LayoutItemNaming.name(of: view) + "." + $0.1 + "{id: \($0.0.id)}" }.joined(separator: ", ")
                }
            }
            lines.append(line)
            for sub in view.subviewStorage { visit(sub, depth: depth + 1) }
        }
        visit(self, depth: 0)
        lines.append("")
        lines.append("Legend:")
        lines.append("\t* - is laid out with auto layout")
        lines.append("\t• - hosts the layout engine")
        return lines.joined(separator: "\n")
    }
}

extension LayoutEngine {
    /// Whether the constraints leave `variable` of `item` undetermined: the solver finds another optimal
    /// value, or no constraint uses it at all.
    func isAmbiguous(_ variable: Variable, of item: LayoutEngineItem) -> Bool {
        if solver.isAmbiguous(variable) { return true }
        if item.intrinsic.all.contains(where: { $0.expression.terms.contains { $0.variable == variable } }) { return false }
        for c in constraintsMentioning(item) + item.autoresizing {
            if c.engineRecord?.solverConstraint?.expression.terms.contains(where: { $0.variable == variable }) == true { return false }
        }
        return true
    }

    /// The constraints (user and autoresizing) whose solver form uses `item`'s variables on `axis`.
    func constraints(affecting item: LayoutEngineItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let wanted: Set<Int> = axis == .horizontal ? [item.x.id, item.width.id] : [item.y.id, item.height.id]
        var result: [NSLayoutConstraint] = []
        for c in constraintsMentioning(item) {
            guard let solved = c.engineRecord?.solverConstraint else { continue }
            if solved.expression.terms.contains(where: { wanted.contains($0.variable.id) }) { result.append(c) }
        }
        return result.sorted { ($0.engineRecord?.order ?? 0) < ($1.engineRecord?.order ?? 0) }
    }
}

/// Anchor-level debugging (`NSLayoutAnchor.hasAmbiguousLayout`, `constraintsAffectingLayout`).
@MainActor
enum AutoLayoutDebugging {
    /// Whether the anchor's item is ambiguous along the anchor's axis.
    static func isAmbiguous(_ value: LayoutAnchorValue) -> Bool {
        guard let view = value.item as? UIView else { return false }
        return view.hasAmbiguousLayout
    }

    /// The constraints affecting the anchor's item along the anchor's axis.
    static func constraintsAffecting(_ value: LayoutAnchorValue) -> [NSLayoutConstraint] {
        guard let view = value.item as? UIView else { return [] }
        let axis: NSLayoutConstraint.Axis = value.attribute.kind == .yAxis || value.attribute == .height ? .vertical : .horizontal
        return view.constraintsAffectingLayout(for: axis)
    }
}
