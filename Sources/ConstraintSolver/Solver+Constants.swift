import Foundation

// MARK: - Changing a constraint's constant in place

extension Solver {
    /// Changes the constant of `constraint`'s expression, as the solver holds it, to `constant` and
    /// re-solves incrementally; the constraint then reads `terms + constant (relation) 0`. This is how
    /// Auto Layout applies `NSLayoutConstraint.constant` changes (an animated constant, keyboard insets, an
    /// expanding cell) without removing and re-adding the constraint: for `first == m * second + c` the
    /// expression is `first - m * second - c`, so its constant is `-c`.
    ///
    /// The ``Constraint`` object does not change (it is immutable and may be in other solvers): its
    /// `expression.constant` keeps the value it was made with; ``constant(of:)`` reads this solver's.
    ///
    /// Throws ``SolverError/unknownConstraint(_:)`` if `constraint` is not in the solver, and
    /// ``SolverError/unsatisfiable(_:)`` with a minimal conflicting set (`constraint` first, counted with the
    /// rejected constant) when `constraint` is required and the new constant cannot hold with the other
    /// required constraints; the solver is then exactly as before (all or nothing), as after a failed
    /// ``add(_:)``. Changes of optional constraints never fail. Setting the current constant does nothing.
    ///
    /// Cassowary's edit technique (Badros, Borning and Stuckey 2001) applied to any constraint: the
    /// constraint's marker symbol locates every row that carries its constant, those row constants move,
    /// and the dual simplex repairs the rows that went negative; no coefficient changes and nothing is
    /// re-added. Results equal those of removing the constraint and adding ``Constraint/withConstant(_:)``
    /// (up to the choice among equally good solutions when the layout is ambiguous).
    /// Parity: `NSLayoutConstraint.constant`'s setter; kiwi has no equivalent (remove and re-add).
    /// - Complexity: O(rows that contain the constraint's marker) — O(1) when the marker is basic —
    ///   plus the dual pivots the change forces (none while the same rows stay feasible); independent of the
    ///   tableau's size. A rejected change costs about as much again to take back, plus explaining the
    ///   conflict (small solves of the conflicting set).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let tagID = tagOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        let index = Int(tagID)
        let delta = constant - tags[index].constant
        if delta == 0 { return }
        switch tableau.shiftConstant(tags[index], by: delta) {
        case .shifted:
            tags[index].constant = constant
            checkInvariants()
        case .unsatisfiable(let culprits):
            checkInvariants()
            throw .unsatisfiable(explainConflict(adding: constraint, constant: constant, culprits: culprits))
        }
    }

    /// The constant of `constraint`'s expression as this solver holds it: `expression.constant` until
    /// ``updateConstant(of:to:)`` changes it; nil if `constraint` is not in the solver.
    /// - Complexity: O(1).
    public func constant(of constraint: Constraint) -> Double? {
        guard let tagID = tagOf[ObjectIdentifier(constraint)] else { return nil }
        return tags[Int(tagID)].constant
    }
}
