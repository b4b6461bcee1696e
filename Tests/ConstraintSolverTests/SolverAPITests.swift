import Testing
@testable import ConstraintSolver

/// Unit tests of the public API: building, priorities, edits, removal, reading, errors.
@Suite struct SolverAPITests {
    @Test func invariantChecksRunInTests() {
        #expect(Tableau.checksInvariants)
    }

    @Test func operatorsBuildTheExpectedConstraints() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(a + 8 == b)
        try s.add(2 * a <= b - 3 + 20)
        try s.add(a >= 10)
        try s.add(Constraint(LinearExpression(b), .equal, LinearExpression(30), priority: .defaultLow))
        #expect(s.value(of: a) == 22)
        #expect(s.value(of: b) == 30)
        #expect(s[a] == 22)
    }

    @Test func plainConstructorsMatchOperators() throws {
        let s = Solver()
        let x = s.makeVariable()
        let expression = LinearExpression(terms: [Term(x, coefficient: 3)], constant: -12)
        try s.add(Constraint(expression, .equal))
        #expect(s.value(of: x) == 4)
        #expect(expression.evaluate { _ in 4 } == 0)
    }

    @Test func requiredBeatsOptional() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(x == 100 ~ Priority(999))
        try s.add(x <= 40)
        #expect(s.value(of: x) == 40)
    }

    @Test func aHigherPriorityIsNeverOutweighedByManyLowerOnes() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(x == 0 ~ .defaultHigh)
        for _ in 0..<1_200 { try s.add(x == 10 ~ .defaultLow) }  // kiwi's weights flip at 1,000
        #expect(s.value(of: x) == 0)
        // Adjacent priorities are ordered too.
        let y = s.makeVariable()
        try s.add(y == 5 ~ Priority(998))
        for _ in 0..<50 { try s.add(y == 7 ~ Priority(997)) }
        try s.add(y == 3 ~ Priority(999))
        #expect(s.value(of: y) == 3)
    }

    @Test func fittingSizeLevelIsTheWeakest() throws {
        let s = Solver()
        let w = s.makeVariable()
        try s.add(w == 0 ~ .fittingSizeLevel)
        try s.add(w >= 120 ~ .defaultLow)
        #expect(s.value(of: w) == 120)
        #expect(Priority.required.rawValue == 1000 && Priority.defaultHigh.rawValue == 750)
        #expect(Priority.defaultLow.rawValue == 250 && Priority.fittingSizeLevel.rawValue == 50)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let s = Solver()
        let width = s.makeVariable("width"), half = s.makeVariable("half")
        try s.add(2 * half == width)
        try s.add(width >= 100)
        try s.addEditVariable(width, priority: Priority(999))
        #expect(s.hasEditVariable(width))
        try s.suggestValue(width, 300)
        #expect(s.value(of: half) == 150)
        try s.suggestValue(width, 40)
        #expect(s.value(of: width) == 100)
        #expect(s.value(of: half) == 50)
        try s.suggestValue(width, 640)
        #expect(s.value(of: half) == 320)
        try s.removeEditVariable(width)
        #expect(!s.hasEditVariable(width))
        #expect(throws: SolverError.self) { try s.suggestValue(width, 10) }
        #expect(throws: SolverError.self) { try s.removeEditVariable(width) }
        #expect(throws: SolverError.self) { try s.addEditVariable(width, priority: .required) }
        try s.addEditVariable(width, priority: .defaultHigh)
        #expect(throws: SolverError.self) { try s.addEditVariable(width, priority: .defaultLow) }
    }

    @Test func addingAnEditVariableKeepsTheCurrentValue() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(x == 42 ~ .defaultLow)
        try s.addEditVariable(x, priority: .defaultHigh)
        #expect(s.value(of: x) == 42)
    }

    @Test func removingAConstraintRestoresTheSolution() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let base = x + y == 100
        try s.add(base)
        try s.add(x == 30 ~ .defaultLow)
        let pin = x == 70
        try s.add(pin)
        #expect(s.value(of: y) == 30)
        try s.remove(pin)
        #expect(s.value(of: x) == 30)
        #expect(s.value(of: y) == 70)
        #expect(s.contains(base) && !s.contains(pin))
        #expect(s.constraints.count == 2)
        #expect(throws: SolverError.self) { try s.remove(pin) }
        #expect(throws: SolverError.self) { try s.add(base) }
    }

    @Test func changedVariablesReportsOnlyWhatMoved() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable(), untouched = s.makeVariable()
        try s.add(a == 10)
        try s.add(b == a + 5)
        try s.add(c == 7 ~ .defaultLow)
        #expect(Set(s.changedVariables()) == [a, b, c])
        #expect(s.changedVariables().isEmpty)
        let pin = a <= 4
        #expect(throws: SolverError.self) { try s.add(pin) }
        #expect(s.changedVariables().isEmpty)
        let edit = c >= 9
        try s.add(edit)
        #expect(s.changedVariables() == [c])
        #expect(!s.changedVariables().contains(untouched))
    }

    @Test func independentCellsDoNotDisturbEachOther() throws {
        let s = Solver()
        func cell() -> (Variable, Variable) { (s.makeVariable(), s.makeVariable()) }
        let (l1, w1) = cell(), (l2, w2) = cell()
        try s.add([l1 == 8, w1 >= 44, w1 == 100 ~ .defaultLow, l2 == 8, w2 >= 44, w2 == 100 ~ .defaultLow])
        _ = s.changedVariables()
        let narrow = w2 <= 60
        try s.add(narrow)
        #expect(s.changedVariables() == [w2])
        #expect(s.value(of: w1) == 100 && s.value(of: w2) == 60)
        try s.remove(narrow)
        #expect(s.changedVariables() == [w2])
        #expect(s.value(of: l1) == 8)
    }

    @Test func ambiguityDetection() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), free = s.makeVariable("free")
        try s.add(x + y == 100)
        #expect(Set(s.ambiguousVariables()) == [x, y])
        #expect(s.isAmbiguous(x))
        #expect(!s.isAmbiguous(free))
        try s.add(x == 30 ~ .defaultLow)
        #expect(s.ambiguousVariables().isEmpty)
        // Two equal-priority wishes with a range of equally good answers.
        let z = s.makeVariable("z")
        try s.add(z == 10 ~ .defaultLow)
        try s.add(z == 20 ~ .defaultLow)
        #expect(s.ambiguousVariables() == [z])
        try s.add(z == 12 ~ .defaultHigh)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func removeVariableRecyclesIDs() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = x == 5
        try s.add(c)
        try s.remove(c)
        s.removeVariable(x)
        let y = s.makeVariable("y")
        try s.add(y == 9)
        #expect(s.value(of: y) == 9)
        #expect(s.describe(y) == "y")
    }

    @Test func descriptionsName() {
        let s = Solver()
        let x = s.makeVariable()
        let c = (x >= 3 ~ .defaultLow).withLabel("W:|-[x]")
        #expect(c.description == "W:|-[x]")
        #expect((x == 2).description.contains("=="))
        #expect(s.describe(x) == "v\(x.id)")
    }
}
