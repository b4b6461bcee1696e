import Foundation

/// The simplex tableau behind ``Solver``: sparse rows, a column index, and a lexicographic objective.
///
/// Storage is flat and indexed by integer ids: symbols (variables, slacks, errors, dummies) index the
/// per-symbol arrays, rows live in slots. The column index maps a symbol to the slots whose rows may contain
/// it (kept lazily: entries that went stale are skipped and dropped when the column is next walked), so a
/// pivot only touches rows that contain the entering symbol. The objective keeps one dense cost array per
/// priority level (highest first) and a worklist of symbols whose reduced cost is lexicographically
/// negative: optimizing after a change visits only what the change touched, so independent subsystems
/// (one cell's constraints) never look at each other's rows.
struct Tableau {
    /// Coefficients and constants closer to zero than this are zero.
    static let epsilon = 1e-8

    // Per symbol.
    var kind: [SymbolKind] = []
    /// The slot of the symbol's row when basic, -1 otherwise.
    var rowOf: [Int32] = []
    /// Slots whose rows may contain the symbol (superset; may hold duplicates and stale slots).
    var column: [[Int32]] = []
    /// The constraint tag a marker or error symbol belongs to, -1 for none.
    var owner: [Int32] = []
    var freeSymbols: [Int32] = []

    // Per slot.
    var rows: [Row] = []
    /// The basic symbol of each slot, -1 for a free slot.
    var basic: [Int32] = []
    var freeSlots: [Int32] = []
    var slotMark: [UInt32] = []
    var epoch: UInt32 = 0

    // Objective, one level per optional priority in use, highest priority first.
    var levelPriority: [Float] = []
    var cost: [[Double]] = []
    var candidates: [Int32] = []
    var isCandidate: [Bool] = []

    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?

    /// Slots whose restricted basic symbol went negative (dual simplex worklist).
    var infeasible: [Int32] = []

    // External symbols whose value may have changed since the last read.
    var dirty: [Int32] = []
    var isDirty: [Bool] = []

    var scratch: [RowTerm] = []

    /// While `Solver.add(_ constraints:)` adds an array, each add keeps every row feasible but leaves the
    /// objective unoptimized; the batch optimizes once at its end. Pivots made for one constraint's optimum
    /// are often undone by the next (a widget's width preference, then its minimum), so one optimization
    /// per batch pivots far less.
    var defersOptimization = false

    /// Bumped whenever a row's terms change (pivots, new and dropped rows), not when only constants do.
    var structureVersion: UInt64 = 0
    /// Per marker symbol whose constant was shifted (edit errors, updated constraints' markers), the rows it
    /// appears in (valid for one `structureVersion`).
    var markerCaches: [Int32: MarkerRowCache] = [:]

    /// While a change that may fail is tried (a required constraint's new constant), the undo log of the
    /// rows and costs it rewrote; nil otherwise (see `Tableau+Constants.swift`).
    var journal: TableauJournal?
    /// The constants a constant shift overwrote, for restoring them if the shift fails.
    var shiftedConstants: [ShiftedConstant] = []

    // MARK: - Symbols

