import ConstraintSolver
import Testing

/// Random small systems and the checks that compare the solver with the reference.
enum PropertySupport {
    static let priorities: [Float] = [1000, 1000, 1000, 999, 750, 250, 50]

    /// A random constraint; required ones hold at the hidden point `p` when `consistent`.
    static func randomConstraint(_ rng: inout SplitMix64, variables: Int, point: [Double], consistent: Bool,
                                 priority: Float? = nil) -> SpecConstraint {
        let count = rng.int(1...min(3, variables))
        var chosen: [Int] = []
        while chosen.count < count {
            let v = rng.int(0...(variables - 1))
            if !chosen.contains(v) { chosen.append(v) }
        }
        let terms = chosen.map { ($0, Double(rng.pick([-2, -1, -1, 1, 1, 1, 2]))) }
        let relation = rng.pick([Relation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        let p = priority ?? rng.pick(priorities)
        let atPoint = terms.reduce(0.0) { $0 + $1.1 * point[$1.0] }
        var constant = -atPoint
        if p >= 1000 && consistent {
            let slack = Double(rng.int(0...5))
            if relation == .greaterThanOrEqual { constant += slack }
            if relation == .lessThanOrEqual { constant -= slack }
        } else {
            constant += Double(rng.int(-12...12))
        }
        return SpecConstraint(terms: terms, constant: constant, relation: relation, priority: p)
    }

    static func makeConstraint(_ spec: SpecConstraint, _ vars: [Variable]) -> Constraint {
        let expression = LinearExpression(terms: spec.terms.map { Term(vars[$0.0], coefficient: $0.1) }, constant: spec.constant)
        return Constraint(expression, spec.relation, priority: Priority(spec.priority))
    }

    /// Checks the solver's current solution against the reference for `specs` (`reference` when already
    /// solved): required constraints hold, each priority's total error is the lexicographic optimum, and
    /// uniquely determined variables match.
    static func expectMatches(_ solver: Solver, _ vars: [Variable], _ specs: [SpecConstraint],
                              _ context: @autoclosure () -> String, reference solved: ReferenceSolution? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = solved ?? ReferenceSolution(variables: vars.count, constraints: specs)
        #expect(reference.feasible, "reference says infeasible: \(context())", sourceLocation: sourceLocation)
        guard reference.feasible else { return }
        let x = vars.map { solver.value(of: $0) }
        for spec in specs where spec.isRequired {
            let violation = spec.violation(x)
            #expect(violation < 1e-6, "required constraint violated by \(violation): \(context())", sourceLocation: sourceLocation)
        }
        for (priority, best) in reference.levelErrors {
            let error = specs.filter { $0.priority == priority }.reduce(0.0) { $0 + $1.violation(x) }
            #expect(abs(error - best) <= 1e-5 * (1 + abs(best)),
                    "priority \(priority): error \(error), optimum \(best): \(context())", sourceLocation: sourceLocation)
        }
        for (v, range) in reference.ranges.enumerated() where range.1 - range.0 < 1e-5 {
            #expect(abs(x[v] - range.0) < 1e-4, "v\(v) = \(x[v]), unique optimum \(range.0): \(context())",
                    sourceLocation: sourceLocation)
        }
    }
}
