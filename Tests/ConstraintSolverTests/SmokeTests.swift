import Testing
@testable import ConstraintSolver

@Suite struct SmokeTests {
    @Test func simpleLayout() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(x + 8 == y)
        try s.add(x >= 10)
        try s.add(y == 50 ~ .defaultLow)
        #expect(s.value(of: x) == 42)
        #expect(s.value(of: y) == 50)
    }
}
