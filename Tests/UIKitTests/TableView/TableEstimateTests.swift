import Testing
import UIKitTesting
@testable import UIKit

/// A delegate with per-row estimates (tall even rows, short odd rows), real rows 50 pt high, and
/// optionally estimated section headers; it records what the table asks.
@MainActor
final class EstimatingDelegate: UITableViewDelegate {
    var estimatedRows: [IndexPath] = []
    var measuredRows: [IndexPath] = []
    var headerHeightsAsked: [Int] = []
    var headerEstimatesAsked: [Int] = []
    var estimatesHeaders = false

    static func estimate(_ path: IndexPath) -> CGFloat { path.row.isMultiple(of: 2) ? 100 : 30 }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimatedRows.append(indexPath)
        return Self.estimate(indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        measuredRows.append(indexPath)
        return 50
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        headerEstimatesAsked.append(section)
        return estimatesHeaders ? 60 : UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeightsAsked.append(section)
        return 30
    }
}

@MainActor
struct TableEstimateTests {
    private func show(_ sections: [[Int]], delegate: EstimatingDelegate) -> (HeadlessHost, UITableView) {
        TableKeepAlive.objects.append(delegate)
        let (host, table, _) = makeHostedTable(sections) { table, _ in table.delegate = delegate }
        return (host, table)
    }

    @Test func everyRowOfAnOrdinaryTableIsEstimatedAndTheContentSizeSumsTheEstimates() {
        let delegate = EstimatingDelegate()
        let (_, table) = show([Array(0 ..< 300)], delegate: delegate)
        // UIKit asks each row's estimate (not just the first one's) when the data loads.
        let asked = Set(delegate.estimatedRows.map(\.row))
        #expect(asked == Set(0 ..< 300))
        // Rows on screen are measured (50 pt); the others count with their own estimates.
        let shown = Set(table.indexPathsForVisibleRows ?? [])
        #expect(!shown.isEmpty)
        for path in shown { #expect(table.rectForRow(at: path).height == 50) }
        // The rows start below the section's header (30 pt from the delegate, 22 pt of plain padding).
        let rowsStart = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY
        #expect(rowsStart == 52)
        let expected = (0 ..< 300).reduce(rowsStart) { sum, r in
            let path = IndexPath(row: r, section: 0)
            return sum + (shown.contains(path) ? 50 : EstimatingDelegate.estimate(path))
        }
        #expect(table.contentSize.height == expected)
        // An unmeasured row has its own estimate and lies right below the row before it.
        let far = IndexPath(row: 201, section: 0)
        #expect(table.rectForRow(at: far).height == 30)
        #expect(table.rectForRow(at: IndexPath(row: 200, section: 0)).height == 100)
        #expect(table.rectForRow(at: far).minY == table.rectForRow(at: IndexPath(row: 200, section: 0)).maxY)
        // The heights of rows off screen are not asked (they are deferred to scrolling time).
        #expect(Set(delegate.measuredRows).isSubset(of: shown))
        #expect(!delegate.measuredRows.contains(far))
    }

    @Test func aMillionRowsAreEstimatedLazilyNearTheVisibleArea() throws {
        let delegate = EstimatingDelegate()
        let (host, table) = show([Array(0 ..< 1_000_000)], delegate: delegate)
        // Loading asks the first rows' estimates, not a million.
        #expect(delegate.estimatedRows.count <= UITableView.eagerRowEstimateBudget + 128)
        #expect(delegate.estimatedRows.count >= UITableView.eagerRowEstimateBudget)
        #expect(!delegate.estimatedRows.contains(IndexPath(row: 500_000, section: 0)))
        delegate.estimatedRows = []
        table.reloadData()
        table.layoutIfNeeded()
        #expect(delegate.estimatedRows.count <= UITableView.eagerRowEstimateBudget + 128)
        // Jump to the middle: the rows around the visible area get their estimates then.
        delegate.estimatedRows = []
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height / 2)
        host.advance(by: host.frameDuration)
        let visible = try #require(table.indexPathsForVisibleRows)
        let asked = Set(delegate.estimatedRows.map(\.row))
        let below = try #require(visible.last).row + 8
        let above = try #require(visible.first).row - 8
        #expect(asked.contains(below) && asked.contains(above))
        #expect(delegate.estimatedRows.count < 1_000)
        #expect(table.rectForRow(at: IndexPath(row: below, section: 0)).height == EstimatingDelegate.estimate(IndexPath(row: below, section: 0)))
        // Scrolling on by small steps keeps the rows on screen exactly where the scroll puts them, though
        // the rows ahead are being estimated and measured.
        for _ in 0 ..< 40 {
            let anchor = try #require(table.indexPathsForVisibleRows?.dropFirst(2).first)
            let screenY = try #require(table.cellForRow(at: anchor)).frame.minY - table.contentOffset.y
            table.contentOffset.y -= 30
            host.advance(by: host.frameDuration)
            let after = try #require(table.cellForRow(at: anchor))
            #expect(abs((after.frame.minY - table.contentOffset.y) - (screenY + 30)) < 0.01)
        }
        // Measured rows keep their real height when their block's estimates come in later.
        for path in table.indexPathsForVisibleRows ?? [] { #expect(table.rectForRow(at: path).height == 50) }
    }

    @Test func estimatedHeadersGetTheirRealHeightOnlyNearTheVisibleArea() throws {
        let delegate = EstimatingDelegate()
        delegate.estimatesHeaders = true
        TableKeepAlive.objects.append(delegate)
        let (host, table, model) = makeHostedTable(Array(repeating: Array(0 ..< 4), count: 200)) { table, model in
            table.delegate = delegate
            model.headerTitles = (0 ..< 200).map { "Section \($0)" }
        }
        // Every section's estimate is asked; real heights only for the sections near the screen.
        #expect(Set(delegate.headerEstimatesAsked).isSuperset(of: Set(0 ..< 200)))
        #expect(!delegate.headerHeightsAsked.contains(150))
        #expect(table.rectForHeader(inSection: 0).height == 30)
        #expect(table.rectForHeader(inSection: 150).height == 60)
        _ = model
        // Scrolled to, section 150's header is asked for and takes its real height, anchored on screen.
        table.scrollToRow(at: IndexPath(row: 0, section: 150), at: .middle, animated: false)
        host.advance(by: host.frameDuration)
        #expect(delegate.headerHeightsAsked.contains(150))
        #expect(table.rectForHeader(inSection: 150).height == 30)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 150)))
        #expect(cell.frame.minY == table.rectForHeader(inSection: 150).maxY)
        #expect(table.headerView(forSection: 150)?.frame.height == 30)
    }

    @Test func estimationOffAsksEveryRowsRealHeightAndNoEstimates() {
        let delegate = EstimatingDelegate()
        TableKeepAlive.objects.append(delegate)
        let (_, table, _) = makeHostedTable([Array(0 ..< 500)]) { table, _ in
            table.estimatedRowHeight = 0
            table.delegate = delegate
        }
        #expect(delegate.estimatedRows.isEmpty)
        #expect(Set(delegate.measuredRows.map(\.row)) == Set(0 ..< 500))
        #expect(table.contentSize.height == table.rectForRow(at: IndexPath(row: 0, section: 0)).minY + 500 * 50)
    }
}
