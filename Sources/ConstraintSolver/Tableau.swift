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
    var spliceScratch: [Splice] = []

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

    /// Counts of the work done, for tests and benchmarks (pivots are what incremental solving saves).
    var statistics = TableauStatistics()

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
    /// - Complexity: O(row + source); O(log row + span + moved tail) for a long row and a short source.
    mutating func substitute(_ symbol: Int32, in slot: Int, with source: Row, hints: inout [Int]) {
        let count = rows[slot].terms.count
        let long = source.terms.count &* 8 < count
        let index = Tableau.lowerBound(of: symbol, in: rows[slot].terms, near: long ? hints[0] : count >> 1)
        guard index < count && rows[slot].terms[index].symbol == symbol else { return }
        if long {
            hints[0] = index
            substituteInPlace(symbol, at: index, in: slot, with: source, hints: &hints)
            return
        }
        if journal != nil { journal!.rows.append(.row(slot: Int32(slot), rows[slot])) }
        let old = rows[slot].terms
        let c = old[index].coefficient
        if old.count + source.terms.count > Tableau.longMerge {
            rows[slot].terms = mergeLong(old, skipping: symbol, with: source.terms, scaledBy: c, slot: Int32(slot))
        } else {
            var out = scratch
            scratch = []
            out.removeAll(keepingCapacity: true)
            out.reserveCapacity(old.count + source.terms.count)
            merge(old[...], skipping: symbol, with: source.terms, scaledBy: c, into: &out, slot: Int32(slot))
            rows[slot].terms = out
            scratch = old
        }
        rows[slot].constant += c * source.constant
        noteRowChanged(slot)
    }

    /// Merges at least this many terms write into a fresh buffer through a pointer, without the
    /// per-element checks of `append`.
    static let longMerge = 48

    /// `merge` for long rows: the result is written into a new array of exact capacity through an
    /// unsafe buffer (a stack's chain of positions makes rows of a thousand terms).
    /// - Complexity: O(row + source).
    private mutating func mergeLong(_ row: [RowTerm], skipping symbol: Int32, with src: [RowTerm], scaledBy c: Double,
                                    slot: Int32) -> [RowTerm] {
        var added: [Int32] = []
        let result = [RowTerm](unsafeUninitializedCapacity: row.count + src.count) { buffer, count in
            var n = 0
            row.withUnsafeBufferPointer { old in
                src.withUnsafeBufferPointer { new in
                    var a = 0
                    var b = 0
                    let na = old.count, nb = new.count
                    while a < na || b < nb {
                        if a < na && old[a].symbol == symbol { a &+= 1; continue }
                        if b == nb || (a < na && old[a].symbol < new[b].symbol) {
                            // Zeros left by in-place substitutions (tombstones) are dropped here.
                            if old[a].coefficient != 0 { buffer.initializeElement(at: n, to: old[a]); n &+= 1 }
                            a &+= 1
                        } else if a == na || new[b].symbol < old[a].symbol {
                            let v = c * new[b].coefficient
                            if abs(v) > Tableau.epsilon {
                                buffer.initializeElement(at: n, to: RowTerm(symbol: new[b].symbol, coefficient: v)); n &+= 1
                                added.append(new[b].symbol)
                            }
                            b &+= 1
                        } else {
                            let v = old[a].coefficient + c * new[b].coefficient
                            if abs(v) > Tableau.epsilon {
                                buffer.initializeElement(at: n, to: RowTerm(symbol: old[a].symbol, coefficient: v)); n &+= 1
                            }
                            a &+= 1; b &+= 1
                        }
                    }
                }
            }
            count = n
        }
        for s in added { column[Int(s)].append(slot) }
        return result
    }

    /// Appends `row - c * symbol + c * source` to `out` for the sorted terms `row` (the part of a row the
    /// merge covers) and the sorted `source`, dropping coefficients within epsilon of zero; symbols new to
    /// the row get `slot` added to their columns.
    /// - Complexity: O(row + source).
    @inline(__always)
    private mutating func merge(_ row: ArraySlice<RowTerm>, skipping symbol: Int32, with src: [RowTerm], scaledBy c: Double,
                                into out: inout [RowTerm], slot: Int32) {
        var a = row.startIndex
        var b = 0
        let na = row.endIndex
        let nb = src.count
        while a < na || b < nb {
            if a < na && row[a].symbol == symbol { a += 1; continue }
            if b == nb || (a < na && row[a].symbol < src[b].symbol) {
                if row[a].coefficient != 0 { out.append(row[a]) }
                a += 1
            } else if a == na || src[b].symbol < row[a].symbol {
                let v = c * src[b].coefficient
                if abs(v) > Tableau.epsilon {
                    out.append(RowTerm(symbol: src[b].symbol, coefficient: v))
                    column[Int(src[b].symbol)].append(slot)
                }
                b += 1
            } else {
                let v = row[a].coefficient + c * src[b].coefficient
                if abs(v) > Tableau.epsilon { out.append(RowTerm(symbol: row[a].symbol, coefficient: v)) }
                a += 1; b += 1
            }
        }
    }

    /// `substitute` for a long row and a short source: each source term is found by binary search and
    /// updated in place; the few terms that appear or vanish (the entering symbol goes, the leaving one
    /// comes) are then spliced in place (`applySplices`), moving only the stretches between them whose
    /// position changes. A term that cancels to zero stays in the row as an exact zero (a tombstone)
    /// instead of being deleted: a constant toggled back and forth (a view's height changed and changed
    /// back, which swaps which view sets its stack's height) brings the same symbols back, and they are
    /// then updated in place instead of moving the tail of every row of a stack's chain of positions
    /// twice. Zero terms mean nothing (every reader skips them); a full merge drops them, and a symbol's
    /// zeros go when it becomes basic. The journal, when on, records the individual terms, so the long
    /// row is never copied.
    /// Each term is looked for near where it was in the previous long row (`hints`): the rows of a chain
    /// differ by a few terms each, so a search is a few probes instead of a binary search of the row.
    /// - Complexity: O(source × log row + moved stretches).
    private mutating func substituteInPlace(_ symbol: Int32, at index: Int, in slot: Int, with source: Row,
                                            hints: inout [Int]) {
        var terms = rows[slot].terms
        rows[slot].terms = []
        let c = terms[index].coefficient
        let slot32 = Int32(slot)
        let journalling = journal != nil
        if journalling {
            journal!.rows.append(.constant(slot: slot32, rows[slot].constant))
            journal!.rows.append(.term(slot: slot32, symbol: symbol, coefficient: c))
        }
        // Splices in position order: an insertion goes before `terms[position]`; `term == nil` deletes it.
        var splices = spliceScratch
        spliceScratch = []
        splices.removeAll(keepingCapacity: true)
        var removedSymbol = false
        // A zero `symbol` (a tombstone) only goes away.
        if c != 0 {
            var low = 0
            for (k, t) in source.terms.enumerated() {
                let v = c * t.coefficient
                let p = Tableau.lowerBound(of: t.symbol, in: terms, near: hints[k &+ 1], from: low)
                hints[k &+ 1] = p
                low = p
                if !removedSymbol && index < p {
                    splices.append(Splice(position: index, term: nil))
                    removedSymbol = true
                }
                if p < terms.count && terms[p].symbol == t.symbol {
                    if journalling { journal!.rows.append(.term(slot: slot32, symbol: t.symbol, coefficient: terms[p].coefficient)) }
                    let sum = terms[p].coefficient + v
                    terms[p].coefficient = abs(sum) > Tableau.epsilon ? sum : 0
                } else if abs(v) > Tableau.epsilon {
                    if journalling { journal!.rows.append(.term(slot: slot32, symbol: t.symbol, coefficient: nil)) }
                    splices.append(Splice(position: p, term: RowTerm(symbol: t.symbol, coefficient: v)))
                    column[Int(t.symbol)].append(slot32)
                }
            }
        }
        if !removedSymbol { splices.append(Splice(position: index, term: nil)) }
        Tableau.applySplices(splices, to: &terms)
        spliceScratch = splices
        rows[slot].terms = terms
        rows[slot].constant += c * source.constant
        noteRowChanged(slot)
    }

    /// Applies `splices` (in position order; insertions before `terms[position]`, deletions of
    /// `terms[position]`) to `terms` in place. Each stretch of terms between two splices moves by the net
    /// count of insertions and deletions before it, so stretches whose shift is zero (between a deletion
    /// and an insertion next to each other) stay where they are: stretches moving left are moved first,
    /// left to right, then those moving right, right to left, which never overwrites a stretch not yet
    /// moved; the inserted terms are written last, into the gaps left.
    /// - Complexity: O(splices + terms in stretches that move).
    static func applySplices(_ splices: [Splice], to terms: inout [RowTerm]) {
        let n = terms.count
        var delta = 0
        for splice in splices { delta += splice.term == nil ? -1 : 1 }
        if delta > 0 { terms.append(contentsOf: repeatElement(RowTerm(symbol: 0, coefficient: 0), count: delta)) }
        let stride = MemoryLayout<RowTerm>.stride
        terms.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Stretches moving left, left to right. The stretch after a splice starts at its position
            // (insertion) or just past it (deletion).
            var shift = 0
            var start = 0
            for splice in splices {
                if shift < 0 && start < splice.position {
                    memmove(base + start + shift, base + start, (splice.position - start) * stride)
                }
                if splice.term != nil { shift += 1; start = splice.position } else { shift -= 1; start = splice.position + 1 }
            }
            if shift < 0 && start < n { memmove(base + start + shift, base + start, (n - start) * stride) }
            // Stretches moving right, right to left.
            var end = n
            for splice in splices.reversed() {
                let from = splice.term != nil ? splice.position : splice.position + 1
                if shift > 0 && from < end { memmove(base + from + shift, base + from, (end - from) * stride) }
                shift -= splice.term != nil ? 1 : -1
                end = splice.position
            }
            // The inserted terms, into the gaps.
            for splice in splices {
                if let term = splice.term {
                    base[splice.position + shift] = term
                    shift += 1
                } else {
                    shift -= 1
                }
            }
        }
        if delta < 0 { terms.removeLast(-delta) }
    }

    /// The position of the first term of `terms` (sorted by symbol) at or after `start` whose symbol is
    /// not below `symbol`, galloping from `hint` (steps of 1, 2, 4 ... towards the answer), then a binary
    /// search of the bracket found: cheap when the answer is near the hint.
    /// - Complexity: O(log(distance from `hint` to the answer)).
    @inline(__always)
    static func lowerBound(of symbol: Int32, in terms: [RowTerm], near hint: Int, from start: Int = 0) -> Int {
        let n = terms.count
        var low: Int
        var high: Int
        let h = min(max(hint, start), n)
        if h < n && terms[h].symbol < symbol {
            // The answer is above `h`.
            low = h &+ 1
            var step = 1
            while low &+ step &- 1 < n && terms[low &+ step &- 1].symbol < symbol {
                low = low &+ step
                step &<<= 1
            }
            high = min(low &+ step &- 1, n)
        } else {
            // The answer is at or below `h`.
            high = h
            var step = 1
            while high &- step >= start && terms[high &- step].symbol >= symbol {
                high = high &- step
                step &<<= 1
            }
            low = max(high &- step &+ 1, start)
        }
        while low < high {
            let mid = (low &+ high) >> 1
            if terms[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
        }
        return low
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
        // The column is not compacted first: a stale or repeated slot no longer holds `symbol` and is
        // skipped by `substitute`, which looks for `symbol` anyway.
        let list = column[Int(symbol)]
        column[Int(symbol)] = []
        let source = rows[sourceSlot]
        var hints = [Int](repeating: 0, count: source.terms.count &+ 1)
        for slot in list where Int(slot) != sourceSlot {
            substitute(symbol, in: Int(slot), with: source, hints: &hints)
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
        statistics.pivots &+= 1
        let leaving = basic[slot]
        if journal != nil {
            journal!.rows.append(.row(slot: Int32(slot), rows[slot]))
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

/// How much work a tableau did: pivots (each substitutes a symbol through its column) and constraints
/// that needed phase one (an artificial variable).
struct TableauStatistics {
    /// Pivots of every kind.
    var pivots = 0
    /// Constraints added through an artificial variable.
    var artificialAdds = 0
    /// Pivots made by the primal optimization of the objective.
    var optimizePivots = 0
}

/// One insertion (`term`) before, or deletion (nil) of, the term at `position` of a row being substituted in
/// place.
struct Splice {
    /// The position in the row before the substitution.
    var position: Int
    /// The term to insert, nil to delete the term at `position`.
    var term: RowTerm?
}
