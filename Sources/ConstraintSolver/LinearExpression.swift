import Foundation

/// A linear expression `c0 + c1 * v1 + c2 * v2 + ...` over solver variables.
///
/// Build one with the plain initialisers or with the operators in `LinearExpression+Operators.swift`
/// (`a + 8`, `2 * w - b`, ...). A variable may appear in several terms; the solver adds them up.
/// Parity: Cassowary's `ClLinearExpression` and kiwi's `Expression`.
public struct LinearExpression: Sendable {
    /// The terms, in the order they were added.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Makes `constant + Σ terms`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    /// Makes the constant expression `constant`.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Evaluates the expression with `value` giving each variable's value.
    /// - Complexity: O(terms).
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }
}
