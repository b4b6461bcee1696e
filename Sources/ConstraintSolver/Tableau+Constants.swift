import Foundation

/// What shifting a constraint's constant did (see `Tableau.shiftConstant(_:by:)`).
enum ShiftOutcome {
    /// The tableau now solves the system with the new constant (optimal and feasible again).
    case shifted
    /// A required constraint's new constant cannot hold with the other required constraints: the owners
    /// (tag ids) of the constraints in the row that proves it. The tableau is exactly as it was before.
    case unsatisfiable(culprits: [Int32])
}

/// One row the marker of a shifted constraint appears in, with the marker's coefficient there.
struct MarkerRowEntry {
    /// The row's slot.
    var slot: Int32
    /// The row's basic symbol.
    var basic: Int32
    /// Whether the basic symbol is external (its value moves, nothing to check).
    var isExternal: Bool
    /// The marker's coefficient in the row.
    var coefficient: Double
}

/// The rows of one marker, valid while `Tableau.structureVersion` equals `version`: repeated changes of one
/// constant (an edit variable followed every frame, an animated constraint constant) touch only row
/// constants, so the rows are found once.
struct MarkerRowCache {
    /// The `structureVersion` the entries were read at.
    var version: UInt64
    /// The marker's rows, in slot order.
    var entries: [MarkerRowEntry]
}

/// A row constant before a constant shift overwrote it.
struct ShiftedConstant {
    /// The row's slot.
    var slot: Int32
    /// The constant before the shift.
    var constant: Double
}

/// One journalled write to a row, undone by putting back what it records.
enum JournalRow {
    /// The whole row before it was rewritten (sharing its terms' storage: no copy until the live row is
    /// rewritten, so this is for rows that are rebuilt anyway).
    case row(slot: Int32, Row)
    /// One term's coefficient before an in-place substitution changed it; nil when the term was absent.
    case term(slot: Int32, symbol: Int32, coefficient: Double?)
    /// The row's constant before an in-place substitution changed it.
    case constant(slot: Int32, Double)

    /// The row's slot.
    var slot: Int32 {
        switch self {
        case .row(let slot, _), .term(let slot, _, _), .constant(let slot, _): return slot
        }
    }
}

/// One journalled pivot: `entering` took `leaving`'s place as the basic symbol of `slot`.
struct JournalPivot {
    /// The pivot row's slot.
    var slot: Int32
    /// The symbol that left the basis.
    var leaving: Int32
    /// The symbol that entered the basis.
    var entering: Int32
}

/// A reduced cost before the journalled change overwrote it.
struct JournalCost {
    /// The objective level.
    var level: Int32
    /// The symbol.
    var symbol: Int32
    /// The previous cost.
    var value: Double
}

/// The undo log of a tableau change that may have to be taken back (a required constraint's new constant
/// found unsatisfiable halfway through the dual simplex): every row before each rewrite, every pivot, every
/// reduced cost before each write, in order. Rolling back replays it backwards, so the tableau returns
/// exactly (bit for bit) to its earlier basis, rows and objective.
struct TableauJournal {
    /// Rows before each rewrite, oldest first.
    var rows: [JournalRow] = []
    /// Pivots, oldest first.
    var pivots: [JournalPivot] = []
    /// Reduced costs before each write, oldest first.
    var costs: [JournalCost] = []

    /// Records the costs `Tableau.substituteObjective` is about to overwrite at `level`: `symbol`'s and
    /// those of `row`'s symbols.
    /// - Complexity: O(row).
    mutating func recordCosts(level: Int, symbol: Int32, row: Row, cost: [Double]) {
        let l = Int32(level)
        costs.append(JournalCost(level: l, symbol: symbol, value: cost[Int(symbol)]))
        for t in row.terms { costs.append(JournalCost(level: l, symbol: t.symbol, value: cost[Int(t.symbol)])) }
    }
}

// MARK: - Changing a constraint's constant

