import Foundation

/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey, 2001) for Auto Layout.
///
/// Make variables with ``makeVariable(_:)``, add ``Constraint``s (required or optional at a UIKit
/// ``Priority``), read ``value(of:)``. Constraints can be added and removed one at a time and the solution
/// is updated incrementally; edit variables (``addEditVariable(_:priority:)``) follow
/// ``suggestValue(_:_:)`` through the dual simplex, and any constraint's constant can be changed in place
/// the same way (``updateConstant(of:to:)``, for `NSLayoutConstraint.constant`). Optional priorities are
/// strictly ordered (a lexicographic objective, one level per priority): no number of lower-priority errors
/// outweighs a higher one.
///
/// Errors are values: adding an unsatisfiable required constraint (or giving one an unsatisfiable constant)
/// throws ``SolverError/unsatisfiable(_:)`` carrying a minimal conflicting set and leaves the solver
/// unchanged, so the caller can remove or lower one member and retry, as UIKit does when it logs "Unable to
/// simultaneously satisfy constraints".
///
/// Built for view trees: the tableau keeps sparse sorted rows and a column index, so each operation
/// touches only rows that contain the symbols it changes; constraints of independent subsystems never
/// touch each other's rows. Not thread-safe: use one solver from one thread (UIKit: the main actor).
///
/// Parity: kiwi's `Solver` API (`addConstraint`, `removeConstraint`, `addEditVariable`, `suggestValue`,
/// `updateVariables`); deviations: variables belong to a solver, priorities replace kiwi's float strengths,
/// results are read directly or as a list of changed variables, and conflicts come with a minimal set.
public final class Solver {
    // Every stored property skips the runtime exclusivity check (a solver is used from one thread, and
    // none of its methods passes one of them inout while touching it again): the checks cost more than
    // the work in the per-constraint bookkeeping.
    @exclusivity(unchecked) var tableau = Tableau()
    /// Per symbol id: the variable's name (externals) for descriptions.
    @exclusivity(unchecked) var names: [String] = []
    /// Per symbol id: how many constraint terms use the variable.
    @exclusivity(unchecked) var useCount: [Int] = []
    /// Per symbol id: the value reported by the last ``changedVariables()``.
    @exclusivity(unchecked) var lastReported: [Double] = []

    @exclusivity(unchecked) var tags: [ConstraintTag] = []
    @exclusivity(unchecked) var tagConstraint: [Constraint?] = []
    @exclusivity(unchecked) var freeTags: [Int32] = []
    @exclusivity(unchecked) var tagOf: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var edits: [Int: EditVariable] = [:]

    /// Makes an empty solver.
    public init() {}

    /// Makes a new variable, initially 0 and unconstrained.
    /// - Parameter name: a label for descriptions and logs.
    /// - Complexity: amortized O(1) (O(levels)).
    public func makeVariable(_ name: String = "") -> Variable {
        let s = Int(tableau.newSymbol(.external))
        while names.count <= s {
            names.append("")
            useCount.append(0)
            lastReported.append(0)
        }
        names[s] = name
        useCount[s] = 0
        lastReported[s] = 0
        return Variable(id: s)
    }

    /// Frees a variable no constraint uses any more, so its id can be reused (a view went away).
    /// Traps if a constraint or edit still uses it.
    /// - Complexity: O(rows that still mention it), normally O(1).
    public func removeVariable(_ variable: Variable) {
        checkVariable(variable)
        if useCount[variable.id] != 0 || edits[variable.id] != nil {
            fatalError("removeVariable: \(describe(variable)) is still used by \(useCount[variable.id]) constraint terms")
        }
        tableau.freeSymbol(Int32(variable.id))
        names[variable.id] = ""
    }

    /// The variable's name as given to ``makeVariable(_:)``, or `v<id>` when it had none.
    public func describe(_ variable: Variable) -> String {
        let name = variable.id < names.count ? names[variable.id] : ""
        return name.isEmpty ? "v\(variable.id)" : name
    }

    /// Traps unless `variable` is a live variable of this solver.
    @inline(__always)
    func checkVariable(_ variable: Variable) {
        let i = variable.id
        if i < 0 || i >= tableau.kind.count || tableau.kind[i] != .external {
            fatalError("Variable v\(i) does not belong to this solver (or was removed)")
        }
    }

    /// Whether `constraint` (this object) is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { tagOf[ObjectIdentifier(constraint)] != nil }

    /// The constraints in the solver, edit constraints excluded, in no particular order. A constraint whose
    /// constant was changed with ``updateConstant(of:to:)`` still reads its original constant; the solver's
    /// is ``constant(of:)``.
    /// - Complexity: O(constraints).
    public var constraints: [Constraint] {
        var editIDs = Set<ObjectIdentifier>()
        for e in edits.values { editIDs.insert(ObjectIdentifier(e.constraint)) }
        return tagConstraint.compactMap { $0 }.filter { !editIDs.contains(ObjectIdentifier($0)) }
    }

