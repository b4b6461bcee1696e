internal import ConstraintSolver
import Foundation

/// The linear system an Auto Layout engine holds for a view tree, taken as plain numbers: every solver
/// constraint (the app's, the autoresizing-mask, intrinsic-size and stack-view ones alike) with its
/// current constant, and the solved value of every variable. OpenUIKit addition (SPI) for the benchmarks:
/// the same system is replayed on the bare solver and on kiwisolver (`scripts/compare-kiwi.py`), so the
/// engine's own overhead and the solver's speed are measured apart, on exactly what the engine built.
@_spi(OpenUIKitBenchmarks)
public struct AutoLayoutEngineSnapshot: Sendable {
    /// One constraint: `Σ coefficient × variable + constant (relation) 0` at `priority` (1...1000;
    /// 1000 = required).
    public struct Row: Sendable {
        /// `(variable id, coefficient)` pairs.
        public var terms: [(variable: Int, coefficient: Double)]
        /// The constant, as the solver holds it now (constant changes included).
        public var constant: Double
        /// -1 for `<=`, 0 for `==`, 1 for `>=`.
        public var relation: Int
        /// The priority, 1...1000.
        public var priority: Float
    }

    /// The constraints, in the solver's tag order (the order they were added, tags of removed ones reused).
    public var rows: [Row]
    /// The solved value of each variable id the rows mention.
    public var values: [Int: Double]
    /// The ids of the variables that place views (x, y, width and height of each view's alignment
    /// rectangle); the others belong to layout guides and the stack views' spacers, some of which the
    /// constraints leave free (a spacer's extent along its stack's axis), so any value solves them.
    public var viewVariables: Set<Int>

    /// The system of the engine of `view`'s tree, or nil when the tree has no engine. Pending work is
    /// applied first, so the snapshot is what the last layout solved.
    /// - Complexity: O(constraints × terms).
    @MainActor public init?(of view: UIView) {
        guard let engine = LayoutEngine.engine(for: view, create: false) else { return nil }
        engine.refresh()
        var rows: [Row] = []
        var values: [Int: Double] = [:]
        for constraint in engine.solver.constraints {
            let relation: Int
            switch constraint.relation {
            case .lessThanOrEqual: relation = -1
            case .equal: relation = 0
            case .greaterThanOrEqual: relation = 1
            }
            var terms: [(variable: Int, coefficient: Double)] = []
            terms.reserveCapacity(constraint.expression.terms.count)
            for term in constraint.expression.terms {
                terms.append((term.variable.id, term.coefficient))
                if values[term.variable.id] == nil { values[term.variable.id] = engine.solver.value(of: term.variable) }
            }
            rows.append(Row(terms: terms, constant: engine.solver.constant(of: constraint) ?? constraint.expression.constant,
                            relation: relation, priority: constraint.priority.rawValue))
        }
        self.rows = rows
        self.values = values
        var viewVariables = Set<Int>()
        for (id, item) in engine.itemOfVariable.enumerated() where item?.view != nil && values[id] != nil { viewVariables.insert(id) }
        self.viewVariables = viewVariables
    }

    /// The snapshot as JSON: `{"constraints": [{"terms": [[id, coefficient], ...], "constant": c,
    /// "relation": -1|0|1, "priority": p}, ...], "values": {"id": value, ...}, "view_variables": [id, ...]}`.
    /// - Complexity: O(size).
    public var json: String {
        var out = "{\"constraints\":["
        for (index, row) in rows.enumerated() {
            if index > 0 { out += "," }
            out += "{\"terms\":[" + row.terms.map { "[\($0.variable),\($0.coefficient)]" }.joined(separator: ",")
            out += "],\"constant\":\(row.constant),\"relation\":\(row.relation),\"priority\":\(row.priority)}"
        }
        out += "],\"values\":{" + values.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        out += ",\"view_variables\":[" + viewVariables.sorted().map(String.init).joined(separator: ",") + "]}"
        return out
    }
}
