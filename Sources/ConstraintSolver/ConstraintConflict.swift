import Foundation

/// The required constraints that cannot hold together, reported when adding one of them fails.
///
/// ``constraints`` is a minimal conflicting set: it includes the constraint being added, the set is
/// unsatisfiable, and removing any one member makes the rest satisfiable. To recover as UIKit does
/// ("Unable to simultaneously satisfy constraints ... Will attempt to recover by breaking constraint"),
/// pick one member, remove it from the solver (or re-add it with ``Constraint/withPriority(_:)`` at an
/// optional priority), and retry the add.
public struct ConstraintConflict: Sendable, CustomStringConvertible {
    /// The constraint whose addition failed (also a member of ``constraints``).
    public let adding: Constraint
    /// A minimal unsatisfiable set of required constraints, `adding` first.
    public let constraints: [Constraint]

    /// Makes a report.
    public init(adding: Constraint, constraints: [Constraint]) {
        self.adding = adding
        self.constraints = constraints
    }

    /// UIKit-style text: the header line then one constraint per line.
    public var description: String {
        "Unable to simultaneously satisfy constraints.\n" + constraints.map { "    \($0)" }.joined(separator: "\n")
    }
}
