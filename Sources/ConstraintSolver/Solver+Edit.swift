import Foundation

// MARK: - Edit variables

extension Solver {
    /// Makes `variable` an edit variable: an optional `variable == target` constraint at `priority` whose
    /// target ``suggestValue(_:_:)`` moves. The initial target is the variable's current value, so adding an
    /// edit does not move anything. Throws ``SolverError/duplicateEditVariable(_:)`` or
    /// ``SolverError/requiredEditPriority(_:)`` (edits must be optional, as in kiwi).
    /// Deviation from kiwi, whose initial target is 0.
    /// - Complexity: as ``add(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        checkVariable(variable)
        if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditPriority(variable) }
        let target = value(of: variable)
        let constraint = Constraint(LinearExpression(variable) - target, .equal, priority: priority,
                                    label: "edit(\(describe(variable)))")
        try add(constraint)
        edits[variable.id] = EditVariable(constraint: constraint, tag: tagOf[ObjectIdentifier(constraint)]!)
    }

    /// Stops editing `variable`: removes its edit constraint. Throws ``SolverError/unknownEditVariable(_:)``.
    /// - Complexity: as ``remove(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests a new target for an edit variable and re-solves with the dual simplex (no full re-solve).
    /// Throws ``SolverError/unknownEditVariable(_:)`` if `variable` is not an edit variable.
    /// Parity: Cassowary's `suggestValue` + `resolve`, kiwi's `suggestValue`. The same change of constant as
    /// ``updateConstant(of:to:)`` on the edit constraint `variable - target == 0`.
    /// - Complexity: O(rows depending on the edit) plus the dual pivots the change forces.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        let tagID = Int(edit.tag)
        let constant = -value
        let delta = constant - tags[tagID].constant
        tags[tagID].constant = constant
        if delta == 0 { return }
        _ = tableau.shiftConstant(tags[tagID], by: delta)
        checkInvariants()
    }
}