extension Tableau {
    /// Changes the constant of the constraint added with `tag` by `delta` and restores feasibility with
    /// the dual simplex; for a required constraint whose new constant cannot hold, takes everything back
    /// and returns the conflict's culprits.
    ///
    /// Cassowary's technique for changing edit constants (Badros, Borning and Stuckey 2001: edit constraints
    /// re-solved with the dual simplex), applied to any constraint: the marker `μ` (or the other error
    /// symbol) appears only in the constraint's own equation `expression + c + m·μ + … = 0`, so the system
    /// with `c + delta` is the old one with old `μ` = new `μ` + `delta/m`. If `μ` is basic, only its row's
    /// constant moves (by `-delta/m`); otherwise each row containing `μ` with coefficient `a` moves by `a·delta/m`. No coefficient changes,
    /// so reduced costs stay optimal and only rows whose constant went negative need dual pivots. Dummy rows
    /// (redundant required equalities) cannot pivot: a nonzero constant there is a conflict at once.
    /// A basic symbol is preferred (one row); for an optional constraint either of its two symbols will do.
    /// - Complexity: O(rows containing the marker) (O(1) when it is basic), plus the dual pivots the change
    ///   forces; a rolled-back failure costs as much again.
    mutating func shiftConstant(_ tag: ConstraintTag, by delta: Double) -> ShiftOutcome {
        infeasible.removeAll(keepingCapacity: true)
        let canFail = tag.priority == nil
        if canFail { shiftedConstants.removeAll(keepingCapacity: true) }
        var symbol = tag.marker
        var coefficient = tag.markerCoefficient
        if rowOf[Int(symbol)] < 0 && tag.other >= 0 && rowOf[Int(tag.other)] >= 0 {
            symbol = tag.other
            coefficient = -coefficient
        }
        // Old μ = new μ + shift.
        let shift = delta / coefficient
        var brokenDummy = -1
        let basicSlot = rowOf[Int(symbol)]
        if basicSlot >= 0 {
            brokenDummy = shiftRow(Int(basicSlot), by: -shift, record: canFail)
        } else {
            if markerCaches[symbol]?.version != structureVersion {
                markerCaches[symbol] = MarkerRowCache(version: structureVersion, entries: markerRows(symbol))
            }
            let entries = markerCaches[symbol]!.entries
            for e in entries {
                let slot = Int(e.slot)
                if e.isExternal && !canFail {
                    rows[slot].constant += shift * e.coefficient
                    markDirty(e.basic)
                } else {
                    brokenDummy = shiftRow(slot, by: shift * e.coefficient, record: canFail)
                    if brokenDummy >= 0 { break }
                }
            }
        }
        if brokenDummy >= 0 {
            let culprits = proofOwners(brokenDummy)
            restoreShiftedConstants()
            return .unsatisfiable(culprits: culprits)
        }
        if infeasible.isEmpty { return .shifted }
        if !canFail {
            if dualOptimize() != nil {
                fatalError("ConstraintSolver internal error: an optional constant change made the system infeasible")
            }
            return .shifted
        }
        journal = TableauJournal()
        let failed = dualOptimize()
        if let failed {
            let culprits = proofOwners(failed)
            rollBack()
            restoreShiftedConstants()
            return .unsatisfiable(culprits: culprits)
        }
        journal = nil
        return .shifted
    }

    /// Adds `amount` to the constant of `slot`'s row (a shifted marker's own row, or a row it appears in),
    /// remembering the old constant when `record`. Queues a negative
    /// slack or error row for the dual simplex; returns `slot` when the row is a dummy row whose constant
    /// is no longer 0 (snapped to 0 when within tolerance), else -1.
    /// - Complexity: O(1).
    @inline(__always)
    private mutating func shiftRow(_ slot: Int, by amount: Double, record: Bool) -> Int {
        if record { shiftedConstants.append(ShiftedConstant(slot: Int32(slot), constant: rows[slot].constant)) }
        rows[slot].constant += amount
        let b = basic[slot]
        switch kind[Int(b)] {
        case .external:
            markDirty(b)
        case .dummy:
            if abs(rows[slot].constant) > Tableau.epsilon { return slot }
            rows[slot].constant = 0
        default:
            if rows[slot].constant < 0 { infeasible.append(Int32(slot)) }
        }
        return -1
    }

