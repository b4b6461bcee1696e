import Testing
import UIKitTesting
@testable import UIKit

/// Xcode's "Cocoa Touch Class, subclass of UITableViewController" template, as written (the commented
/// methods uncommented), with a small model.
final class TemplateTableViewController: UITableViewController {
    var items = ["A", "B", "C", "D"]
    var scrolled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // Uncomment the following line to preserve selection between presentations
        // self.clearsSelectionOnViewWillAppear = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "reuseIdentifier")
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            items.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        items.insert(items.remove(at: fromIndexPath.row), at: to.row)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

/// A diffable data source that adds editing by subclassing, as UIKit's table version does.
final class EditableDiffableSource: UITableViewDiffableDataSource<Int, Int> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

@MainActor
struct TableDiffableAndControllerTests {
    @Test func xcodesTemplateCompilesAndRuns() {
        let host = HeadlessHost()
        let controller = TemplateTableViewController(style: .plain)
        host.show(controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        #expect(table.dataSource === controller)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "B", "C", "D"])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        controller.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        _ = host.runUntilIdle()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "C", "D"])
        table.contentOffset = CGPoint(x: 0, y: 10)
        #expect(controller.scrolled > 0)
        controller.setEditing(true, animated: false)
        #expect(table.isEditing)
        // clearsSelectionOnViewWillAppear deselects without delegate calls.
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func diffableApplyEqualsReloadDataForRandomSequences() {
        // Outside a window updates apply without animation; the diff and batch paths are the same.
        let diffTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let reloadTable = UITableView(frame: diffTable.frame, style: .plain)
        diffTable.register(ValueTableCell.self, forCellReuseIdentifier: "cell")
        func provider(_ table: UITableView, _ path: IndexPath, _ item: Int) -> UITableViewCell? {
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path) as! ValueTableCell
            cell.value = item
            return cell
        }
        reloadTable.register(ValueTableCell.self, forCellReuseIdentifier: "cell")
        let diffable = EditableDiffableSource(tableView: diffTable, cellProvider: provider)
        let reload = EditableDiffableSource(tableView: reloadTable, cellProvider: provider)
        diffable.defaultRowAnimation = .fade
        var random = SplitMix64(seed: 42)
        var next = 0
        var items: [[Int]] = [[], [], []]
        for round in 0 ..< 400 {
            for s in items.indices {
                items[s].removeAll { _ in Int.random(in: 0 ..< 8, using: &random) == 0 }
                items[s].shuffle(using: &random)
                items[s] = Array(items[s].prefix(Int.random(in: 0 ... 30, using: &random)))
                for _ in 0 ..< Int.random(in: 0 ... 6, using: &random) {
                    items[s].insert(next, at: Int.random(in: 0 ... items[s].count, using: &random)); next += 1
                }
            }
            let sections = (0 ..< 3).filter { _ in Int.random(in: 0 ..< 5, using: &random) != 0 }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections(sections)
            for s in sections { snapshot.appendItems(items[s], toSection: s) }
            diffable.apply(snapshot, animatingDifferences: round % 3 == 0)
            reload.applySnapshotUsingReloadData(snapshot)
            let offset = CGFloat(Int.random(in: 0 ... 400, using: &random))
            diffTable.contentOffset = CGPoint(x: 0, y: offset)
            reloadTable.contentOffset = CGPoint(x: 0, y: offset)
            diffTable.layoutIfNeeded()
            reloadTable.layoutIfNeeded()
            #expect(diffTable.numberOfSections == reloadTable.numberOfSections)
            for s in 0 ..< diffTable.numberOfSections { #expect(diffTable.numberOfRows(inSection: s) == reloadTable.numberOfRows(inSection: s)) }
            #expect(diffTable.contentSize == reloadTable.contentSize)
            let a = diffTable.visibleCells.map { ($0 as! ValueTableCell).value }
            let b = reloadTable.visibleCells.map { ($0 as! ValueTableCell).value }
            #expect(a == b)
            if a != b { break }
        }
        #expect(diffable.tableView(diffTable, canEditRowAt: IndexPath(row: 0, section: 0)))
        let plain = UITableViewDiffableDataSource<Int, Int>(tableView: reloadTable, cellProvider: provider)
        #expect(plain.tableView(reloadTable, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    }

    @Test func backgroundQueueApplyHopsToTheMainQueue() async {
        let (_, table, _) = makeHostedTable([])
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path) as! ValueTableCell
            cell.value = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0 ..< 50))
        let box = UncheckedBox(source)
        await Task.detached { await box.value.apply(snapshot, animatingDifferences: false) }.value
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 50)
        #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == 3)
        #expect(source.indexPath(for: 7) == IndexPath(row: 7, section: 0))
    }

    @Test func refreshControlBeginsWhenPulledAndEnds() {
        let host = HeadlessHost()
        let controller = TemplateTableViewController(style: .plain)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        controller.refreshControl = refresh
        host.show(controller)
        let table = controller.tableView!
        #expect(table.refreshControl === refresh)
        host.touchDown(at: CGPoint(x: 200, y: 100))
        for step in 1 ... 20 { host.touchMove(to: CGPoint(x: 200, y: 100 + CGFloat(step) * 20)); host.advance(by: host.frameDuration) }
        #expect(refresh.isRefreshing)
        #expect(refreshes == 1)
        host.touchUp()
        _ = host.runUntilIdle(limit: 3)
        // While refreshing, the content rests below the control.
        #expect(abs(table.contentOffset.y + UIRefreshControl.height) < 0.5)
        refresh.endRefreshing()
        _ = host.runUntilIdle(limit: 3)
        #expect(!refresh.isRefreshing)
        #expect(abs(table.contentOffset.y) < 0.5)
        #expect(refreshes == 1)
    }
}
