import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct TableBatchUpdateTests {
    /// A table outside a window (updates apply without animation) over `model`.
    private func makeTable(_ model: TableModel, height: CGFloat = 600) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: .plain)
        table.rowHeight = 40
        table.register(ValueTableCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        TableKeepAlive.objects.append(model)
        table.layoutIfNeeded()
        return table
    }

    /// One random valid batch for one section: deletes, moves and inserts by UIKit's index rules, applied
    /// to the model as UIKit applies them (survivors keep their order; arrivals take their new indexes).
    private func randomBatch(section s: Int, rows: [Int], next: inout Int, random: inout SplitMix64)
        -> (deletes: [IndexPath], inserts: [IndexPath], moves: [(IndexPath, IndexPath)], result: [Int]) {
        var old = Array(rows.indices)
        old.shuffle(using: &random)
        let deleteCount = rows.isEmpty ? 0 : Int.random(in: 0 ... min(5, rows.count), using: &random)
        let moveCount = rows.count - deleteCount == 0 ? 0 : Int.random(in: 0 ... min(3, rows.count - deleteCount), using: &random)
        let deleted = Array(old.prefix(deleteCount))
        let moved = Array(old.dropFirst(deleteCount).prefix(moveCount))
        let insertCount = Int.random(in: 0 ... 5, using: &random)
        let newCount = rows.count - deleteCount + insertCount
        var slots = Array(0 ..< newCount)
        slots.shuffle(using: &random)
        let moveTargets = Array(slots.prefix(moveCount)), insertTargets = Array(slots.dropFirst(moveCount).prefix(insertCount))
        var result = [Int?](repeating: nil, count: newCount)
        for (source, target) in zip(moved, moveTargets) { result[target] = rows[source] }
        for target in insertTargets { result[target] = next; next += 1 }
        let leaving = Set(deleted).union(moved)
        var survivors = rows.indices.filter { !leaving.contains($0) }.map { rows[$0] }.makeIterator()
        for i in result.indices where result[i] == nil { result[i] = survivors.next() }
        return (deleted.map { IndexPath(row: $0, section: s) }, insertTargets.map { IndexPath(row: $0, section: s) },
                zip(moved, moveTargets).map { (IndexPath(row: $0, section: s), IndexPath(row: $1, section: s)) }, result.map { $0! })
    }

    @Test func thousandsOfSeededRandomBatchesKeepTheTableInStep() {
        let model = TableModel([Array(0 ..< 60), Array(1000 ..< 1040), Array(2000 ..< 2080)])
        let table = makeTable(model)
        var random = SplitMix64(seed: 16)
        var next = 10_000
        for round in 0 ..< 2000 {
            var calls: [() -> Void] = []
            var newSections = model.sections
            for s in model.sections.indices where Bool.random(using: &random) {
                let batch = randomBatch(section: s, rows: model.sections[s], next: &next, random: &random)
                newSections[s] = batch.result
                calls.append {
                    table.deleteRows(at: batch.deletes, with: .fade)
                    table.insertRows(at: batch.inserts, with: .left)
                    for (from, to) in batch.moves { table.moveRow(at: from, to: to) }
                }
            }
            model.sections = newSections
            if round % 2 == 0 {
                table.performBatchUpdates { calls.forEach { $0() } }
            } else {
                table.beginUpdates()
                calls.forEach { $0() }
                table.endUpdates()
            }
            if round % 7 == 0 {
                let height = max(0, table.contentSize.height - table.bounds.height)
                table.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0 ... Int(height), using: &random)))
            }
            table.layoutIfNeeded()
            #expect(table.numberOfSections == 3)
            for s in 0 ..< 3 { #expect(table.numberOfRows(inSection: s) == model.sections[s].count) }
            #expect(visibleRowsMatch(table, model))
            let expected = table.indexPathsForRows(in: table.bounds) ?? []
            #expect(table.indexPathsForVisibleRows ?? [] == expected)
            for cell in table.visibleCells { #expect(cell.frame == table.rectForRow(at: table.indexPath(for: cell)!)) }
            if !visibleRowsMatch(table, model) { break }
        }
    }

    @Test func selectionFollowsItsRowsThroughUpdates() {
        let model = TableModel([Array(0 ..< 20)])
        let table = makeTable(model)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        model.sections[0].remove(at: 1)
        model.sections[0].insert(99, at: 0)
        model.sections[0].insert(98, at: 0)
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.isSelected == true)
    }

    @Test func sectionInsertsDeletesAndReloads() {
        let model = TableModel([[1, 2], [3, 4, 5]])
        let table = makeTable(model)
        model.sections.insert([7], at: 1)
        model.sections.remove(at: 0)
        table.performBatchUpdates {
            table.deleteSections([0], with: .top)
            table.insertSections([0], with: .bottom)
        }
        #expect(table.numberOfSections == 2)
        #expect(visibleRowsMatch(table, model))
        model.sections[1] = [8, 9]
        table.reloadSections([1], with: .middle)
        #expect(visibleRowsMatch(table, model))
        model.sections[0] = [10]
        let old = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .right)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ValueTableCell)?.value == 10)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== old)
        model.sections[0] = [11]
        let shown = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === shown)
        #expect((shown as? ValueTableCell)?.value == 11)
    }

    @Test func animatedUpdatesCallTheCompletionAfterTheAnimation() {
        let (host, table, model) = makeHostedTable([Array(0 ..< 30)])
        var finished: Bool?
        model.sections[0].removeFirst(2)
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .left)
        }, completion: { finished = $0 })
        #expect(finished == nil)
        #expect(visibleRowsMatch(table, model))
        host.advance(by: 0.5)
        #expect(finished == true)
        // The leaving cells went back to the queue: only visible rows have shown cells.
        #expect(table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }.count == table.visibleCells.count)
    }
}
