import Testing
import UIKitTesting
@testable import UIKit

/// Rows of `MarginLabelCell`s showing `texts`; the cells are kept so tests can change them in place.
@MainActor
private final class ChangingTextRows: UITableViewDataSource {
    var texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! MarginLabelCell
        cell.label.text = texts[indexPath.row]
        return cell
    }
}

@MainActor
struct TableSelfSizingInvalidationTests {
    private let longText = Array(repeating: "A line of text that wraps at phone width.", count: 4).joined(separator: " ")

    private func show(_ configure: (UITableView) -> Void = { _ in }) -> (HeadlessHost, UITableView, ChangingTextRows) {
        let rows = ChangingTextRows((0 ..< 40).map { "Row \($0)" })
        TableKeepAlive.objects.append(rows)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = TableHostController(style: .plain, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.tableView.register(MarginLabelCell.self, forCellReuseIdentifier: "text")
        configure(controller.tableView)
        controller.tableView.dataSource = rows
        host.show(controller)
        _ = host.runUntilIdle()
        return (host, controller.tableView, rows)
    }

    /// Changes row `row`'s label to `text` in place, the model too (so a reload would agree).
    private func change(_ table: UITableView, _ rows: ChangingTextRows, row: Int, to text: String) throws -> MarginLabelCell {
        rows.texts[row] = text
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? MarginLabelCell)
        cell.label.text = text
        return cell
    }

    @Test func theDefaultIsEnabledAsOnIOS16() {
        #expect(UITableView().selfSizingInvalidation == .enabled)
        #expect(UITableView.SelfSizingInvalidation.enabledIncludingConstraints.rawValue == 2)
        #expect(UITableView.SelfSizingInvalidation.disabled.rawValue == 0)
    }

    @Test func invalidatingACellsIntrinsicSizeResizesItsRowWithAnimation() throws {
        let (host, table, rows) = show()
        let path = IndexPath(row: 2, section: 0), next = IndexPath(row: 3, section: 0)
        let before = table.rectForRow(at: path)
        let nextBefore = table.rectForRow(at: next)
        let offset = table.contentOffset
        let contentHeight = table.contentSize.height
        let cell = try change(table, rows, row: 2, to: longText)
        cell.invalidateIntrinsicContentSize()
        host.advance(by: host.frameDuration)
        let after = table.rectForRow(at: path)
        #expect(after.height > before.height + 3 * UIFont.systemFont(ofSize: 17).lineHeight - 1)
        #expect(cell.frame == after)
        // The rows below move down by the growth, the offset stays, the content grows.
        let growth = after.height - before.height
        #expect(table.rectForRow(at: next).minY == nextBefore.minY + growth)
        #expect(table.contentOffset == offset)
        #expect(table.contentSize.height == contentHeight + growth)
        // Animated: halfway through, the next row is on its way down.
        let nextCell = try #require(table.cellForRow(at: next))
        #expect(nextCell.frame.minY == nextBefore.minY + growth)
        host.advance(by: 0.1)
        let shown = try #require(nextCell.layer.presentation()).frame.minY
        #expect(shown > nextBefore.minY + 1 && shown < nextBefore.minY + growth - 1)
        _ = host.runUntilIdle()
        #expect(try #require(nextCell.layer.presentation()).frame.minY == nextBefore.minY + growth)
    }

    @Test func theContentViewsInvalidationResizesToo() throws {
        let (host, table, rows) = show()
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let cell = try change(table, rows, row: 0, to: longText)
        cell.contentView.invalidateIntrinsicContentSize()
        host.advance(by: host.frameDuration)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > before + 20)
    }

    @Test func disabledKeepsTheHeightAndEnabledIgnoresConstraintChangesAlone() throws {
        let (host, table, rows) = show { $0.selfSizingInvalidation = .disabled }
        let before = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let cell = try change(table, rows, row: 1, to: longText)
        cell.invalidateIntrinsicContentSize()
        _ = host.runUntilIdle()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == before)

        // `.enabled`: a label's new text is an Auto Layout change inside the content view, which only
        // `.enabledIncludingConstraints` follows.
        let (host2, enabled, rows2) = show()
        _ = try change(enabled, rows2, row: 1, to: longText)
        _ = host2.runUntilIdle()
        #expect(enabled.rectForRow(at: IndexPath(row: 1, section: 0)).height == before)

        let (host3, including, rows3) = show { $0.selfSizingInvalidation = .enabledIncludingConstraints }
        _ = try change(including, rows3, row: 1, to: longText)
        _ = host3.runUntilIdle()
        #expect(including.rectForRow(at: IndexPath(row: 1, section: 0)).height > before + 20)
        // A constraint constant changing inside the content view resizes the row as well.
        let cell3 = try #require(including.cellForRow(at: IndexPath(row: 4, section: 0)) as? MarginLabelCell)
        let height4 = including.rectForRow(at: IndexPath(row: 4, section: 0)).height
        let top = try #require(cell3.contentView.constraints.first { $0.firstAttribute == .top && $0.firstItem === cell3.label })
        top.constant = 30
        _ = host3.runUntilIdle()
        #expect(abs(including.rectForRow(at: IndexPath(row: 4, section: 0)).height - (height4 + 30)) < 0.01)
    }

    @Test func aRowGrowingAboveTheVisibleAreaKeepsTheRowsOnScreenStill() throws {
        let (host, table, rows) = show()
        // Row 5's top is above the visible area, its bottom on screen.
        let row5 = table.rectForRow(at: IndexPath(row: 5, section: 0))
        table.contentOffset = CGPoint(x: 0, y: row5.midY)
        host.advance(by: host.frameDuration)
        let anchor = IndexPath(row: 8, section: 0)
        let screenY = table.rectForRow(at: anchor).minY - table.contentOffset.y
        let cell = try change(table, rows, row: 5, to: longText)
        cell.invalidateIntrinsicContentSize()
        host.advance(by: host.frameDuration)
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).height > row5.height + 20)
        #expect(abs(table.rectForRow(at: anchor).minY - table.contentOffset.y - screenY) < 0.01)
        let anchorCell = try #require(table.cellForRow(at: anchor))
        #expect(abs(anchorCell.frame.minY - table.contentOffset.y - screenY) < 0.01)
    }
}
