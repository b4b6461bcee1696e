import Foundation

// MARK: - Primal and dual simplex

extension Tableau {
    /// The lowest-id symbol with a negative reduced cost (Bland's rule, so degenerate pivots cannot cycle),
    /// dropping stale worklist entries on the way.
    /// - Complexity: O(worklist).
    mutating func nextEntering() -> Int32? {
        var best: Int32 = -1
        var w = 0
        for i in 0..<candidates.count {
            let s = candidates[i]
            if rowOf[Int(s)] < 0 && kind[Int(s)].isPivotable && costSign(s) < 0 {
                candidates[w] = s
                w += 1
                if best < 0 || s < best { best = s }
            } else {
                isCandidate[Int(s)] = false
            }
        }
        candidates.removeLast(candidates.count - w)
        return best >= 0 ? best : nil
    }

    /// The slot whose row limits how far `entering` can increase (minimum ratio; ties to the lowest basic id).
    /// Dummy rows block any move, since dummies must stay 0.
    /// - Complexity: O(column of `entering`).
    mutating func leavingSlot(for entering: Int32) -> Int? {
        leavingSlotAndRatio(for: entering)?.slot
    }

    /// `leavingSlot(for:)` with the step length it allows.
    mutating func leavingSlotAndRatio(for entering: Int32) -> (slot: Int, ratio: Double)? {
        compactColumn(entering)
        var best = -1
        var bestRatio = Double.infinity
        var bestSymbol: Int32 = .max
        for slot32 in column[Int(entering)] {
            let slot = Int(slot32)
            let b = basic[slot]
            let k = kind[Int(b)]
            if k == .external { continue }
            let a = rows[slot].coefficient(of: entering)
            // A zero (tombstone, see `Tableau.substituteInPlace`) does not constrain `entering`.
            if a == 0 { continue }
            let ratio: Double
            if k == .dummy {
                ratio = 0
            } else if a < 0 {
                ratio = max(0, -rows[slot].constant / a)
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && b < bestSymbol) {
                best = slot
                bestRatio = ratio
                bestSymbol = b
            }
        }
        return best >= 0 ? (best, bestRatio) : nil
    }

    /// Columns at least this long make a degenerate step try cheap unblocking pivots first.
    static let unblockColumnThreshold = 32

    /// Primal simplex on the lexicographic objective until no reduced cost is negative.
    ///
    /// When the entering symbol reaches many rows and the step is degenerate (blocked at ratio 0, as when
    /// hundreds of equal optional constraints tie, e.g. a row of equal widths), first pivot each blocking
    /// degenerate row onto another of its symbols that few rows contain (value unchanged, the block
    /// removed), so the expensive pivot of the entering symbol through every row happens once instead of
    /// once per blocking row. A budget bounds these extra pivots, so the loop terminates.
    /// - Complexity: pivots × rows touched per pivot; only symbols whose cost changed are examined.
    mutating func optimize() {
        var unblockBudget = 4 * rows.count + 64
        var unblockedSlots = Set<Int32>()
        while let entering = nextEntering() {
            guard let (slot, ratio) = leavingSlotAndRatio(for: entering) else {
                fatalError("ConstraintSolver internal error: the objective is unbounded")
            }
            if ratio <= Tableau.epsilon && unblockBudget > 0
                && column[Int(entering)].count >= Tableau.unblockColumnThreshold {
                let unblocked = unblockDegenerateRows(for: entering, budget: unblockBudget, skipping: &unblockedSlots)
                if unblocked > 0 {
                    unblockBudget -= unblocked
                    continue
                }
            }
            statistics.optimizePivots &+= 1
            pivot(slot, entering: entering)
        }
    }

    /// Pivots each degenerate row that blocks `entering` (restricted, constant 0, negative coefficient) onto
    /// a pivotable symbol with a positive coefficient and a short column, so that the row no longer blocks.
    /// Returns how many pivots it made. A slot is unblocked once per optimization (`done`): pivoting a row
    /// back and forth between two of its symbols (a constraint's slack and error) moves nothing.
    /// - Complexity: O(column of `entering` + Σ columns of the symbols pivoted in).
    private mutating func unblockDegenerateRows(for entering: Int32, budget: Int, skipping done: inout Set<Int32>) -> Int {
        let list = column[Int(entering)]
        var count = 0
        for slot32 in list where count < budget && !done.contains(slot32) {
            let slot = Int(slot32)
            let b = basic[slot]
            if b < 0 || !kind[Int(b)].isPivotable || rows[slot].constant > Tableau.epsilon { continue }
            let index = rows[slot].search(entering)
            if index < 0 || rows[slot].terms[index].coefficient >= 0 { continue }
            var best: Int32 = -1
            var bestLength = Tableau.unblockColumnThreshold
            for t in rows[slot].terms where t.symbol != entering && t.coefficient > 0 && kind[Int(t.symbol)].isPivotable {
                let length = column[Int(t.symbol)].count
                if length < bestLength { best = t.symbol; bestLength = length }
            }
            if best < 0 { continue }
            pivot(slot, entering: best)
            done.insert(slot32)
            count += 1
        }
        return count
    }

