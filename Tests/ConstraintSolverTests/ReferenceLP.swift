import ConstraintSolver

/// A dense two-phase simplex with Bland's rule: the brute-force reference for small systems.
/// Minimizes `c·z` subject to `A z = b`, `z >= 0`.
enum DenseSimplex {
    enum Outcome { case infeasible, unbounded, optimal(Double, [Double]) }

    static func minimize(_ a: [[Double]], _ b: [Double], _ c: [Double]) -> Outcome {
        let m = a.count
        let n = c.count
        let width = n + m + 1
        var t = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * a[i][j] }
            t[i][n + i] = 1
            t[i][width - 1] = sign * b[i]
        }
        var basis = (0..<m).map { n + $0 }
        let eps = 1e-9

        func pivot(_ r: Int, _ col: Int) {
            let p = t[r][col]
            for j in 0..<width { t[r][j] /= p }
            for i in 0..<m where i != r {
                let f = t[i][col]
                if f != 0 { for j in 0..<width { t[i][j] -= f * t[r][j] } }
            }
            basis[r] = col
        }

        /// Runs simplex for cost vector `cost` over columns `< allowed`; false when unbounded.
        func run(_ cost: [Double], allowed: Int) -> Bool {
            while true {
                var entering = -1
                for j in 0..<allowed where !basis.contains(j) {
                    var r = cost[j]
                    for i in 0..<m { r -= cost[basis[i]] * t[i][j] }
                    if r < -eps { entering = j; break }
                }
                if entering < 0 { return true }
                var leave = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > eps {
                    let ratio = t[i][width - 1] / t[i][entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leave]) {
                        best = ratio; leave = i
                    }
                }
                if leave < 0 { return false }
                pivot(leave, entering)
            }
        }

        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        _ = run(phaseOne, allowed: n + m)
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= n { infeasibility += t[i][width - 1] }
        if infeasibility > 1e-7 { return .infeasible }
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i][$0]) > 1e-9 && !basis.contains($0) }) { pivot(i, j) }
        }
        var cost = c
        cost += [Double](repeating: 0, count: m)
        if !run(cost, allowed: n) { return .unbounded }
        var z = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { z[basis[i]] = t[i][width - 1] }
        var value = 0.0
        for j in 0..<n { value += c[j] * z[j] }
        return .optimal(value, z)
    }
}

/// A constraint of a random test system, over variable indices.
struct SpecConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Float

    var isRequired: Bool { priority >= 1000 }

    func evaluate(_ x: [Double]) -> Double { terms.reduce(constant) { $0 + $1.1 * x[$1.0] } }

    /// How far `x` is from satisfying the constraint.
    func violation(_ x: [Double]) -> Double {
        let v = evaluate(x)
        switch relation {
        case .equal: return abs(v)
        case .greaterThanOrEqual: return max(0, -v)
        case .lessThanOrEqual: return max(0, v)
        }
    }
}

/// The exact lexicographic optimum of a small system, by dense LPs solved level by level.
struct ReferenceSolution {
    /// Whether the required constraints can hold.
    var feasible: Bool
    /// The minimal total error per optional priority, highest first.
    var levelErrors: [(Float, Double)]
    /// Per variable, the least and greatest value over all optimal solutions (within the ±bound box).
    var ranges: [(Double, Double)]

    static let bound = 1000.0

    /// Solves `constraints` over `variables` unknowns.
    /// With `feasibilityOnly`, stops after phase one.
    init(variables: Int, constraints: [SpecConstraint], feasibilityOnly: Bool = false) {
        // Columns: x+ and x- per variable, then per constraint its slack/error columns.
        var rows: [[Double]] = []
        var rhs: [Double] = []
        var columnCount = 2 * variables
        var costColumns: [(Float, Int)] = []
        var rowColumns: [[(Int, Double)]] = []
        for c in constraints {
            var extra: [(Int, Double)] = []
            func column(_ coefficient: Double) -> Int {
                extra.append((columnCount, coefficient)); columnCount += 1; return columnCount - 1
            }
            switch (c.relation, c.isRequired) {
            case (.equal, true): break
            case (.greaterThanOrEqual, true): _ = column(-1)
            case (.lessThanOrEqual, true): _ = column(1)
            case (.equal, false):
                costColumns.append((c.priority, column(-1)))
                costColumns.append((c.priority, column(1)))
            case (.greaterThanOrEqual, false):
                _ = column(-1); costColumns.append((c.priority, column(1)))
            case (.lessThanOrEqual, false):
                _ = column(1); costColumns.append((c.priority, column(-1)))
            }
            rowColumns.append(extra)
        }
        var boxColumns: [Int] = []
        for _ in 0..<(2 * variables) { boxColumns.append(columnCount); columnCount += 1 }
        for (k, c) in constraints.enumerated() {
            var row = [Double](repeating: 0, count: columnCount)
            for (v, a) in c.terms { row[2 * v] += a; row[2 * v + 1] -= a }
            for (j, a) in rowColumns[k] { row[j] = a }
            rows.append(row); rhs.append(-c.constant)
        }
        for j in 0..<(2 * variables) {
            var row = [Double](repeating: 0, count: columnCount)
            row[j] = 1; row[boxColumns[j]] = 1
            rows.append(row); rhs.append(ReferenceSolution.bound)
        }
        let zero = [Double](repeating: 0, count: columnCount)
        guard case .optimal = DenseSimplex.minimize(rows, rhs, zero) else {
            feasible = false; levelErrors = []; ranges = []; return
        }
        feasible = true
        levelErrors = []
        ranges = []
        if feasibilityOnly { return }
        let priorities = Set(costColumns.map(\.0)).sorted(by: >)
        for p in priorities {
            var cost = [Double](repeating: 0, count: rows[0].count)
            for (q, j) in costColumns where q == p { cost[j] = 1 }
            guard case .optimal(let best, _) = DenseSimplex.minimize(rows, rhs, cost) else { fatalError("reference LP failed") }
            levelErrors.append((p, best))
            // Fix this level: cost·z + t = best + tolerance.
            for i in rows.indices { rows[i].append(0) }
            rows.append(cost + [1])
            rhs.append(best + 1e-7 * (1 + abs(best)))
        }
        let width = rows[0].count
        for v in 0..<variables {
            var cost = [Double](repeating: 0, count: width)
            cost[2 * v] = 1; cost[2 * v + 1] = -1
            var low = -ReferenceSolution.bound, high = ReferenceSolution.bound
            if case .optimal(let value, _) = DenseSimplex.minimize(rows, rhs, cost) { low = value }
            cost[2 * v] = -1; cost[2 * v + 1] = 1
            if case .optimal(let value, _) = DenseSimplex.minimize(rows, rhs, cost) { high = -value }
            ranges.append((low, high))
        }
    }
}
