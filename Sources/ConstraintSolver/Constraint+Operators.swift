import Foundation

// MARK: - Building constraints with ==, <=, >=

/// `lhs == rhs` as a required ``Constraint``.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs <= rhs` as a required ``Constraint``.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs` as a required ``Constraint``.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

/// `lhs == rhs` as a required ``Constraint``.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
/// `lhs <= rhs` as a required ``Constraint``.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required ``Constraint``.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }

/// `lhs == rhs` as a required ``Constraint``.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// `lhs <= rhs` as a required ``Constraint``.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// `lhs >= rhs` as a required ``Constraint``.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

/// `lhs == rhs` as a required ``Constraint`` (write `let c: Constraint = a == b`; `Variable` is also `Equatable`).
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required ``Constraint``.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required ``Constraint``.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

/// `lhs == rhs` as a required ``Constraint``.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
/// `lhs <= rhs` as a required ``Constraint``.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required ``Constraint``.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }

/// `lhs == rhs` as a required ``Constraint``.
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required ``Constraint``.
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required ``Constraint``.
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

// MARK: - Priority modifier

/// `constraint ~ priority`: the same constraint at `priority` (a new object), e.g. `(w == 100) ~ .defaultLow`.
public func ~ (constraint: Constraint, priority: Priority) -> Constraint { constraint.withPriority(priority) }

/// Declares `~` for attaching a ``Priority`` to a ``Constraint``; binds looser than `==`.
infix operator ~: PriorityAttachmentPrecedence

/// The precedence of `~`: below comparison, so `a == b ~ .defaultLow` attaches to the whole constraint.
precedencegroup PriorityAttachmentPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
}
