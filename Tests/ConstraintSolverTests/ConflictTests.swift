import Testing
@testable import ConstraintSolver

/// Unsatisfiable required constraints: errors as values with a minimal set, and UIKit-style recovery.
@Suite struct ConflictTests {
    private func conflict(_ body: () throws -> Void) -> ConstraintConflict? {
        do {
            try body()
            return nil
        } catch {
            if case .unsatisfiable(let conflict)? = error as? SolverError { return conflict }
            return nil
        }
    }

    @Test func twoEqualitiesConflict() throws {
        let s = Solver()
        let x = s.makeVariable()
        let ten = x == 10, twenty = x == 20
        try s.add(ten)
        let found = conflict { try s.add(twenty) }
        #expect(found?.adding === twenty)
        #expect(found.map { Set($0.constraints.map(ObjectIdentifier.init)) } == [ObjectIdentifier(ten), ObjectIdentifier(twenty)])
        #expect(s.value(of: x) == 10)
        #expect(!s.contains(twenty))
        #expect(found?.description.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    @Test func theSetIsMinimalAmongUnrelatedConstraints() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        let low = x >= 10, chain = y == x + 5, other = z == 3, cap = y <= 100
        try s.add([low, chain, other, cap])
        let tooSmall = y <= 12
        let found = conflict { try s.add(tooSmall) }
        let ids = found.map { Set($0.constraints.map(ObjectIdentifier.init)) }
        #expect(ids == [ObjectIdentifier(tooSmall), ObjectIdentifier(low), ObjectIdentifier(chain)])
        #expect(s.value(of: y) == 15)
    }

    @Test func recoveringByBreakingAMemberLikeUIKit() throws {
        // UIKit: "Will attempt to recover by breaking constraint" — drop one member and retry.
        let s = Solver()
        let width = s.makeVariable("width")
        let fixed = (width == 320).withLabel("width == 320")
        try s.add(fixed)
        try s.add(width >= 0)
        let wanted = (width == 400).withLabel("width == 400")
        guard let found = conflict({ try s.add(wanted) }) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(found.constraints.count == 2)
        let broken = found.constraints.first { $0 !== wanted }!
        try s.remove(broken)
        try s.add(broken.withPriority(Priority(999)))
        try s.add(wanted)
        #expect(s.value(of: width) == 400)
    }

    @Test func inequalityCyclesConflict() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
        try s.add([a + 1 <= b, b + 1 <= c])
        try s.add(a == 0 ~ .defaultLow)
        let closing = c <= a
        let found = conflict { try s.add(closing) }
        #expect(found?.constraints.count == 3)
        #expect(s.value(of: c) >= s.value(of: a) + 2)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(x == 10)
        try s.add(x == 20 ~ Priority(999))
        #expect(s.value(of: x) == 10)
    }
}
