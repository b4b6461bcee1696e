import Foundation

/// A linear constraint `expression (==, <=, >=) 0` with a ``Priority``.
///
/// A constraint is an immutable object compared by identity: the same object is added to and removed from
/// a ``Solver`` and is what a ``ConstraintConflict`` names, so a caller (Auto Layout) can map it back to
/// its `NSLayoutConstraint`. Parity: kiwi's `Constraint` and Cassowary's `ClConstraint`; the priority is
/// UIKit's ``Priority`` rather than a floating-point strength. The object never changes; a solver can
/// change the constant it holds for it (``Solver/updateConstant(of:to:)``, as `NSLayoutConstraint.constant`
/// is set), readable with ``Solver/constant(of:)``.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side: the constraint reads `expression relation 0`.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// The strength: ``Priority/required`` or an optional priority 1...999.
    public let priority: Priority
    /// A free-form label for logs and conflict reports (the `NSLayoutConstraint` description, say).
    public let label: String

    /// Makes `expression relation 0` at `priority`.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// Makes `lhs relation rhs` at `priority`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            priority: Priority = .required, label: String = "") {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    /// The same constraint at another priority (a new object: the solver tells constraints apart by identity).
    /// Auto Layout uses it to lower a constraint it had to break.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// The same constraint with another expression constant (a new object). Removing a constraint and adding
    /// this one does what ``Solver/updateConstant(of:to:)`` does in place, at a higher cost.
    public func withConstant(_ constant: Double) -> Constraint {
        Constraint(LinearExpression(terms: expression.terms, constant: constant), relation, priority: priority,
                   label: label)
    }

    /// The same constraint with another label.
    public func withLabel(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// `label` if set, else the expression, relation and priority written out (`v3 + -1*v5 + 8 == 0 @750`).
    public var description: String { description(constant: expression.constant) }

    /// ``description`` with `constant` written in place of the expression's constant (a solver's current
    /// constant for this constraint).
    func description(constant: Double) -> String {
        if !label.isEmpty { return label }
        var text = expression.terms.map { "\($0.coefficient)*v\($0.variable.id)" }.joined(separator: " + ")
        if text.isEmpty { text = "0" }
        if constant != 0 { text += " + \(constant)" }
        let op: String
        switch relation {
        case .equal: op = "=="
        case .lessThanOrEqual: op = "<="
        case .greaterThanOrEqual: op = ">="
        }
        return "\(text) \(op) 0 @\(priority.rawValue)"
    }
}
