@_exported import SeededRandom
import Foundation
@testable import DiffableData

typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

/// Sections with their items: the plain model the tests compare snapshots against.
struct Outline: Equatable {
    var sections: [Int] = []
    var items: [[Int]] = []

    init(sections: [Int] = [], items: [[Int]] = []) {
        self.sections = sections
        self.items = items
    }

    init(_ snapshot: Snapshot) {
        sections = snapshot.sectionIdentifiers
        items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
    }

    var snapshot: Snapshot {
        var s = Snapshot()
        s.appendSections(sections)
        for (section, list) in zip(sections, items) { s.appendItems(list, toSection: section) }
        return s
    }
}

/// Length of a longest strictly increasing subsequence, computed independently of the module's.
func lisLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for v in values {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tails[mid] < v { lo = mid + 1 } else { hi = mid }
        }
        if lo == tails.count { tails.append(v) } else { tails[lo] = v }
    }
    return tails.count
}

/// The quadratic textbook LIS, to check the fast one on small inputs.
func lisLengthQuadratic(_ values: [Int]) -> Int {
    guard !values.isEmpty else { return 0 }
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0 ..< i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max()!
}

func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

/// Replays `update` on `old`, taking inserted and reloaded content from `new`.
func replay(_ update: DiffableBatchUpdate, old: Snapshot, new: Snapshot) throws -> Outline {
    let o = Outline(old), n = Outline(new)
    let result = try update.replay(
        sections: o.sections, items: o.items,
        newSection: { (n.sections[$0], n.items[$0]) },
        newItem: { n.items[$0[0]][$0[1]] })
    return Outline(sections: result.sections, items: result.items)
}
