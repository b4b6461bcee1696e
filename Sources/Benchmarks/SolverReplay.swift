import ConstraintSolver
import Foundation
@_spi(OpenUIKitBenchmarks) import UIKit

/// Replays an Auto Layout engine's system on a fresh solver, as `scripts/compare-kiwi.py` replays it on
/// kiwisolver: one variable per id, every constraint added in one batch, every value read.
enum SolverReplay {
    /// Solves `snapshot`'s constraints on a new solver and returns each variable's value by id.
    /// - Complexity: the solver's, for the snapshot's constraints.
    static func solve(_ snapshot: AutoLayoutEngineSnapshot) -> [Int: Double] {
        let solver = Solver()
        var variables: [Int: Variable] = [:]
        var constraints: [Constraint] = []
        constraints.reserveCapacity(snapshot.rows.count)
        for row in snapshot.rows {
            var terms: [Term] = []
            terms.reserveCapacity(row.terms.count)
            for (id, coefficient) in row.terms {
                let variable: Variable
                if let known = variables[id] {
                    variable = known
                } else {
                    variable = solver.makeVariable()
                    variables[id] = variable
                }
                terms.append(Term(variable, coefficient: coefficient))
            }
            let relation: Relation = row.relation < 0 ? .lessThanOrEqual : row.relation > 0 ? .greaterThanOrEqual : .equal
            constraints.append(Constraint(LinearExpression(terms: terms, constant: row.constant), relation,
                                          priority: Priority(row.priority)))
        }
        // The engine's system was satisfiable as it holds it (broken constraints are not in it).
        try? solver.add(constraints)
        var values: [Int: Double] = [:]
        for (id, variable) in variables { values[id] = solver.value(of: variable) }
        return values
    }
}