    /// The constraint owners (tag ids) of the symbols in `slot`'s row and of its basic symbol: the
    /// constraints whose equations combine into that row (a marker appears only in its own equation).
    /// - Complexity: O(row).
    private func proofOwners(_ slot: Int) -> [Int32] {
        var owners: [Int32] = []
        let b = owner[Int(basic[slot])]
        if b >= 0 { owners.append(b) }
        for t in rows[slot].terms {
            let o = owner[Int(t.symbol)]
            if o >= 0 && !owners.contains(o) { owners.append(o) }
        }
        return owners
    }

    /// Puts back the row constants the last failed shift overwrote.
    /// - Complexity: O(rows shifted).
    private mutating func restoreShiftedConstants() {
        for s in shiftedConstants.reversed() {
            rows[Int(s.slot)].constant = s.constant
            markDirty(basic[Int(s.slot)])
        }
        shiftedConstants.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Undoes everything `journal` recorded (rows, pivots, costs) in reverse order and stops journalling.
    /// Restored rows are listed in their symbols' columns again (columns are supersets, so entries for rows
    /// that no longer hold a symbol are harmless) and those columns are compacted.
    /// - Complexity: O(size of the journal + the columns of the restored rows' symbols).
    private mutating func rollBack() {
        guard let log = journal else { return }
        journal = nil
        structureVersion &+= 1
        infeasible.removeAll(keepingCapacity: true)
        for p in log.pivots.reversed() {
            basic[Int(p.slot)] = p.leaving
            rowOf[Int(p.leaving)] = p.slot
            rowOf[Int(p.entering)] = -1
            markDirty(p.leaving)
            markDirty(p.entering)
        }
        for r in log.rows.reversed() {
            switch r {
            case .row(let slot, let row):
                rows[Int(slot)] = row
            case .term(let slot, let symbol, let coefficient):
                rows[Int(slot)].setCoefficient(of: symbol, to: coefficient)
            case .constant(let slot, let constant):
                rows[Int(slot)].constant = constant
            }
        }
        for c in log.costs.reversed() { cost[Int(c.level)][Int(c.symbol)] = c.value }
        epoch &+= 1
        if epoch == 0 {
            for i in slotMark.indices { slotMark[i] = 0 }
            epoch = 1
        }
        var symbols = Set<Int32>()
        for r in log.rows where slotMark[Int(r.slot)] != epoch {
            slotMark[Int(r.slot)] = epoch
            let slot = Int(r.slot)
            markDirty(basic[slot])
            for t in rows[slot].terms {
                column[Int(t.symbol)].append(r.slot)
                symbols.insert(t.symbol)
            }
        }
        for s in symbols.sorted() { compactColumn(s) }
    }

    /// The live rows containing `marker`, in slot (memory) order, with `marker`'s coefficient in each;
    /// compacts `marker`'s column on the way.
    /// - Complexity: O(column × log row).
    private mutating func markerRows(_ marker: Int32) -> [MarkerRowEntry] {
        compactColumn(marker)
        column[Int(marker)].sort()
        var entries: [MarkerRowEntry] = []
        entries.reserveCapacity(column[Int(marker)].count)
        for slot32 in column[Int(marker)] {
            let slot = Int(slot32)
            let b = basic[slot]
            entries.append(MarkerRowEntry(slot: slot32, basic: b, isExternal: kind[Int(b)] == .external,
                                          coefficient: rows[slot].coefficient(of: marker)))
        }
        if markerCaches.count > 64 { markerCaches.removeAll() }
        return entries
    }
}