    /// Adds a constraint and re-solves incrementally.
    ///
    /// Throws ``SolverError/unsatisfiable(_:)`` with a minimal conflicting set when `constraint` is required
    /// and cannot hold with the required constraints already present (the solver is then unchanged), or
    /// ``SolverError/duplicateConstraint(_:)``. Optional constraints never fail.
    /// - Complexity: proportional to the rows the new row's substitutions and pivots touch; for view trees,
    ///   the constraint's own neighbourhood. Explaining a conflict costs extra solves of the small
    ///   conflicting set.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        if tagOf[id] != nil { throw .duplicateConstraint(constraint) }
        var terms: [RowTerm] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for t in constraint.expression.terms {
            checkVariable(t.variable)
            terms.append(RowTerm(symbol: Int32(t.variable.id), coefficient: t.coefficient))
        }
        let tagID: Int32
        if let free = freeTags.popLast() {
            tagID = free
        } else {
            tagID = Int32(tags.count)
            tags.append(ConstraintTag(marker: -1, other: -1, priority: nil, markerCoefficient: 1, constant: 0))
            tagConstraint.append(nil)
        }
        let priority: Float? = constraint.priority.isRequired ? nil : constraint.priority.rawValue
        let outcome = tableau.addConstraint(terms: terms, constant: constraint.expression.constant,
                                            relation: constraint.relation, priority: priority, ownerTag: tagID)
        switch outcome {
        case .added(let tag):
            tags[Int(tagID)] = tag
            tagConstraint[Int(tagID)] = constraint
            tagOf[id] = tagID
            for t in constraint.expression.terms { useCount[t.variable.id] += 1 }
            checkInvariants()
        case .unsatisfiable(let culprits):
            freeTags.append(tagID)
            checkInvariants()
            throw .unsatisfiable(explainConflict(adding: constraint, constant: constraint.expression.constant,
                                                 culprits: culprits))
        }
    }

    /// Adds several constraints in order; stops at and throws the first error (earlier ones stay added).
    ///
    /// The result is the solution of adding them one by one (the same optimum of the same lexicographic
    /// objective), but the objective is optimized once, after the last add, instead of after each: every
    /// add keeps the rows feasible (a new row is solved for a restricted symbol that starts nonnegative, or
    /// goes through phase one), so only the optimization is deferred. On an error, the constraints added
    /// so far are optimized before the error is thrown.
    /// - Complexity: the rows each add's substitutions touch, plus one optimization; for the 113-constraint
    ///   form of the benchmarks about half the work of single adds.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        let outermost = !tableau.defersOptimization
        tableau.defersOptimization = true
        defer {
            if outermost {
                tableau.defersOptimization = false
                tableau.optimize()
                checkInvariants()
            }
        }
        for c in constraints { try add(c) }
    }

    /// Removes a constraint and re-solves incrementally (whatever constant ``updateConstant(of:to:)`` gave it).
    /// Throws ``SolverError/unknownConstraint(_:)`` if absent.
    /// - Complexity: proportional to the rows touched when pivoting its marker out.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tagID = tagOf.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        tableau.removeConstraint(tags[Int(tagID)])
        tagConstraint[Int(tagID)] = nil
        freeTags.append(tagID)
        for t in constraint.expression.terms { useCount[t.variable.id] -= 1 }
        checkInvariants()
    }

    /// The variable's value in the current solution (0 for a variable no constraint determines).
    /// - Complexity: O(1).
    @inline(__always)
    public func value(of variable: Variable) -> Double {
        checkVariable(variable)
        return tableau.value(of: Int32(variable.id))
    }

    /// The variable's value in the current solution; same as ``value(of:)``.
    public subscript(variable: Variable) -> Double { value(of: variable) }

    /// The variables whose value changed since the previous call (since creation for the first call), each
    /// once, with the new values readable through ``value(of:)``. Auto Layout reads only these to update
    /// frames. Parity: kiwi's `updateVariables()`, which instead writes every variable's value.
    /// - Complexity: O(variables touched since the last call).
    public func changedVariables() -> [Variable] {
        var result: [Variable] = []
        let dirty = tableau.dirty
        tableau.dirty.removeAll(keepingCapacity: true)
        for s in dirty {
            let i = Int(s)
            tableau.isDirty[i] = false
            if tableau.kind[i] != .external { continue }
            let v = tableau.value(of: s)
            if v != lastReported[i] {
                lastReported[i] = v
                result.append(Variable(id: i))
            }
        }
        return result
    }

    /// Runs the tableau invariant checks in builds with `SOLVER_INVARIANTS` (debug, tests); nothing otherwise.
    @inline(__always)
    func checkInvariants() {
        #if SOLVER_INVARIANTS
        tableau.verifyInvariants()
        #endif
    }
}
