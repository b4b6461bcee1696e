import ConstraintSolver
import Testing

/// Seeded random columns of chained rows (a vertical stack of horizontal stacks, as in `ChainTests`) whose
/// pinned item heights are toggled back and forth between two values, so that which item sets a row's
/// height keeps switching: every toggle pivots a symbol through the long rows of the chain's positions,
/// where terms that cancel stay as zeros and come back in place (`Tableau.substituteInPlace`), and
/// removing and re-adding a pin rebuilds rows through the full merge, which drops those zeros. After every
/// step each value must equal a column solved from scratch with the current heights (the solution is
/// unique), and in debug builds the tableau's invariants are checked after every operation.
@Suite struct ChainTogglePropertyTests {
    /// One column's random shape: per row, the two heights each pinned item toggles between.
    struct Shape {
        var pins: [[(Double, Double)]]
        /// Per row, the priority of the intrinsic item's hugging and compression resistance.
        var intrinsicPriorities: [(Float, Float)]
    }

    /// A column built from a shape with each pin at its current value.
    struct Column {
        let solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var items: [[Variable]] = []
        /// Per row, the required `item == height` constraint of each pinned item.
        var pins: [[Constraint]] = []
    }

    private static func column(_ shape: Shape, state: [[Bool]]) throws -> Column {
        var c = Column()
        let s = c.solver
        for (i, rowPins) in shape.pins.enumerated() {
            let top = s.makeVariable(), height = s.makeVariable()
            c.tops.append(top)
            c.heights.append(height)
            try s.add(i == 0 ? top == 0 : top == c.tops[i - 1] + c.heights[i - 1] + 4)
            let intrinsic = s.makeVariable()
            let (hug, resist) = shape.intrinsicPriorities[i]
            try s.add(intrinsic <= 31 ~ Priority(hug))
            try s.add(intrinsic >= 31 ~ Priority(resist))
            try s.add(height >= intrinsic)
            var items = [intrinsic]
            var pins: [Constraint] = []
            for (k, values) in rowPins.enumerated() {
                let item = s.makeVariable()
                let pin = item == (state[i][k] ? values.1 : values.0)
                try s.add(pin)
                try s.add(height >= item)
                items.append(item)
                pins.append(pin)
            }
            try s.add(height == 0 ~ Priority(51))
            c.items.append(items)
            c.pins.append(pins)
        }
        return c
    }

    private static func values(_ c: Column) -> [Double] {
        var out: [Double] = []
        for i in c.tops.indices {
            out.append(c.solver.value(of: c.tops[i]))
            out.append(c.solver.value(of: c.heights[i]))
            for item in c.items[i] { out.append(c.solver.value(of: item)) }
        }
        return out
    }

    /// 100 seeded columns × 20 steps (2,000 checked states): toggles, toggles of the row toggled just
    /// before (straight back), and pins removed and added again at their current height.
    @Test func toggledHeightsInALongChainMatchAFreshSolve() throws {
        for seed in 0..<100 {
            var rng = SplitMix64(seed: 0xC4A1_0000 &+ UInt64(seed))
            let rows = rng.int(16...28)
            var shape = Shape(pins: [], intrinsicPriorities: [])
            for _ in 0..<rows {
                let count = rng.int(1...2)
                shape.pins.append((0..<count).map { _ in (Double(rng.int(20...40)), Double(rng.int(20...40))) })
                shape.intrinsicPriorities.append((rng.pick([250, 750]), rng.pick([750, 999])))
            }
            var state = shape.pins.map { $0.map { _ in false } }
            var c = try Self.column(shape, state: state)
            var last = (0, 0)
            for step in 0..<20 {
                let action = rng.int(0...9)
                var (row, pin) = (rng.int(0...(rows - 1)), 0)
                pin = rng.int(0...(shape.pins[row].count - 1))
                if action < 3 { (row, pin) = last }
                state[row][pin].toggle()
                let value = state[row][pin] ? shape.pins[row][pin].1 : shape.pins[row][pin].0
                if action == 9 {
                    // Out and back in at the new height: rows are rebuilt by full merges.
                    try c.solver.remove(c.pins[row][pin])
                    let item = c.items[row][pin + 1]
                    let again = item == value
                    try c.solver.add(again)
                    c.pins[row][pin] = again
                } else {
                    try c.solver.updateConstant(of: c.pins[row][pin], to: -value)
                }
                last = (row, pin)
                let fresh = try Self.column(shape, state: state)
                let worst = zip(Self.values(c), Self.values(fresh)).map { abs($0 - $1) }.max() ?? 0
                #expect(worst < 1e-6, "seed \(seed) step \(step): row \(row) pin \(pin) to \(value), worst deviation \(worst)")
                if worst >= 1e-6 { return }
            }
        }
    }
}
