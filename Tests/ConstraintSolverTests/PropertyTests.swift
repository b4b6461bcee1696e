import ConstraintSolver
import Testing

/// Seeded property tests against the dense reference LP on systems of up to 6 variables.
@Suite struct PropertyTests {
    /// Adding a random consistent system gives the lexicographic optimum.
    @Test func fromScratchMatchesReference() throws {
        for seed in 0..<1_500 {
            var rng = SplitMix64(seed: UInt64(seed))
            let n = rng.int(1...6)
            let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
            let specs = (0..<rng.int(1...9)).map { _ in
                PropertySupport.randomConstraint(&rng, variables: n, point: point, consistent: true)
            }
            let solver = Solver()
            let vars = (0..<n).map { solver.makeVariable("x\($0)") }
            for spec in specs { try solver.add(PropertySupport.makeConstraint(spec, vars)) }
            PropertySupport.expectMatches(solver, vars, specs, "seed \(seed)")
        }
    }

    /// Adding a random system in batches (`add(_:)` with arrays, which optimizes once per batch) gives the
    /// lexicographic optimum after every batch, also with edit variables moved between batches.
    @Test func batchAddsMatchReference() throws {
        for seed in 0..<400 {
            var rng = SplitMix64(seed: 60_000 + UInt64(seed))
            let n = rng.int(1...6)
            let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
            let solver = Solver()
            let vars = (0..<n).map { solver.makeVariable("x\($0)") }
            var specs: [SpecConstraint] = []
            var edit: (variable: Int, target: Double)?
            for batch in 0..<rng.int(1...4) {
                let added = (0..<rng.int(1...8)).map { _ in
                    PropertySupport.randomConstraint(&rng, variables: n, point: point, consistent: true)
                }
                try solver.add(added.map { PropertySupport.makeConstraint($0, vars) })
                specs += added
                if batch == 1 {
                    let v = rng.int(0...(n - 1))
                    try solver.addEditVariable(vars[v], priority: Priority(750))
                    edit = (v, Double(rng.int(-15...15)))
                    try solver.suggestValue(vars[v], edit!.target)
                }
                var expected = specs
                if let edit {
                    expected.append(SpecConstraint(terms: [(edit.variable, 1)], constant: -edit.target, relation: .equal, priority: 750))
                }
                PropertySupport.expectMatches(solver, vars, expected, "seed \(seed) batch \(batch)")
            }
        }
    }

    /// A batch that meets an unsatisfiable required constraint keeps the members before it, solved to the
    /// optimum, and throws for that member.
    @Test func batchStopsAtAnUnsatisfiableMember() throws {
        for seed in 0..<500 {
            var rng = SplitMix64(seed: 70_000 + UInt64(seed))
            let n = rng.int(1...5)
            let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
            let solver = Solver()
            let vars = (0..<n).map { solver.makeVariable("x\($0)") }
            let before = (0..<rng.int(1...6)).map { _ in
                PropertySupport.randomConstraint(&rng, variables: n, point: point, consistent: true)
            }
            // x0 == p0 + 40 and x0 == p0 - 40 cannot both hold (and stay inside the reference's ±1000 box).
            let pin = SpecConstraint(terms: [(0, 1)], constant: -(point[0] + 40), relation: .equal, priority: 1000)
            let clash = SpecConstraint(terms: [(0, 1)], constant: -(point[0] - 40), relation: .equal, priority: 1000)
            let after = PropertySupport.randomConstraint(&rng, variables: n, point: point, consistent: true)
            let kept = before + [pin]
            // The random required constraints hold at `point`; one of them may pin x0 too, then the pin is
            // the member that fails, which the other test cases cover.
            let reference = ReferenceSolution(variables: n, constraints: kept)
            guard reference.feasible else { continue }
            let batch = (kept + [clash, after]).map { PropertySupport.makeConstraint($0, vars) }
            #expect(throws: SolverError.self) { try solver.add(batch) }
            #expect(solver.contains(batch[before.count]) && !solver.contains(batch[before.count + 1]), "seed \(seed)")
            #expect(!solver.contains(batch[before.count + 2]), "seed \(seed): the batch went on after the error")
            PropertySupport.expectMatches(solver, vars, kept, "seed \(seed)", reference: reference)
        }
    }

