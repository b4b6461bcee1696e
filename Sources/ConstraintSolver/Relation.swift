import Foundation

/// How a constraint relates its two sides.
///
/// Parity: `NSLayoutConstraint.Relation` (`.equal`, `.lessThanOrEqual`, `.greaterThanOrEqual`) and
/// kiwi's `RelationalOperator`.
public enum Relation: Sendable, Hashable {
    /// `lhs == rhs`.
    case equal
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs >= rhs`.
    case greaterThanOrEqual
}
