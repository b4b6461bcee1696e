import Foundation

#if SOLVER_INVARIANTS
// MARK: - Invariant checks (debug builds and tests)

extension Tableau {
    /// Traps with a message if the tableau is not in proper, feasible, optimal form (optimal unless a batch
    /// add defers optimization) or its indexes disagree
    /// with its rows: basic symbols map to their slots, rows are sorted with no tiny nonzero or basic terms,
    /// restricted rows hold no externals and are >= 0, dummy rows are 0, columns list every containing row,
    /// basic and external symbols cost nothing, and no reduced cost is negative.
    /// - Complexity: O(tableau size).
    mutating func verifyInvariants() {
        func fail(_ message: String) -> Never { fatalError("ConstraintSolver invariant violated: \(message)") }
        for s in 0..<kind.count {
            let slot = Int(rowOf[s])
            if slot >= 0 && (slot >= basic.count || basic[slot] != Int32(s)) { fail("rowOf[\(s)] = \(slot) disagrees with basic") }
            if kind[s] == .unused && slot >= 0 { fail("unused symbol \(s) is basic") }
        }
        var longColumns: [Int32: Set<Int32>] = [:]
        func columnContains(_ symbol: Int32, _ slot: Int32) -> Bool {
            let list = column[Int(symbol)]
            if list.count <= 32 { return list.contains(slot) }
            if let set = longColumns[symbol] { return set.contains(slot) }
            let set = Set(list)
            longColumns[symbol] = set
            return set.contains(slot)
        }
        for slot in 0..<rows.count {
            let b = basic[slot]
            if b < 0 { continue }
            if rowOf[Int(b)] != Int32(slot) { fail("slot \(slot) basic \(b) has rowOf \(rowOf[Int(b)])") }
            let row = rows[slot]
            var previous: Int32 = -1
            for t in row.terms {
                if t.symbol <= previous { fail("row of \(b) not sorted") }
                previous = t.symbol
                if t.symbol == b { fail("row of \(b) contains its basic symbol") }
                if rowOf[Int(t.symbol)] >= 0 { fail("row of \(b) contains basic symbol \(t.symbol)") }
                // Exact zeros are tombstones of cancelled terms (`Tableau.substituteInPlace`); tiny ones are errors.
                if t.coefficient != 0 && abs(t.coefficient) <= Tableau.epsilon { fail("row of \(b) holds a tiny coefficient") }
                if kind[Int(t.symbol)] == .unused { fail("row of \(b) holds unused symbol \(t.symbol)") }
                if kind[Int(b)] != .external && kind[Int(t.symbol)] == .external {
                    fail("restricted row of \(b) contains external \(t.symbol)")
                }
                if kind[Int(b)] == .dummy && kind[Int(t.symbol)] != .dummy {
                    fail("dummy row of \(b) contains non-dummy \(t.symbol)")
                }
                if !columnContains(t.symbol, Int32(slot)) { fail("column of \(t.symbol) misses the row of \(b)") }
            }
            switch kind[Int(b)] {
            case .slack, .error:
                if row.constant < -1e-6 { fail("restricted basic \(b) is negative: \(row.constant)") }
            case .dummy:
                if abs(row.constant) > 1e-6 { fail("dummy basic \(b) is nonzero: \(row.constant)") }
            case .unused:
                fail("unused symbol \(b) is basic")
            case .external:
                break
            }
        }
        for s in 0..<kind.count {
            let basicOrExternal = rowOf[s] >= 0 || kind[s] == .external || kind[s] == .unused
            for level in 0..<cost.count where basicOrExternal && abs(cost[level][s]) > 1e-6 {
                fail("symbol \(s) (\(kind[s]), basic: \(rowOf[s] >= 0)) has objective cost \(cost[level][s])")
            }
            if !defersOptimization && rowOf[s] < 0 && kind[s].isPivotable && costSign(Int32(s)) < 0 {
                fail("not optimal: symbol \(s) has a negative reduced cost")
            }
        }
        if artificial != nil { fail("phase-one objective left behind") }
        if journal != nil { fail("constant-change journal left behind") }
    }
}
#endif

extension Tableau {
    /// Whether this build verifies the tableau after every public solver operation (`SOLVER_INVARIANTS`).
    static var checksInvariants: Bool {
        #if SOLVER_INVARIANTS
        return true
        #else
        return false
        #endif
    }
}
