import Foundation

/// An edit variable's bookkeeping: its edit constraint `variable - target == 0` and that constraint's tag
/// (whose constant, `-target`, is the current target).
struct EditVariable {
    /// The optional edit constraint.
    var constraint: Constraint
    /// The edit constraint's tag id in the solver.
    var tag: Int32
}
