import Testing
import UIKitTesting
@testable import UIKit

/// Swipe actions from the delegate: Delete and Archive trailing, Flag leading (no full swipe).
@MainActor
final class SwipeActionsDelegate: UITableViewDelegate {
    var ran: [String] = []
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.ran.append("Delete \(indexPath.row)"); done(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            self?.ran.append("Archive \(indexPath.row)"); done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, archive])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.ran.append("Flag \(indexPath.row)"); done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [flag])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

/// A section header view class, counting the views made.
final class CountingHeaderView: UITableViewHeaderFooterView {
    nonisolated(unsafe) static var made = 0
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        CountingHeaderView.made += 1
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Shows a `CountingHeaderView` (or a nib's header) above each section and records what is displayed
/// and prefetched.
@MainActor
final class HeaderAndPrefetchDelegate: UITableViewDelegate, UITableViewDataSourcePrefetching {
    var identifier = "header"
    var displayedHeaders: [(Int, UIView)] = []
    var prefetches: [[IndexPath]] = []
    var cancels: [[IndexPath]] = []
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
        view?.textLabel?.text = "Section \(section)"
        return view
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayedHeaders.append((section, view))
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetches.append(indexPaths) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancels.append(indexPaths) }
}

@MainActor
@Suite("Table features as app code uses them")
struct TableFeatureTests {
    /// A hosted table of 30 rows whose delegate gives the swipe actions.
    private func swipeTable() -> (HeadlessHost, UITableView, SwipeActionsDelegate) {
        let delegate = SwipeActionsDelegate()
        let (host, table, _) = makeHostedTable([Array(0 ..< 30)]) { table, _ in table.delegate = delegate }
        TableKeepAlive.objects.append(delegate)
        return (host, table, delegate)
    }