    /// Primal simplex on the phase-one objective (`artificial`).
    mutating func optimizeArtificial() {
        // The symbol in the fewest rows enters first (each pivot costs the rows its column reaches); after
        // a budget, Bland's rule (the lowest id), which cannot cycle.
        var shortColumnBudget = 2 * (artificial?.terms.count ?? 0) + 16
        while true {
            guard let objective = artificial else { return }
            var entering: Int32 = -1
            if shortColumnBudget > 0 {
                shortColumnBudget -= 1
                var shortest = Int.max
                for t in objective.terms where t.coefficient < -Tableau.epsilon && kind[Int(t.symbol)].isPivotable {
                    let length = column[Int(t.symbol)].count
                    if length < shortest { entering = t.symbol; shortest = length }
                }
            } else {
                for t in objective.terms where t.coefficient < -Tableau.epsilon && kind[Int(t.symbol)].isPivotable {
                    entering = t.symbol
                    break
                }
            }
            if entering < 0 { return }
            guard let slot = leavingSlot(for: entering) else {
                fatalError("ConstraintSolver internal error: the phase-one objective is unbounded")
            }
            pivot(slot, entering: entering)
        }
    }

    /// Whether ratio `c1/a1` is lexicographically below `c2/a2` for symbols `s1`, `s2`.
    @inline(__always)
    func lexRatioLess(_ s1: Int32, _ a1: Double, _ s2: Int32, _ a2: Double) -> Bool {
        for level in 0..<cost.count {
            let r1 = cost[level][Int(s1)] / a1
            let r2 = cost[level][Int(s2)] / a2
            let tolerance = 1e-9 * max(1, abs(r1), abs(r2))
            if r1 < r2 - tolerance { return true }
            if r1 > r2 + tolerance { return false }
        }
        return s1 < s2
    }

    /// Dual simplex: pivots infeasible rows out until every restricted basic symbol is >= 0, keeping the
    /// reduced costs nonnegative (optimal). Used after `suggestValue` and `updateConstant` change row
    /// constants. Returns nil on success, or the slot of a negative row with no symbol that can enter
    /// (no positive pivotable coefficient): a proof that the required constraints cannot hold, which only a
    /// required constraint's new constant can cause. The remaining worklist is then left as it is.
    /// - Complexity: pivots × rows touched per pivot.
    mutating func dualOptimize() -> Int? {
        while let slot32 = infeasible.popLast() {
            let slot = Int(slot32)
            let leaving = basic[slot]
            if leaving < 0 || !kind[Int(leaving)].isRestricted { continue }
            if rows[slot].constant >= -Tableau.epsilon { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for t in rows[slot].terms where t.coefficient > 0 && kind[Int(t.symbol)].isPivotable {
                if entering < 0 || lexRatioLess(t.symbol, t.coefficient, entering, enteringCoefficient) {
                    entering = t.symbol
                    enteringCoefficient = t.coefficient
                }
            }
            if entering < 0 { return slot }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// The row to pivot a nonbasic constraint marker into before its row is dropped (a dummy row first,
    /// which changes no value; then Cassowary's choice: restricted rows with a negative coefficient by minimum ratio, then restricted rows with a positive
    /// one, then any row), so the remaining rows stay feasible.
    /// - Complexity: O(column of `marker`).
    mutating func markerLeavingSlot(_ marker: Int32) -> Int? {
        compactColumn(marker)
        var r1 = -1, r2 = -1, r3 = -1
        var ratio1 = Double.infinity, ratio2 = Double.infinity
        for slot32 in column[Int(marker)] {
            let slot = Int(slot32)
            let a = rows[slot].coefficient(of: marker)
            if a == 0 { continue }
            let k = kind[Int(basic[slot])]
            if k == .dummy {
                // A dummy row holds only dummies at constant 0: pivoting there moves no value.
                return slot
            } else if k == .external {
                if r3 < 0 { r3 = slot }
            } else if a < 0 {
                let r = -rows[slot].constant / a
                if r < ratio1 { ratio1 = r; r1 = slot }
            } else {
                let r = rows[slot].constant / a
                if r < ratio2 { ratio2 = r; r2 = slot }
            }
        }
        if r1 >= 0 { return r1 }
        if r2 >= 0 { return r2 }
        return r3 >= 0 ? r3 : nil
    }

    /// Removes the equation that `marker` belongs to: makes `marker` basic if needed, then drops its row.
    mutating func removeEquation(_ marker: Int32) {
        if rowOf[Int(marker)] < 0 {
            guard let slot = markerLeavingSlot(marker) else { return }
            pivot(slot, entering: marker)
        }
        let slot = rowOf[Int(marker)]
        if slot >= 0 { dropRow(Int(slot)) }
    }
}
