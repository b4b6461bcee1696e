import Foundation

/// One `symbol * coefficient` entry of a tableau row.
struct RowTerm {
    var symbol: Int32
    var coefficient: Double
}

/// A sparse tableau row: terms sorted by symbol id, no coefficients within epsilon of zero except exact
/// zeros that in-place substitutions leave for cancelled terms (tombstones, which every reader skips).
///
/// As a basic row it reads `basic = constant + Σ coefficient * symbol`; while a constraint is being added it
/// reads `0 = constant + Σ coefficient * symbol`. Sorted arrays keep merges linear, lookups logarithmic, and
/// iteration order deterministic (so pivot choices, and hence results, never depend on hash seeds).
struct Row {
    var terms: [RowTerm]
    var constant: Double

    init(terms: [RowTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The position of `symbol`'s term, or where it would be inserted (as a negative `-(position + 1)`).
    /// - Complexity: O(log terms).
    @inline(__always)
    func search(_ symbol: Int32) -> Int {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = terms[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return -(low &+ 1)
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let i = search(symbol)
        return i >= 0 ? terms[i].coefficient : 0
    }

    /// Whether `symbol` has a term.
    @inline(__always)
    func contains(_ symbol: Int32) -> Bool { search(symbol) >= 0 }

    /// Solves `0 = constant + Σ a_j x_j` for `subject` in place: `subject = -constant/a + Σ (-a_j/a) x_j`.
    /// - Complexity: O(terms).
    mutating func solveInPlace(for subject: Int32) {
        let index = search(subject)
        precondition(index >= 0, "ConstraintSolver internal error: solving a row for an absent symbol")
        let scale = -1 / terms[index].coefficient
        terms.remove(at: index)
        for i in terms.indices { terms[i].coefficient *= scale }
        constant *= scale
    }

    /// Inserts a term for a symbol that is absent.
    mutating func insertNew(_ symbol: Int32, _ coefficient: Double) {
        let i = search(symbol)
        precondition(i < 0, "ConstraintSolver internal error: inserting a present symbol")
        terms.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: -(i + 1))
    }

    /// Sets `symbol`'s coefficient, inserting or (for nil) removing its term (undoing a journalled edit).
    /// - Complexity: O(log terms), plus the moved tail when a term is inserted or removed.
    mutating func setCoefficient(of symbol: Int32, to coefficient: Double?) {
        let i = search(symbol)
        if let coefficient {
            if i >= 0 { terms[i].coefficient = coefficient } else { terms.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: -(i + 1)) }
        } else if i >= 0 {
            terms.remove(at: i)
        }
    }

    /// Removes `symbol`'s term if present.
    mutating func remove(_ symbol: Int32) {
        let i = search(symbol)
        if i >= 0 { terms.remove(at: i) }
    }

    /// `self := self - c * symbol + c * other` where `c` is `symbol`'s coefficient (no column bookkeeping;
    /// for the small phase-one objective).
    /// - Complexity: O(terms + other.terms).
    mutating func substitute(_ symbol: Int32, with other: Row) {
        let i = search(symbol)
        guard i >= 0 else { return }
        let c = terms[i].coefficient
        terms.remove(at: i)
        constant += c * other.constant
        var out: [RowTerm] = []
        out.reserveCapacity(terms.count + other.terms.count)
        var a = 0
        var b = 0
        while a < terms.count || b < other.terms.count {
            if b == other.terms.count || (a < terms.count && terms[a].symbol < other.terms[b].symbol) {
                out.append(terms[a]); a += 1
            } else if a == terms.count || other.terms[b].symbol < terms[a].symbol {
                let v = c * other.terms[b].coefficient
                if abs(v) > Tableau.epsilon { out.append(RowTerm(symbol: other.terms[b].symbol, coefficient: v)) }
                b += 1
            } else {
                let v = terms[a].coefficient + c * other.terms[b].coefficient
                if abs(v) > Tableau.epsilon { out.append(RowTerm(symbol: terms[a].symbol, coefficient: v)) }
                a += 1; b += 1
            }
        }
        terms = out
    }
}
