import Foundation

/// The required constraints that cannot hold together, reported when adding one of them fails, or when
/// changing one's constant with ``Solver/updateConstant(of:to:)`` would make them so.
///
/// ``constraints`` is a minimal conflicting set: it includes the constraint being added, the set is
/// unsatisfiable, and removing any one member makes the rest satisfiable. To recover as UIKit does
/// ("Unable to simultaneously satisfy constraints ... Will attempt to recover by breaking constraint"),
/// pick one member, remove it from the solver (or re-add it with ``Constraint/withPriority(_:)`` at an
/// optional priority), and retry the add.
public struct ConstraintConflict: Sendable, CustomStringConvertible {
    /// The constraint whose addition (or change of constant) failed (also a member of ``constraints``).
    public let adding: Constraint
    /// A minimal unsatisfiable set of required constraints, `adding` first.
    public let constraints: [Constraint]
    /// Each member's expression constant in the conflict, parallel to ``constraints``: the rejected new
    /// constant for `adding` after a failed ``Solver/updateConstant(of:to:)``, and the solver's current
    /// constant for the others (which differs from `expression.constant` after an update).
    public let constants: [Double]

    /// Makes a report; `constants` defaults to the members' own expression constants.
    public init(adding: Constraint, constraints: [Constraint], constants: [Double]? = nil) {
        self.adding = adding
        self.constraints = constraints
        self.constants = constants ?? constraints.map { $0.expression.constant }
    }

    /// UIKit-style text: the header line then one constraint per line, each with its constant in the
    /// conflict (see ``constants``).
    public var description: String {
        let lines = zip(constraints, constants).map { "    " + $0.0.description(constant: $0.1) }
        return "Unable to simultaneously satisfy constraints.\n" + lines.joined(separator: "\n")
    }
}
