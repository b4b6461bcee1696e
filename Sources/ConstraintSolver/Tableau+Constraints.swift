import Foundation

/// The symbols a constraint added to the tableau, its objective level (nil when required), and what
/// changing its constant needs: the marker's coefficient in the constraint's own row (the other symbol's is
/// always the opposite) and the constant the constraint has now.
struct ConstraintTag {
    /// The slack (inequality), dummy (required equality) or plus error (optional equality).
    var marker: Int32
    /// The error of an optional constraint (minus error for an equality), -1 when required.
    var other: Int32
    /// The optional priority, nil when required.
    var priority: Float?
    /// `marker`'s coefficient in the row `expression + constant + markers = 0` as first built: ±1.
    var markerCoefficient: Double
    /// The expression's constant as the tableau holds it now (changed by `shiftConstant`).
    var constant: Double
}

/// What adding a constraint to the tableau did.
enum AddOutcome {
    /// Added; the tag records its symbols.
    case added(ConstraintTag)
    /// Unsatisfiable with the required constraints present: the owners (tag ids) of the constraints the
    /// failed phase-one proof used. The tableau is as it was before (up to an equivalent basis).
    case unsatisfiable(culprits: [Int32])
}

// MARK: - Adding and removing constraints

extension Tableau {
    /// Adds `Σ terms + constant (relation) 0` at `priority` (nil = required), owned by tag id `ownerTag`.
    ///
    /// Cassowary's incremental add: build the row over nonbasic symbols, add slack/error/dummy symbols,
    /// choose a subject (an external, else a new restricted symbol with a negative coefficient), else add
    /// through an artificial variable (phase one); then re-optimize.
    /// - Complexity: O(row + rows touched by substitutions and pivots).
    mutating func addConstraint(terms: [RowTerm], constant: Double, relation: Relation, priority: Float?,
                                ownerTag: Int32) -> AddOutcome {
        var row = Row(constant: constant)
        var pairs: [RowTerm] = []
        // The row's whole length up front: a constraint on a long basic row (the next position in a
        // stack's chain) copies that row, and growing the buffer by doubling would copy it again.
        var capacity = terms.count + 3
        for t in terms {
            let slot = rowOf[Int(t.symbol)]
            if slot >= 0 { capacity += rows[Int(slot)].terms.count }
        }
        pairs.reserveCapacity(capacity)
        for t in terms {
            let slot = rowOf[Int(t.symbol)]
            if slot >= 0 {
                let basicRow = rows[Int(slot)]
                row.constant += t.coefficient * basicRow.constant
                for bt in basicRow.terms {
                    pairs.append(RowTerm(symbol: bt.symbol, coefficient: t.coefficient * bt.coefficient))
                }
            } else {
                pairs.append(t)
            }
        }
        let level = priority.map { self.level(for: $0) }
        var tag = ConstraintTag(marker: -1, other: -1, priority: priority, markerCoefficient: 1, constant: constant)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = sign
            pairs.append(RowTerm(symbol: slack, coefficient: sign))
            if level != nil {
                let error = newSymbol(.error)
                tag.other = error
                pairs.append(RowTerm(symbol: error, coefficient: -sign))
            }
        case .equal:
            if level != nil {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                pairs.append(RowTerm(symbol: plus, coefficient: -1))
                pairs.append(RowTerm(symbol: minus, coefficient: 1))
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                pairs.append(RowTerm(symbol: dummy, coefficient: 1))
            }
        }
        owner[Int(tag.marker)] = ownerTag
        if tag.other >= 0 { owner[Int(tag.other)] = ownerTag }
        pairs.sort { $0.symbol < $1.symbol }
        // Combine duplicates and drop zeros in place; the buffer becomes the row's.
        var w = 0
        for i in 0..<pairs.count {
            if w > 0 && pairs[w - 1].symbol == pairs[i].symbol {
                pairs[w - 1].coefficient += pairs[i].coefficient
            } else {
                if w > 0 && abs(pairs[w - 1].coefficient) <= Tableau.epsilon { w -= 1 }
                pairs[w] = pairs[i]
                w += 1
            }
        }
        if w > 0 && abs(pairs[w - 1].coefficient) <= Tableau.epsilon { w -= 1 }
        pairs.removeLast(pairs.count - w)
        swap(&row.terms, &pairs)  // the row owns the only reference: solving it in place copies nothing
        if abs(row.constant) <= Tableau.epsilon { row.constant = 0 }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.terms.indices { row.terms[i].coefficient = -row.terms[i].coefficient }
        }
        if let level {
            addToObjective(level: level, symbol: tag.other, factor: 1)
            if relation == .equal { addToObjective(level: level, symbol: tag.marker, factor: 1) }
        }

        if let subject = chooseSubject(row, tag) {
            row.solveInPlace(for: subject)
            insert(row, subject: subject)
        } else if row.terms.allSatisfy({ kind[Int($0.symbol)] == .dummy }) {
            if row.constant != 0 {
                let culprits = row.terms.map { owner[Int($0.symbol)] }.filter { $0 >= 0 && $0 != ownerTag }
                freeSymbol(tag.marker)
                return .unsatisfiable(culprits: culprits)
            }
            row.solveInPlace(for: tag.marker)
            insert(row, subject: tag.marker)
        } else if let culprits = addWithArtificialVariable(row, tag: tag, ownerTag: ownerTag) {
            return .unsatisfiable(culprits: culprits)
        }
        if !defersOptimization { optimize() }
        return .added(tag)
    }

    /// Stores a solved row for `subject` and substitutes `subject` out of the other rows.
    private mutating func insert(_ row: Row, subject: Int32) {
        let slot = addRow(subject, row)
        substituteEverywhere(subject, from: slot)
    }

    /// The symbol to solve a new row for: the external with the fewest rows to substitute into, else a
    /// new restricted marker with a negative coefficient (then it starts feasible at `constant/|a|`).
    private mutating func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        for t in row.terms where kind[Int(t.symbol)] == .external {
            let count = column[Int(t.symbol)].count
            if count < bestCount { best = t.symbol; bestCount = count }
        }
        if best >= 0 { return best }
        // A new restricted symbol can be the subject when its coefficient is negative (it starts at
        // constant/|a| >= 0) or, in a degenerate row (constant 0), with either sign. Among those, prefer one
        // that leaves every reduced cost nonnegative, so no pivot follows: with many equal optional
        // constraints (a row of equal widths) this keeps plus and minus errors balanced instead of pivoting
        // the shared parameter through every row after each add.
        var fallback: Int32?
        for pick in 0..<2 {
            let symbol = pick == 0 ? tag.marker : tag.other
            guard symbol >= 0 && kind[Int(symbol)].isPivotable else { continue }
            let a = row.coefficient(of: symbol)
            guard a < 0 || (row.constant == 0 && a != 0) else { continue }
            if keepsOptimal(row, subject: symbol, coefficient: a) { return symbol }
            if fallback == nil && a < 0 { fallback = symbol }
        }
        if let fallback { return fallback }
        if abs(row.constant) <= Tableau.epsilon { return degenerateSubject(row) }
        return nil
    }

    /// How many of a degenerate row's symbols (shortest columns first) ``degenerateSubject(_:)`` checks
    /// for keeping the objective optimal.
    static let degenerateSubjectTries = 8

    /// A subject for a row whose constant is 0 and whose own symbols cannot be one (a required equality
    /// between values that other constraints determine, such as a stack row's width tied to its column's):
    /// any pivotable symbol will do, since it is 0 now and stays 0 as the row's basic symbol, so no other
    /// row's value moves and every row stays feasible. Prefers a symbol that keeps the objective optimal,
    /// then the one in the fewest rows (the substitution touches only those). Phase one would find the
    /// same basis change through an artificial variable, pivoting on the lowest-numbered symbol, which in
    /// a view tree is the oldest and the most widely used.
    /// - Complexity: O(row × log row) plus O(levels × row) per symbol checked.
    private func degenerateSubject(_ row: Row) -> Int32? {
        var options: [(symbol: Int32, coefficient: Double, count: Int)] = []
        for t in row.terms where kind[Int(t.symbol)].isPivotable {
            options.append((t.symbol, t.coefficient, column[Int(t.symbol)].count))
        }
        guard !options.isEmpty else { return nil }
        options.sort { $0.count != $1.count ? $0.count < $1.count : $0.symbol < $1.symbol }
        for option in options.prefix(Tableau.degenerateSubjectTries)
        where keepsOptimal(row, subject: option.symbol, coefficient: option.coefficient) {
            return option.symbol
        }
        return options[0].symbol
    }

    /// Whether making `subject` basic with `row` leaves no pivotable symbol with a negative reduced cost.
    /// - Complexity: O(levels × row).
    private func keepsOptimal(_ row: Row, subject: Int32, coefficient a: Double) -> Bool {
        let s = Int(subject)
        for t in row.terms where t.symbol != subject && kind[Int(t.symbol)].isPivotable {
            let factor = -t.coefficient / a
            var sign = 0
            for level in 0..<cost.count {
                let c = cost[level][Int(t.symbol)] + cost[level][s] * factor
                if c < -Tableau.epsilon { sign = -1; break }
                if c > Tableau.epsilon { sign = 1; break }
            }
            if sign < 0 { return false }
        }
        return true
    }

    /// Phase one: adds `row` with an artificial variable and minimizes it. Returns nil on success, else
    /// the owners of the constraints whose symbols carry the infeasibility proof (the phase-one objective's
    /// nonzero reduced costs, a Farkas certificate), after restoring the tableau.
    private mutating func addWithArtificialVariable(_ row: Row, tag: ConstraintTag, ownerTag: Int32) -> [Int32]? {
        statistics.artificialAdds &+= 1
        let art = newSymbol(.slack)
        addRow(art, row)
        artificial = row
        optimizeArtificial()
        let residual = artificial!
        artificial = nil
        let success = residual.constant <= Tableau.epsilon * max(1, abs(row.constant))
        if success {
            if rowOf[Int(art)] >= 0 {
                let slot = Int(rowOf[Int(art)])
                let terms = rows[slot].terms.filter { $0.coefficient != 0 }
                if terms.isEmpty {
                    dropRow(slot)
                } else {
                    let entering = terms.first(where: { kind[Int($0.symbol)].isPivotable })?.symbol
                        ?? terms.first(where: { kind[Int($0.symbol)] != .external })?.symbol
                    if let entering {
                        pivot(slot, entering: entering)
                    } else {
                        dropRow(slot)
                    }
                }
            }
            freeSymbol(art)
            return nil
        }
        var culprits: [Int32] = []
        for t in residual.terms {
            let o = owner[Int(t.symbol)]
            if o >= 0 && o != ownerTag && !culprits.contains(o) { culprits.append(o) }
        }
        removeEquation(tag.marker)
        freeSymbol(art)
        freeSymbol(tag.marker)
        if tag.other >= 0 { freeSymbol(tag.other) }
        optimize()
        return culprits
    }

    /// Removes a constraint added with `tag`: takes its errors out of the objective, removes its equation,
    /// recycles its symbols, and re-optimizes.
    /// - Complexity: O(rows touched by the pivots).
    mutating func removeConstraint(_ tag: ConstraintTag) {
        if let priority = tag.priority {
            let level = self.level(for: priority)
            if kind[Int(tag.marker)] == .error { addToObjective(level: level, symbol: tag.marker, factor: -1) }
            if tag.other >= 0 { addToObjective(level: level, symbol: tag.other, factor: -1) }
        }
        removeEquation(tag.marker)
        if tag.other >= 0, rowOf[Int(tag.other)] >= 0 { dropRow(Int(rowOf[Int(tag.other)])) }
        freeSymbol(tag.marker)
        if tag.other >= 0 { freeSymbol(tag.other) }
        optimize()
    }
}
