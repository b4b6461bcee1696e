import Foundation

/// An edit variable's bookkeeping: its edit constraint, that constraint's tag, and the current target.
struct EditVariable {
    var constraint: Constraint
    var tag: Int32
    var target: Double
}
