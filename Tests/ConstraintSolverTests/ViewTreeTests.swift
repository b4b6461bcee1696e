import Testing
@testable import ConstraintSolver

/// Layouts shaped like the benchmarks: chains of equal-width views with competing priorities.
@Suite struct ViewTreeTests {
    /// A row of `count` equal-width views between 8-point margins, `width >= 44`, `width == 100` low, the
    /// trailing margin at high priority, and the container width edited at 999.
    private func row(count: Int, trailingFirst: Bool) throws -> (Solver, Variable, [Variable], [Variable]) {
        let s = Solver()
        let container = s.makeVariable("container")
        try s.addEditVariable(container, priority: Priority(999))
        try s.suggestValue(container, 320)
        var lefts: [Variable] = [], widths: [Variable] = []
        for _ in 0..<count {
            lefts.append(s.makeVariable())
            widths.append(s.makeVariable())
        }
        let trailing = lefts[count - 1] + widths[count - 1] + 8 == container ~ .defaultHigh
        if trailingFirst { try s.add(trailing) }
        for i in 0..<count {
            try s.add(i == 0 ? lefts[0] == 8 : lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
            if i > 0 { try s.add(widths[i] == widths[0]) }
            try s.add(widths[i] >= 44)
            try s.add(widths[i] == 100 ~ .defaultLow)
        }
        if !trailingFirst { try s.add(trailing) }
        return (s, container, lefts, widths)
    }

    @Test(arguments: [false, true])
    func longRowFollowsTheContainer(trailingFirst: Bool) throws {
        let n = 40
        let (s, container, lefts, widths) = try row(count: n, trailingFirst: trailingFirst)
        let margins = Double(8 * (n + 1))
        for target in [320.0, 5_000, margins + 100 * Double(n), 3_000, 320, 4_400, 2_000] {
            try s.suggestValue(container, target)
            let expected = max(44, (target - margins) / Double(n))
            for w in widths { #expect(abs(s.value(of: w) - expected) < 1e-6, "target \(target)") }
            #expect(abs(s.value(of: lefts[n - 1]) - (8 + Double(n - 1) * (expected + 8))) < 1e-6)
        }
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func removingTheTrailingConstraintRelaxesTheRow() throws {
        let (s, container, _, widths) = try row(count: 12, trailingFirst: false)
        try s.suggestValue(container, 2_000)
        let expected = (2_000.0 - 8 * 13) / 12
        #expect(abs(s.value(of: widths[5]) - expected) < 1e-6)
        let extra = widths[0] <= 60
        try s.add(extra)
        #expect(s.value(of: widths[11]) == 60)
        try s.remove(extra)
        #expect(abs(s.value(of: widths[11]) - expected) < 1e-6)
    }
}
