import Foundation

// MARK: - Explaining unsatisfiable constraints

extension Solver {
    /// A minimal conflicting set for `constraint` taken with constant `constant` (being added, or its
    /// constant being changed), starting from the certificate's `culprits` (tag ids: a failed phase one's or
    /// dual simplex's proof row) and shrunk by a deletion filter: each member is dropped if the rest still
    /// conflicts. The other members count with the constants the solver holds for them now. Falls back to
    /// every required constraint connected to `constraint` if the certificate is not numerically conclusive.
    /// - Complexity: O(k²) small solves for a certificate of k constraints.
    func explainConflict(adding constraint: Constraint, constant: Double, culprits: [Int32]) -> ConstraintConflict {
        var set: [(constraint: Constraint, constant: Double)] = [(constraint, constant)]
        for tag in culprits {
            if let c = tagConstraint[Int(tag)], c.priority.isRequired, !set.contains(where: { $0.constraint === c }) {
                set.append((c, tags[Int(tag)].constant))
            }
        }
        if Solver.isSatisfiable(set) {
            set = [(constraint, constant)] + connectedRequiredConstraints(to: constraint)
        }
        var i = 1
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if Solver.isSatisfiable(trial) { i += 1 } else { set = trial }
        }
        return ConstraintConflict(adding: constraint, constraints: set.map(\.constraint),
                                  constants: set.map(\.constant))
    }

    /// The required constraints in the solver that share variables with `constraint`, transitively, other
    /// than `constraint` itself, each with the constant the solver holds for it.
    /// - Complexity: O(constraints × terms).
    func connectedRequiredConstraints(to constraint: Constraint) -> [(constraint: Constraint, constant: Double)] {
        var required: [(constraint: Constraint, constant: Double)] = []
        for (tag, c) in tagConstraint.enumerated() {
            if let c, c.priority.isRequired, c !== constraint { required.append((c, tags[tag].constant)) }
        }
        var byVariable: [Int: [Int]] = [:]
        for (index, c) in required.enumerated() {
            for t in c.constraint.expression.terms { byVariable[t.variable.id, default: []].append(index) }
        }
        var seenVariables = Set<Int>()
        var taken = [Bool](repeating: false, count: required.count)
        var queue = constraint.expression.terms.map { $0.variable.id }
        var result: [(constraint: Constraint, constant: Double)] = []
        while let v = queue.popLast() {
            if !seenVariables.insert(v).inserted { continue }
            for index in byVariable[v] ?? [] where !taken[index] {
                taken[index] = true
                result.append(required[index])
                queue.append(contentsOf: required[index].constraint.expression.terms.map { $0.variable.id })
            }
        }
        return result
    }

    /// Whether `constraints`, all taken as required and each with the given constant in place of its
    /// expression's, can hold together (solved in a scratch tableau).
    /// - Complexity: one incremental solve of the set.
    static func isSatisfiable(_ constraints: [(constraint: Constraint, constant: Double)]) -> Bool {
        var scratch = Tableau()
        var symbolOf: [Int: Int32] = [:]
        for (c, constant) in constraints {
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
            let outcome = scratch.addConstraint(terms: terms, constant: constant, relation: c.relation,
                                                priority: nil, ownerTag: -1)
            if case .unsatisfiable = outcome { return false }
        }
        return true
    }
}
