import Foundation

// MARK: - Arithmetic

extension LinearExpression {
    /// `lhs + rhs`.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs - rhs`.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1 * rhs)
    }

    /// `-operand`.
    public static prefix func - (operand: LinearExpression) -> LinearExpression { -1 * operand }

    /// `factor * expression`: every coefficient and the constant scaled.
    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(terms: expression.terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
                         constant: expression.constant * factor)
    }

    /// `expression * factor`.
    public static func * (expression: LinearExpression, factor: Double) -> LinearExpression { factor * expression }

    /// `expression / divisor`.
    public static func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
        (1 / divisor) * expression
    }

    /// `lhs + rhs` for an expression and a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// `lhs - rhs` for an expression and a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

    /// `lhs + rhs` for a constant and an expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

    /// `lhs - rhs` for a constant and an expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
}

// MARK: - Variables in expressions

extension Variable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// `lhs + rhs` as an expression.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    /// `factor * variable` as an expression.
    public static func * (factor: Double, variable: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(variable, coefficient: factor)])
    }
    /// `variable * factor` as an expression.
    public static func * (variable: Variable, factor: Double) -> LinearExpression { factor * variable }
    /// `variable / divisor` as an expression.
    public static func / (variable: Variable, divisor: Double) -> LinearExpression { (1 / divisor) * variable }
    /// `-variable` as an expression.
    public static prefix func - (variable: Variable) -> LinearExpression { -1 * variable }
}
