import Foundation

/// What a ``Solver`` operation can fail with; thrown as a typed error value, never a crash.
///
/// Parity: kiwi's `UnsatisfiableConstraint`, `DuplicateConstraint`, `UnknownConstraint`,
/// `DuplicateEditVariable`, `UnknownEditVariable`, `BadRequiredStrength`.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint (or a required constraint with its new constant, from
    /// ``Solver/updateConstant(of:to:)``) cannot hold together with the required constraints already added.
    /// The solver is unchanged.
    case unsatisfiable(ConstraintConflict)
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000).
    case requiredEditPriority(Variable)

    /// A one-line explanation (the conflict's full text for ``unsatisfiable(_:)``).
    public var description: String {
        switch self {
        case .unsatisfiable(let conflict): return conflict.description
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: v\(v.id)"
        case .unknownEditVariable(let v): return "unknown edit variable: v\(v.id)"
        case .requiredEditPriority(let v): return "edit variable v\(v.id) cannot be required"
        }
    }
}
