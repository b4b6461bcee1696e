import Foundation

// MARK: - Ambiguous layouts

extension Solver {
    /// The variables used by constraints whose values the constraints do not pin down: another optimal
    /// solution gives them a different value (UIKit's `hasAmbiguousLayout`). Found from the final tableau:
    /// a variable is ambiguous when it is parametric (nonbasic) and free to move, or basic with a row that
    /// depends on a free direction (a free parametric variable, or a slack/error symbol of zero cost that no
    /// degenerate row blocks).
    ///
    /// Deviation: exact along single simplex edges; in a degenerate vertex a move that needs several
    /// symbols to change together may go unreported.
    /// - Complexity: O(used variables × their rows' sizes × columns touched).
    public func ambiguousVariables() -> [Variable] {
        var candidates: [Int32] = []
        for i in 0..<min(useCount.count, tableau.kind.count) where tableau.kind[i] == .external && useCount[i] > 0 {
            candidates.append(Int32(i))
        }
        return tableau.ambiguousSymbols(candidates).map { Variable(id: Int($0)) }
    }

    /// Whether `variable`'s value is not pinned down by the constraints (see ``ambiguousVariables()``);
    /// `false` for a variable no constraint uses.
    /// - Complexity: O(the variable's row × columns touched).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        checkVariable(variable)
        if useCount[variable.id] == 0 { return false }
        return !tableau.ambiguousSymbols([Int32(variable.id)]).isEmpty
    }
}
