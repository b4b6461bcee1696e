import Foundation

// MARK: - Ambiguity

extension Tableau {
    /// Whether nonbasic symbol `s` can move off its value without changing the objective: a free external,
    /// or a zero-cost slack/error, that no degenerate restricted row (constant 0) blocks in at least one
    /// allowed direction.
    /// - Complexity: O(column of `s`).
    mutating func isFreeDirection(_ s: Int32) -> Bool {
        let k = kind[Int(s)]
        if k == .dummy || k == .unused || rowOf[Int(s)] >= 0 { return false }
        if k != .external && costSign(s) != 0 { return false }
        compactColumn(s)
        var upBlocked = false
        var downBlocked = k != .external
        for slot32 in column[Int(s)] {
            let slot = Int(slot32)
            let b = basic[slot]
            let bk = kind[Int(b)]
            if bk == .external { continue }
            let a = rows[slot].coefficient(of: s)
            if a == 0 { continue }
            if bk == .dummy {
                upBlocked = true
                downBlocked = true
            } else if rows[slot].constant <= Tableau.epsilon {
                if a < 0 { upBlocked = true } else { downBlocked = true }
            }
        }
        return !(upBlocked && downBlocked)
    }

    /// The external symbols among `candidates` whose value is not fixed by the constraints and the
    /// objective: nonbasic (parametric) ones that can move, and basic ones whose row depends on a free
    /// direction.
    /// - Complexity: O(Σ rows of the candidates × columns of their symbols).
    mutating func ambiguousSymbols(_ candidates: [Int32]) -> [Int32] {
        var freeMemo: [Int32: Bool] = [:]
        var result: [Int32] = []
        for s in candidates {
            let slot = rowOf[Int(s)]
            if slot < 0 {
                if isFreeDirection(s) { result.append(s) }
                continue
            }
            let terms = rows[Int(slot)].terms
            for t in terms where t.coefficient != 0 {
                let free: Bool
                if let known = freeMemo[t.symbol] {
                    free = known
                } else {
                    free = isFreeDirection(t.symbol)
                    freeMemo[t.symbol] = free
                }
                if free {
                    result.append(s)
                    break
                }
            }
        }
        return result
    }
}