    /// Random add/remove/edit sequences agree after every step with solving the current set from scratch.
    @Test func incrementalSequencesMatchReference() throws {
        for seed in 0..<300 {
            var rng = SplitMix64(seed: 10_000 + UInt64(seed))
            let n = rng.int(2...6)
            let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
            let solver = Solver()
            let vars = (0..<n).map { solver.makeVariable("x\($0)") }
            var installed: [(SpecConstraint, Constraint)] = []
            var edits: [Int: (priority: Float, target: Double)] = [:]
            for step in 0..<14 {
                let roll = rng.int(0...9)
                if roll < 5 || installed.isEmpty {
                    let spec = PropertySupport.randomConstraint(&rng, variables: n, point: point, consistent: true)
                    let constraint = PropertySupport.makeConstraint(spec, vars)
                    try solver.add(constraint)
                    installed.append((spec, constraint))
                } else if roll < 7 {
                    let index = rng.int(0...(installed.count - 1))
                    try solver.remove(installed.remove(at: index).1)
                } else {
                    let v = rng.int(0...(n - 1))
                    if let edit = edits[v], rng.chance(0.2) {
                        _ = edit
                        try solver.removeEditVariable(vars[v])
                        edits[v] = nil
                    } else {
                        if edits[v] == nil {
                            let priority = rng.pick([Float(999), 750, 250, 50])
                            try solver.addEditVariable(vars[v], priority: Priority(priority))
                            edits[v] = (priority, solver.value(of: vars[v]))
                        }
                        let target = Double(rng.int(-15...15))
                        try solver.suggestValue(vars[v], target)
                        edits[v]!.target = target
                    }
                }
                var specs = installed.map(\.0)
                for (v, edit) in edits.sorted(by: { $0.key < $1.key }) {
                    specs.append(SpecConstraint(terms: [(v, 1)], constant: -edit.target, relation: .equal, priority: edit.priority))
                }
                PropertySupport.expectMatches(solver, vars, specs, "seed \(seed) step \(step)")
            }
        }
    }

    /// Unsatisfiable required constraints are rejected with a minimal conflicting set and leave the solver
    /// solving the remaining constraints exactly; removing one member and retrying proceeds like UIKit.
    @Test func conflictsAreMinimalAndLeaveTheSolverIntact() throws {
        var conflicts = 0
        for seed in 0..<700 {
            var rng = SplitMix64(seed: 20_000 + UInt64(seed))
            let n = rng.int(1...5)
            let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
            let solver = Solver()
            let vars = (0..<n).map { solver.makeVariable("x\($0)") }
            var installed: [(SpecConstraint, Constraint)] = []
            for step in 0..<8 {
                let required = rng.chance(0.7)
                let spec = PropertySupport.randomConstraint(&rng, variables: n, point: point, consistent: false,
                                                             priority: required ? 1000 : rng.pick([750, 250]))
                let constraint = PropertySupport.makeConstraint(spec, vars)
                var failure: ConstraintConflict?
                do {
                    try solver.add(constraint)
                    installed.append((spec, constraint))
                } catch {
                    guard case .unsatisfiable(let conflict) = error else { throw error }
                    failure = conflict
                }
                if let conflict = failure {
                    conflicts += 1
                    #expect(conflict.adding === constraint)
                    #expect(conflict.constraints.first === constraint)
                    let specOf: (Constraint) -> SpecConstraint = { c in
                        c === constraint ? spec : installed.first(where: { $0.1 === c })!.0
                    }
                    let set = conflict.constraints.map(specOf)
                    let allRequired = set.allSatisfy { $0.isRequired }
                    #expect(allRequired, "seed \(seed) step \(step)")
                    #expect(!ReferenceSolution(variables: n, constraints: set, feasibilityOnly: true).feasible,
                            "conflict set is satisfiable: seed \(seed) step \(step)")
                    for i in set.indices {
                        var smaller = set
                        smaller.remove(at: i)
                        #expect(ReferenceSolution(variables: n, constraints: smaller, feasibilityOnly: true).feasible,
                                "conflict set not minimal: seed \(seed) step \(step) member \(i)")
                    }
                    let all = installed.map(\.0) + [spec]
                    #expect(!ReferenceSolution(variables: n, constraints: all, feasibilityOnly: true).feasible)
                    // Recover as UIKit does: break one member (never the new one here) and retry once.
                    if conflict.constraints.count > 1, rng.chance(0.5) {
                        let broken = conflict.constraints[rng.int(1...(conflict.constraints.count - 1))]
                        try solver.remove(broken)
                        installed.removeAll { $0.1 === broken }
                        if (try? solver.add(constraint)) != nil { installed.append((spec, constraint)) }
                    }
                }
                PropertySupport.expectMatches(solver, vars, installed.map(\.0), "seed \(seed) step \(step)")
            }
        }
        #expect(conflicts > 200)
    }

    /// The ambiguity report agrees with the reference: a variable is ambiguous exactly when its optimal
    /// values span an interval.
    @Test func ambiguityMatchesReference() throws {
        var ambiguous = 0
        for seed in 0..<1_000 {
            var rng = SplitMix64(seed: 30_000 + UInt64(seed))
            let n = rng.int(1...5)
            let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
            let specs = (0..<rng.int(1...7)).map { _ in
                PropertySupport.randomConstraint(&rng, variables: n, point: point, consistent: true)
            }
            let solver = Solver()
            let vars = (0..<n).map { solver.makeVariable("x\($0)") }
            for spec in specs { try solver.add(PropertySupport.makeConstraint(spec, vars)) }
            let reference = ReferenceSolution(variables: n, constraints: specs)
            let reported = Set(solver.ambiguousVariables())
            for v in 0..<n where specs.contains(where: { $0.terms.contains { $0.0 == v } }) {
                let spread = reference.ranges[v].1 - reference.ranges[v].0 > 1e-5
                if spread { ambiguous += 1 }
                #expect(reported.contains(vars[v]) == spread, "seed \(seed) v\(v) range \(reference.ranges[v])")
            }
        }
        #expect(ambiguous > 100)
    }
}