    @Test func trailingSwipeRevealsTheDelegatesActionsAndATapRunsOne() throws {
        let (host, table, delegate) = swipeTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        host.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 150, y: 110), duration: 0.3)
        _ = host.runUntilIdle()
        // Both actions show at the trailing edge, the first (Delete) outermost, and the content slid left.
        let titles = cell.swipe.buttons.map { $0.action.title }
        #expect(Set(titles.compactMap { $0 }) == ["Delete", "Archive"])
        #expect(cell.contentView.frame.minX < 0)
        #expect(cell.configurationState.isSwiped)
        let delete = try #require(cell.swipe.buttons.first { $0.action.title == "Delete" })
        let archive = try #require(cell.swipe.buttons.first { $0.action.title == "Archive" })
        #expect(delete.convert(delete.bounds, to: nil).minX > archive.convert(archive.bounds, to: nil).minX)
        let frame = archive.convert(archive.bounds, to: nil)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        _ = host.runUntilIdle()
        #expect(delegate.ran == ["Archive 2"])
        // The handler completed: the row closes.
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.configurationState.isSwiped)
    }

    @Test func aFullTrailingSwipeRunsTheFirstAction() {
        let (host, table, delegate) = swipeTable()
        host.drag(from: CGPoint(x: 385, y: 154), to: CGPoint(x: 10, y: 154), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(delegate.ran == ["Delete 3"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == 0)
    }

    @Test func aLeadingSwipeRevealsFlagWithoutAFullSwipe() throws {
        let (host, table, delegate) = swipeTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.drag(from: CGPoint(x: 10, y: 66), to: CGPoint(x: 380, y: 66), duration: 0.3)
        _ = host.runUntilIdle()
        // No full swipe: the row stays open on Flag, nothing ran.
        #expect(delegate.ran.isEmpty)
        #expect(cell.swipe.buttons.map(\.action.title) == ["Flag"])
        #expect(cell.contentView.frame.minX > 0)
        // Scrolling the table closes the open row, as UIKit does.
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(!cell.configurationState.isSwiped)
    }

    @Test func scrollToRowPlacesTheRowAtEachPosition() {
        let (_, table, _) = makeHostedTable([Array(0 ..< 200)])
        let path = IndexPath(row: 100, section: 0)
        let row = table.rectForRow(at: path)
        #expect(row == CGRect(x: 0, y: 4400, width: 390, height: 44))
        let visible = table.bounds.height - table.adjustedContentInset.top - table.adjustedContentInset.bottom
        table.scrollToRow(at: path, at: .top, animated: false)
        #expect(table.contentOffset.y + table.adjustedContentInset.top == row.minY)
        #expect(table.indexPathsForVisibleRows?.first == path)
        table.scrollToRow(at: path, at: .bottom, animated: false)
        #expect(table.contentOffset.y + table.adjustedContentInset.top + visible == row.maxY)
        #expect(table.indexPathsForVisibleRows?.last == path)
        table.scrollToRow(at: path, at: .middle, animated: false)
        #expect(table.contentOffset.y + table.adjustedContentInset.top + visible / 2 == row.midY)
        // .none scrolls no more than it must: a row already visible stays put; one below comes in at the bottom.
        let before = table.contentOffset
        table.scrollToRow(at: IndexPath(row: 101, section: 0), at: .none, animated: false)
        #expect(table.contentOffset == before)
        table.scrollToRow(at: IndexPath(row: 150, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y + table.adjustedContentInset.top + visible == table.rectForRow(at: IndexPath(row: 150, section: 0)).maxY)
        // The last row at the top cannot scroll past the end of the content.
        table.scrollToRow(at: IndexPath(row: 199, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        // The nearest selected row.
        table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(abs(table.contentOffset.y + table.adjustedContentInset.top - 20 * 44) < 0.001)
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let (_, table, _) = makeHostedTable([Array(0 ..< 5), Array(0 ..< 5)]) { table, _ in
            table.tableHeaderView = header
            table.tableFooterView = footer
        }
        // As wide as the table, heights kept; rows start below the header and the footer ends the content.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 120))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        #expect(footer.frame == CGRect(x: 0, y: 120 + 440, width: 390, height: 60))
        #expect(abs(table.contentSize.height - (120 + 440 + 60)) < 0.001)
        // A taller header moves everything down.
        header.frame.size.height = 200
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (200 + 220)) < 0.001)
        #expect(abs(footer.frame.minY - (200 + 440)) < 0.001)
    }

    @Test func customHeaderViewsAreDequeuedDisplayedAndReused() throws {
        CountingHeaderView.made = 0
        let delegate = HeaderAndPrefetchDelegate()
        let (host, table, _) = makeHostedTable(Array(repeating: Array(0 ..< 10), count: 40)) { table, _ in
            table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
            table.delegate = delegate
        }
        TableKeepAlive.objects.append(delegate)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header is CountingHeaderView)
        #expect(header.reuseIdentifier == "header")
        #expect(header.textLabel?.text == "Section 0")
        #expect(delegate.displayedHeaders.first?.0 == 0 && delegate.displayedHeaders.first?.1 === header)
        // The plain style pads 22 pt above each header; the header is 40 pt and its rows follow it.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 62)
        // Scrolling through the sections, a screen's third at a time, reuses a handful of header views.
        for step in 1 ... 60 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 280)
            host.advance(by: host.frameDuration)
        }
        #expect(table.indexPathsForVisibleRows?.first?.section ?? 0 > 20)
        #expect(CountingHeaderView.made <= 6)
        #expect(delegate.displayedHeaders.count > 20)
    }

    @Test func headerViewsComeFromARegisteredNib() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <tableViewHeaderFooterView id="h"><rect key="frame" x="0.0" y="0.0" width="320" height="40"/></tableViewHeaderFooterView>
            </objects></document>
            """
        let delegate = HeaderAndPrefetchDelegate()
        delegate.identifier = "nibHeader"
        let (_, table, _) = makeHostedTable([Array(0 ..< 3), Array(0 ..< 3)]) { table, _ in
            table.register(UINib(data: Data(xib.utf8), bundle: nil), forHeaderFooterViewReuseIdentifier: "nibHeader")
            table.delegate = delegate
        }
        TableKeepAlive.objects.append(delegate)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.reuseIdentifier == "nibHeader")
        #expect(header.textLabel?.text == "Section 1")
        // A later class registration for the identifier replaces the nib.
        table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "nibHeader")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nibHeader") is CountingHeaderView)
    }

    @Test func prefetchingAsksForTheRowsAheadNearestFirstAndCancelsBehind() throws {
        let delegate = HeaderAndPrefetchDelegate()
        let (_, table, _) = makeHostedTable([Array(0 ..< 1000)]) { table, _ in table.prefetchDataSource = delegate }
        TableKeepAlive.objects.append(delegate)
        // At rest at the top, the screenful below the visible rows (rows 20 ... 38) is asked for in order.
        let first = try #require(delegate.prefetches.first)
        #expect(first.first == IndexPath(row: 20, section: 0))
        #expect(first == first.sorted())
        #expect(!first.contains { table.cellForRow(at: $0) != nil })
        table.contentOffset = CGPoint(x: 0, y: 4400)
        table.layoutIfNeeded()
        let next = try #require(delegate.prefetches.last)
        let lastVisible = try #require(table.indexPathsForVisibleRows?.last)
        #expect(next.first.map { $0.row > lastVisible.row } == true)
        #expect(next.first.map { $0.row <= lastVisible.row + 2 } == true)
        // The rows asked for earlier, now far behind, are cancelled.
        #expect(delegate.cancels.joined().contains(IndexPath(row: 20, section: 0)) || delegate.cancels.joined().contains(IndexPath(row: 30, section: 0)))
        // Scrolling back up asks for the rows above, nearest (highest) first.
        table.contentOffset = CGPoint(x: 0, y: 2200)
        table.layoutIfNeeded()
        let upward = try #require(delegate.prefetches.last)
        #expect(upward == upward.sorted(by: >))
        #expect(upward.first.map { $0.row < 50 } == true)
    }

    @Test func tappingTheSectionIndexJumpsToTheTitlesSection() throws {
        let (host, table, _) = makeHostedTable(Array(repeating: Array(0 ..< 10), count: 26)) { _, model in
            model.indexTitles = (0 ..< 26).map { String(UnicodeScalar(UInt8(65 + $0))) }
            model.headerTitles = model.indexTitles!
        }
        let index = try #require(table.sectionIndexView)
        // The strip rides at the trailing edge of the visible area.
        #expect(index.frame.maxX <= 390 && index.frame.minX > 360)
        // Tap "K" (the eleventh title): section 10 comes to the top.
        let strip = index.convert(index.bounds, to: nil)
        let titleTop = strip.minY + ((strip.height - 26 * TableSectionIndexView.titleHeight) / 2).rounded()
        host.tap(at: CGPoint(x: strip.midX, y: titleTop + (10 + 0.5) * TableSectionIndexView.titleHeight))
        _ = host.runUntilIdle()
        // Section 10's header sits at the top of the visible area.
        let headerTop = table.rectForHeader(inSection: 10).minY
        #expect(abs(table.contentOffset.y + table.adjustedContentInset.top - headerTop) < 0.5)
        #expect(table.indexPathsForVisibleRows?.first?.section == 10)
        #expect(table.headerView(forSection: 10)?.textLabel?.text == "K")
    }
}
