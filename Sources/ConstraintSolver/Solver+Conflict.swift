import Foundation

// MARK: - Explaining unsatisfiable constraints

extension Solver {
    /// A minimal conflicting set for `constraint`, starting from the phase-one certificate's `culprits`
    /// (tag ids) and shrunk by a deletion filter: each member is dropped if the rest still conflicts.
    /// Falls back to every required constraint connected to `constraint` if the certificate is not
    /// numerically conclusive.
    /// - Complexity: O(k²) small solves for a certificate of k constraints.
    func explainConflict(adding constraint: Constraint, culprits: [Int32]) -> ConstraintConflict {
        var set = [constraint]
        for tag in culprits {
            if let c = tagConstraint[Int(tag)], c.priority.isRequired, !set.contains(where: { $0 === c }) {
                set.append(c)
            }
        }
        if Solver.isSatisfiable(set) {
            set = [constraint] + connectedRequiredConstraints(to: constraint)
        }
        var i = 1
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if Solver.isSatisfiable(trial) { i += 1 } else { set = trial }
        }
        return ConstraintConflict(adding: constraint, constraints: set)
    }

    /// The required constraints in the solver that share variables with `constraint`, transitively.
    /// - Complexity: O(constraints × terms).
    func connectedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
        let required = tagConstraint.compactMap { $0 }.filter { $0.priority.isRequired }
        var byVariable: [Int: [Int]] = [:]
        for (index, c) in required.enumerated() {
            for t in c.expression.terms { byVariable[t.variable.id, default: []].append(index) }
        }
        var seenVariables = Set<Int>()
        var taken = [Bool](repeating: false, count: required.count)
        var queue = constraint.expression.terms.map { $0.variable.id }
        var result: [Constraint] = []
        while let v = queue.popLast() {
            if !seenVariables.insert(v).inserted { continue }
            for index in byVariable[v] ?? [] where !taken[index] {
                taken[index] = true
                result.append(required[index])
                queue.append(contentsOf: required[index].expression.terms.map { $0.variable.id })
            }
        }
        return result
    }

    /// Whether `constraints`, all taken as required, can hold together (solved in a scratch tableau).
    /// - Complexity: one incremental solve of the set.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        var scratch = Tableau()
        var symbolOf: [Int: Int32] = [:]
        for c in constraints {
            var terms: [RowTerm] = []
            for t in c.expression.terms {
                let s: Int32
                if let known = symbolOf[t.variable.id] {
                    s = known
                } else {
                    s = scratch.newSymbol(.external)
                    symbolOf[t.variable.id] = s
                }
                terms.append(RowTerm(symbol: s, coefficient: t.coefficient))
            }
            let outcome = scratch.addConstraint(terms: terms, constant: c.expression.constant, relation: c.relation,
                                                priority: nil, ownerTag: -1)
            if case .unsatisfiable = outcome { return false }
        }
        return true
    }
}
