import ConstraintSolver
import Testing
import UIKitTesting
@testable import UIKit

/// Seeded random constraint systems on views, compared with the same system written directly for the
/// solver in root coordinates: every frame the engine gives a view must be the solver's answer, for
/// thousands of systems mixing nesting, relations, multipliers and priorities.
@MainActor
struct AutoLayoutPropertyTests {
    private struct Spec {
        var a: Int          // -1 = root
        var attrA: NSLayoutConstraint.Attribute
        var b: Int?         // nil = constant
        var attrB: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        var multiplier: CGFloat
        var constant: CGFloat
        var priority: Float
    }

    @Test func randomSystemsMatchTheSolverAlone() throws {
        var rng = SplitMix64(seed: 0xA17_0_1A)
        let xs: [NSLayoutConstraint.Attribute] = [.left, .right, .centerX, .leading, .trailing]
        let ys: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
        let dims: [NSLayoutConstraint.Attribute] = [.width, .height]
        func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
        func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }
        var checkedFrames = 0
        for _ in 0..<1500 {
            let count = int(2...6)
            let parents = (0..<count).map { i in i == 0 ? -1 : int(-1...(i - 1)) }
            // Distinct optional priorities: pins 1...4n, random constraints from 100 up.
            var optional = Array(100...999).map(Float.init)
            var specs: [Spec] = []
            for _ in 0..<int(3...10) {
                let a = int(0...(count - 1))
                let kind = int(0...2)
                var spec: Spec
                switch kind {
                case 0, 1:
                    let list = kind == 0 ? xs : ys
                    var b = int(-1...(count - 1))
                    if b == a { b = parents[a] }
                    spec = Spec(a: a, attrA: pick(list), b: b, attrB: pick(list), relation: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                                multiplier: 1, constant: CGFloat(int(-60...60)), priority: 1000)
                    // leading/trailing pair only with each other or non-edge attributes.
                    if [.leading, .trailing].contains(spec.attrA) != [.leading, .trailing].contains(spec.attrB),
                       [.left, .right].contains(spec.attrA) || [.left, .right].contains(spec.attrB) {
                        spec.attrB = spec.attrA
                    }
                default:
                    let constantOnly = int(0...2) == 0
                    spec = Spec(a: a, attrA: pick(dims), b: constantOnly ? nil : int(-1...(count - 1)), attrB: pick(dims),
                                relation: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), multiplier: pick([0.5, 1, 1.5, 2]),
                                constant: CGFloat(int(0...120)), priority: 1000)
                    if spec.b == a { spec.b = nil }
                }
                if int(0...1) == 0 {
                    let index = int(0...(optional.count - 1))
                    spec.priority = optional.remove(at: index)
                }
                specs.append(spec)
            }
            checkedFrames += try runCase(count: count, parents: parents, specs: specs, rng: &rng)
        }
        #expect(checkedFrames > 5000)
    }

    /// Builds one system both ways and compares; returns the number of views checked.
    private func runCase(count: Int, parents: [Int], specs: [Spec], rng: inout SplitMix64) throws -> Int {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [UIView] = []
        for i in 0..<count {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            (parents[i] < 0 ? root : views[parents[i]]).addSubview(v)
            views.append(v)
        }
        let solver = Solver()
        var vars: [[Variable]] = []
        for i in 0...count {
            vars.append((0..<4).map { solver.makeVariable("v\(i).\($0)") })
        }
        // vars[count] is the root: 0, 0, 320, 480.
        let rootVars = vars[count]
        try solver.add(rootVars[0] == 0)
        try solver.add(rootVars[1] == 0)
        try solver.add(rootVars[2] == 320)
        try solver.add(rootVars[3] == 480)
        func variables(_ index: Int) -> [Variable] { index < 0 ? rootVars : vars[index] }
        func value(_ index: Int, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
            let v = variables(index)
            switch attribute {
            case .left, .leading: return LinearExpression(v[0])
            case .right, .trailing: return v[0] + v[2]
            case .centerX: return v[0] + 0.5 * v[2]
            case .top: return LinearExpression(v[1])
            case .bottom: return v[1] + v[3]
            case .centerY: return v[1] + 0.5 * v[3]
            case .width: return LinearExpression(v[2])
            default: return LinearExpression(v[3])
            }
        }
        var constraints: [NSLayoutConstraint] = []
        // Weak pins, distinct priorities, so each system has one best layout.
        var pinPriority: Float = 1
        for i in 0..<count {
            let parent = parents[i] < 0 ? root : views[parents[i]]
            let targets = [CGFloat(Int(rng.next() % 200)), CGFloat(Int(rng.next() % 300)), CGFloat(Int(rng.next() % 150)), CGFloat(Int(rng.next() % 150))]
            let pins = [views[i].leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: targets[0]),
                        views[i].topAnchor.constraint(equalTo: parent.topAnchor, constant: targets[1]),
                        views[i].widthAnchor.constraint(equalToConstant: targets[2]),
                        views[i].heightAnchor.constraint(equalToConstant: targets[3])]
            let p = variables(parents[i])
            let solverPins = [vars[i][0] - p[0] == Double(targets[0]), vars[i][1] - p[1] == Double(targets[1]),
                              vars[i][2] == Double(targets[2]), vars[i][3] == Double(targets[3])]
            for (pin, solverPin) in zip(pins, solverPins) {
                pin.priority = UILayoutPriority(pinPriority)
                try solver.add(solverPin.withPriority(Priority(pinPriority)))
                pinPriority += 1
                constraints.append(pin)
            }
        }
        for spec in specs {
            let first = views[spec.a]
            let relation: ConstraintSolver.Relation = spec.relation == .equal ? .equal : spec.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            let lhs = value(spec.a, spec.attrA)
            let rhs = spec.b.map { Double(spec.multiplier) * value($0, spec.attrB) + Double(spec.constant) } ?? LinearExpression(Double(spec.constant))
            let candidate = Constraint(lhs, relation, rhs, priority: Priority(spec.priority))
            do { try solver.add(candidate) } catch { continue }  // both sides keep only what can hold
            let second: UIView? = spec.b.map { $0 < 0 ? root : views[$0] }
            let c = NSLayoutConstraint(item: first, attribute: spec.attrA, relatedBy: spec.relation, toItem: second,
                                       attribute: second == nil ? .notAnAttribute : spec.attrB, multiplier: spec.multiplier, constant: spec.constant)
            c.priority = UILayoutPriority(spec.priority)
            constraints.append(c)
        }
        let log = capturingAutoLayoutLog {
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        let tolerance = 0.5 / max(1, UIScreen.main.scale) + 1e-6
        for i in 0..<count {
            let p = variables(parents[i])
            // Raw values: a CGRect would normalise negative sizes (the engine gives such views zero size).
            let ex = solver.value(of: vars[i][0]) - solver.value(of: p[0]), ey = solver.value(of: vars[i][1]) - solver.value(of: p[1])
            let ew = max(0, solver.value(of: vars[i][2])), eh = max(0, solver.value(of: vars[i][3]))
            let f = views[i].frame
            let matches = abs(f.minX - ex) <= tolerance && abs(f.minY - ey) <= tolerance
                && abs(f.width - ew) <= 2 * tolerance && abs(f.height - eh) <= 2 * tolerance
            let expected = "(\(ex), \(ey), \(ew), \(eh))"
            #expect(matches, "view \(i): \(f) vs solver \(expected)")
            if !matches { return count }
        }
        return count
    }
}
