import ConstraintSolver
import Testing

/// A column of rows chained top to bottom (`y[i + 1] == y[i] + height[i] + 4`), each row as tall as the
/// taller of two items (a spanner: `height >= item` for both, hugging at 51), as a vertical stack of
/// horizontal stacks builds it. The chain's positions are long tableau rows (each depends on every row
/// above), so constant changes inside one row are substituted in place into a hundred long rows: these
/// tests compare that path with solving from scratch, and check that a rejected change leaves every value
/// exactly as it was.
@Suite struct ChainTests {
    /// The variables and the constraints of one column.
    struct Column {
        let solver: Solver
        var tops: [Variable] = []
        var heights: [Variable] = []
        var items: [(Variable, Variable)] = []
        /// Per row, the required height of its second item (`item == constant`).
        var pins: [Constraint] = []
    }

    /// Builds a column of `rows` rows whose second items are pinned to `pinned[i]` points, with an
    /// optional cap of 40 on row `cappedRow`'s height.
    private func column(rows: Int, pinned: [Double], cappedRow: Int? = nil) throws -> Column {
        var c = Column(solver: Solver())
        let s = c.solver
        var constraints: [Constraint] = []
        for i in 0..<rows {
            let top = s.makeVariable("top\(i)"), height = s.makeVariable("height\(i)")
            let a = s.makeVariable("a\(i)"), b = s.makeVariable("b\(i)")
            c.tops.append(top)
            c.heights.append(height)
            c.items.append((a, b))
            if i == 0 {
                constraints.append(top == 0)
            } else {
                constraints.append(top == c.tops[i - 1] + c.heights[i - 1] + 4)
            }
            // Item a: intrinsic height 31 (hugging 750, compression resistance 750).
            constraints.append(a <= 31 ~ Priority(750))
            constraints.append(a >= 31 ~ Priority(750))
            let pin = b == pinned[i]
            c.pins.append(pin)
            constraints.append(pin)
            constraints.append(height >= a)
            constraints.append(height >= b)
            constraints.append(height == 0 ~ Priority(51))
            if i == cappedRow { constraints.append(height <= 40) }
        }
        for constraint in constraints { try s.add(constraint) }
        return c
    }

    /// Every variable's value, in a fixed order.
    private func values(_ c: Column) -> [Double] {
        var out: [Double] = []
        for i in c.tops.indices {
            out += [c.solver.value(of: c.tops[i]), c.solver.value(of: c.heights[i]),
                    c.solver.value(of: c.items[i].0), c.solver.value(of: c.items[i].1)]
        }
        return out
    }

    /// Random pinned heights changed in place agree with a column built from scratch with them, after
    /// every change (the taller item of a row switches back and forth, so the changes pivot).
    @Test func constantChangesInsideALongChainMatchAFreshSolve() throws {
        var rng = SplitMix64(seed: 13_013)
        let rows = 40
        var pinned = (0..<rows).map { _ in Double(rng.int(20...40)) }
        let c = try column(rows: rows, pinned: pinned)
        for step in 0..<16 {
            let row = rng.int(0...(rows - 1))
            pinned[row] = Double(rng.int(20...40))
            try c.solver.updateConstant(of: c.pins[row], to: -pinned[row])
            let fresh = try column(rows: rows, pinned: pinned)
            let got = values(c), expected = values(fresh)
            let worst = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
            #expect(worst < 1e-6, "step \(step): row \(row) pinned to \(pinned[row]), worst deviation \(worst)")
        }
        let bottom = c.solver.value(of: c.tops[rows - 1]) + c.solver.value(of: c.heights[rows - 1])
        let expectedBottom = pinned.map { max($0, 31) }.reduce(0, +) + 4 * Double(rows - 1)
        #expect(abs(bottom - expectedBottom) < 1e-6)
    }

    /// A required change that cannot hold (row 20's item taller than the row's cap) is rejected with the
    /// cap in the conflict, and every value stays exactly (bit for bit) what it was; the column then goes
    /// on following valid changes.
    @Test func aRejectedChangeInsideALongChainLeavesEveryValueAsItWas() throws {
        let rows = 40
        var pinned = [Double](repeating: 30, count: rows)
        let c = try column(rows: rows, pinned: pinned, cappedRow: 20)
        try c.solver.updateConstant(of: c.pins[20], to: -36)
        pinned[20] = 36
        let before = values(c)
        var rejected: ConstraintConflict?
        do {
            try c.solver.updateConstant(of: c.pins[20], to: -45)
        } catch {
            if case .unsatisfiable(let conflict) = error { rejected = conflict }
        }
        #expect(rejected != nil)
        #expect(rejected?.constraints.first === c.pins[20])
        #expect(c.solver.constant(of: c.pins[20]) == -36)
        #expect(values(c) == before)
        try c.solver.updateConstant(of: c.pins[20], to: -25)
        pinned[20] = 25
        let fresh = try column(rows: rows, pinned: pinned, cappedRow: 20)
        let worst = zip(values(c), values(fresh)).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 1e-6)
    }
}
