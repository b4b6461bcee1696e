import Foundation

/// One `coefficient * variable` term of a ``LinearExpression``.
///
/// Parity: Cassowary's and kiwi's `Term`.
public struct Term: Hashable, Sendable {
    /// The variable this term scales.
    public var variable: Variable
    /// The factor applied to ``variable``.
    public var coefficient: Double

    /// Makes the term `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