    /// A fresh (or recycled) symbol of `kind`.
    mutating func newSymbol(_ newKind: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kind[Int(s)] = newKind
            return s
        }
        let s = Int32(kind.count)
        kind.append(newKind)
        rowOf.append(-1)
        column.append([])
        owner.append(-1)
        isCandidate.append(false)
        isDirty.append(false)
        for level in cost.indices { cost[level].append(0) }
        return s
    }

    /// Returns a symbol that appears nowhere any more to the free list.
    mutating func freeSymbol(_ s: Int32) {
        let i = Int(s)
        if rowOf[i] >= 0 { dropRow(Int(rowOf[i])) }
        purgeFromRows(s)
        column[i] = []
        owner[i] = -1
        for level in cost.indices { cost[level][i] = 0 }
        kind[i] = .unused
        freeSymbols.append(s)
    }

    /// Deletes leftover (numerically tiny or logically dead) terms of `s` from every row.
    mutating func purgeFromRows(_ s: Int32) {
        structureVersion &+= 1
        compactColumn(s)
        let list = column[Int(s)]
        column[Int(s)] = []
        for slot in list { rows[Int(slot)].remove(s) }
    }

    // MARK: - Levels

    /// The objective level of an optional priority, creating it if needed.
    /// - Complexity: O(levels), plus O(symbols) once per new priority.
    mutating func level(for priority: Float) -> Int {
        var i = 0
        while i < levelPriority.count && levelPriority[i] > priority { i += 1 }
        if i < levelPriority.count && levelPriority[i] == priority { return i }
        levelPriority.insert(priority, at: i)
        cost.insert([Double](repeating: 0, count: kind.count), at: i)
        return i
    }

    /// The sign of `s`'s reduced cost, compared level by level from the highest priority: -1, 0 or 1.
    @inline(__always)
    func costSign(_ s: Int32) -> Int {
        let i = Int(s)
        for level in 0..<cost.count {
            let c = cost[level][i]
            if c < -Tableau.epsilon { return -1 }
            if c > Tableau.epsilon { return 1 }
        }
        return 0
    }

    /// Queues `s` as an entering candidate if its reduced cost is negative.
    @inline(__always)
    mutating func refreshCandidate(_ s: Int32) {
        let i = Int(s)
        if !isCandidate[i] && kind[i].isPivotable && costSign(s) < 0 {
            isCandidate[i] = true
            candidates.append(s)
        }
    }

    // MARK: - Rows

    /// Stores `row` as the row of basic symbol `symbol`; returns its slot.
    @discardableResult
    mutating func addRow(_ symbol: Int32, _ row: Row) -> Int {
        structureVersion &+= 1
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basic[slot] = symbol
        } else {
            slot = rows.count
            rows.append(row)
            basic.append(symbol)
            slotMark.append(0)
        }
        let s32 = Int32(slot)
        for t in row.terms { column[Int(t.symbol)].append(s32) }
        rowOf[Int(symbol)] = s32
        markDirty(symbol)
        return slot
    }

    /// Deletes the row in `slot`; its basic symbol becomes nonbasic.
    mutating func dropRow(_ slot: Int) {
        structureVersion &+= 1
        let b = basic[slot]
        rowOf[Int(b)] = -1
        basic[slot] = -1
        rows[slot] = Row()
        freeSlots.append(Int32(slot))
        markDirty(b)
    }

    /// Notes that an external symbol's value may have changed.
    @inline(__always)
    mutating func markDirty(_ s: Int32) {
        let i = Int(s)
        if kind[i] == .external && !isDirty[i] {
            isDirty[i] = true
            dirty.append(s)
        }
    }

    /// The current value of symbol `s`: its row's constant when basic, else 0.
    @inline(__always)
    func value(of s: Int32) -> Double {
        let slot = rowOf[Int(s)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// Rewrites `s`'s column to exactly the live slots whose rows contain `s`, once each.
    /// - Complexity: O(column length × log row length).
    mutating func compactColumn(_ s: Int32) {
        epoch &+= 1
        if epoch == 0 {
            for i in slotMark.indices { slotMark[i] = 0 }
            epoch = 1
        }
        var list = column[Int(s)]
        column[Int(s)] = []
        var w = 0
        for i in 0..<list.count {
            let slot = Int(list[i])
            if basic[slot] >= 0 && slotMark[slot] != epoch && rows[slot].contains(s) {
                slotMark[slot] = epoch
                list[w] = list[i]
                w += 1
            }
        }
        list.removeLast(list.count - w)
        column[Int(s)] = list
    }

    /// `rows[slot] := rows[slot] - c * symbol + c * source` where `c` is `symbol`'s coefficient there,
    /// as one linear merge; new symbols get the slot added to their columns.
    /// - Complexity: O(row + source).
    mutating func substitute(_ symbol: Int32, in slot: Int, with source: Row) {
        let index = rows[slot].search(symbol)
        guard index >= 0 else { return }
        if journal != nil { journal!.rows.append(JournalRow(slot: Int32(slot), row: rows[slot])) }
        if source.terms.count &* 8 < rows[slot].terms.count {
            substituteInPlace(symbol, at: index, in: slot, with: source)
            return
        }
        let old = rows[slot].terms
        let c = old[index].coefficient
        var out = scratch
        scratch = []
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(old.count + source.terms.count)
        let src = source.terms
        let slot32 = Int32(slot)
        var a = 0
        var b = 0
        let na = old.count
        let nb = src.count
        while a < na || b < nb {
            if a < na && old[a].symbol == symbol { a += 1; continue }
            if b == nb || (a < na && old[a].symbol < src[b].symbol) {
                out.append(old[a]); a += 1
            } else if a == na || src[b].symbol < old[a].symbol {
                let v = c * src[b].coefficient
                if abs(v) > Tableau.epsilon {
                    out.append(RowTerm(symbol: src[b].symbol, coefficient: v))
                    column[Int(src[b].symbol)].append(slot32)
                }
                b += 1
            } else {
                let v = old[a].coefficient + c * src[b].coefficient
                if abs(v) > Tableau.epsilon { out.append(RowTerm(symbol: old[a].symbol, coefficient: v)) }
                a += 1; b += 1
            }
        }
        rows[slot].terms = out
        rows[slot].constant += c * source.constant
        scratch = old
        noteRowChanged(slot)
    }

    /// `substitute` for a long row and a short source: binary-search each source term and update, insert
    /// or delete it in place, instead of rewriting the whole row.
    /// - Complexity: O(source × (log row + moved tail)).
    private mutating func substituteInPlace(_ symbol: Int32, at index: Int, in slot: Int, with source: Row) {
        var terms = rows[slot].terms
        rows[slot].terms = []
        let c = terms[index].coefficient
        terms.remove(at: index)
        let slot32 = Int32(slot)
        for t in source.terms {
            let v = c * t.coefficient
            var low = 0
            var high = terms.count
            while low < high {
                let mid = (low &+ high) >> 1
                if terms[mid].symbol < t.symbol { low = mid &+ 1 } else { high = mid }
            }
            if low < terms.count && terms[low].symbol == t.symbol {
                let sum = terms[low].coefficient + v
                if abs(sum) > Tableau.epsilon { terms[low].coefficient = sum } else { terms.remove(at: low) }
            } else if abs(v) > Tableau.epsilon {
                terms.insert(RowTerm(symbol: t.symbol, coefficient: v), at: low)
                column[Int(t.symbol)].append(slot32)
            }
        }
        rows[slot].terms = terms
        rows[slot].constant += c * source.constant
        noteRowChanged(slot)
    }

    /// After a row changed: marks an external basic dirty, or queues a negative restricted row.
    @inline(__always)
    private mutating func noteRowChanged(_ slot: Int) {
        let slot32 = Int32(slot)
        let bsym = basic[slot]
        if kind[Int(bsym)] == .external {
            markDirty(bsym)
        } else if rows[slot].constant < 0 {
            infeasible.append(slot32)
        }
    }

    /// Replaces basic symbol `symbol` (whose row is in `sourceSlot`) in every other row and in the
    /// objectives, restoring proper form.
    /// - Complexity: O(Σ sizes of the rows containing `symbol`).
    mutating func substituteEverywhere(_ symbol: Int32, from sourceSlot: Int) {
        structureVersion &+= 1
        compactColumn(symbol)
        let list = column[Int(symbol)]
        column[Int(symbol)] = []
        let source = rows[sourceSlot]
        for slot in list where Int(slot) != sourceSlot {
            substitute(symbol, in: Int(slot), with: source)
        }
        substituteObjective(symbol, source)
        if artificial != nil { artificial!.substitute(symbol, with: source) }
    }

    /// Replaces `symbol` by `row` in the per-level objective and requeues the touched symbols.
    /// - Complexity: O(levels × row).
    mutating func substituteObjective(_ symbol: Int32, _ row: Row) {
        let i = Int(symbol)
        var touched = false
        for level in 0..<cost.count {
            let c = cost[level][i]
            if c == 0 { continue }
            if journal != nil { journal!.recordCosts(level: level, symbol: symbol, row: row, cost: cost[level]) }
            cost[level][i] = 0
            touched = true
            for t in row.terms {
                let j = Int(t.symbol)
                let v = cost[level][j] + c * t.coefficient
                cost[level][j] = abs(v) > Tableau.epsilon ? v : 0
            }
        }
        if touched {
            for t in row.terms { refreshCandidate(t.symbol) }
        }
    }

    /// Adds `factor * (symbol's value)` to objective `level`, expanding `symbol` when basic.
    mutating func addToObjective(level: Int, symbol: Int32, factor: Double) {
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            for t in rows[Int(slot)].terms {
                let j = Int(t.symbol)
                let v = cost[level][j] + factor * t.coefficient
                cost[level][j] = abs(v) > Tableau.epsilon ? v : 0
                refreshCandidate(t.symbol)
            }
        } else {
            let j = Int(symbol)
            let v = cost[level][j] + factor
            cost[level][j] = abs(v) > Tableau.epsilon ? v : 0
            refreshCandidate(symbol)
        }
    }

    /// Makes `entering` basic in place of `slot`'s basic symbol and substitutes it everywhere.
    /// - Complexity: O(Σ sizes of the rows containing `entering`).
    mutating func pivot(_ slot: Int, entering: Int32) {
        structureVersion &+= 1
        let leaving = basic[slot]
        if journal != nil {
            journal!.rows.append(JournalRow(slot: Int32(slot), row: rows[slot]))
            journal!.pivots.append(JournalPivot(slot: Int32(slot), leaving: leaving, entering: entering))
        }
        var row = rows[slot]
        rows[slot] = Row()
        let a = row.coefficient(of: entering)
        row.solveInPlace(for: entering)
        row.insertNew(leaving, 1 / a)
        rows[slot] = row
        basic[slot] = entering
        rowOf[Int(entering)] = Int32(slot)
        rowOf[Int(leaving)] = -1
        column[Int(leaving)].append(Int32(slot))
        markDirty(leaving)
        markDirty(entering)
        substituteEverywhere(entering, from: slot)
    }
}
