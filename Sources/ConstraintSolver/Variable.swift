import Foundation

/// A solver variable: an unknown whose value the ``Solver`` computes (a view's left, top, width, height ...).
///
/// Variables are made by ``Solver/makeVariable(_:)`` and are plain integer handles into that solver's
/// arrays, so building expressions and reading values costs no allocation and no reference counting.
/// Parity: Cassowary's and kiwi's `Variable`; deviation: a variable belongs to the solver that made it
/// (kiwi's variables are free-standing reference-counted objects). Using a variable with another solver
/// is a programming error.
public struct Variable: Hashable, Sendable {
    /// The variable's symbol id inside its solver's tableau.
    public let id: Int

    /// Wraps a symbol id; only the solver makes variables.
    init(id: Int) { self.id = id }
}
