import Testing
import UIKitTesting
@testable import UIKit

/// Records the table delegate's callbacks in order.
@MainActor
final class TableRecordingDelegate: UITableViewDelegate {
    var events: [String] = []
    var shown = Set<IndexPath>()
    var displayErrors = 0
    var recordDisplay = false
    var redirectSelection: IndexPath?

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if !shown.insert(indexPath).inserted { displayErrors += 1 }
        if recordDisplay { events.append("willDisplay \(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if shown.remove(indexPath) == nil { displayErrors += 1 }
        if recordDisplay { events.append("didEndDisplaying \(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if recordDisplay { events.append("heightForRow \(indexPath.row)") }
        return 44
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.row)"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)"); return redirectSelection ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)"); return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { events.append("didEndEditing \(indexPath?.row ?? -1)") }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == 0 ? .insert : .delete
    }
}

@MainActor
struct TableReuseAndCallbackTests {
    @Test func aFlingThrough100000RowsKeepsOnlyTheVisibleCellsPlusFour() {
        let (host, table, model) = makeHostedTable([Array(0 ..< 100_000)])
        var maxVisible = table.visibleCells.count
        for _ in 0 ..< 15 {
            host.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100), duration: 0.05)
            for _ in 0 ..< 40 {
                host.advance(by: host.frameDuration)
                maxVisible = max(maxVisible, table.visibleCells.count)
                #expect(table.createdCellCount <= maxVisible + 4)
                #expect(visibleRowsMatch(table, model))
            }
        }
        #expect(table.contentOffset.y > 30_000)
        #expect(table.createdCellCount <= maxVisible + 4)
        #expect(table.indexPathsForVisibleRows ?? [] == table.indexPathsForRows(in: table.bounds) ?? [])
    }

    @Test func reuseIsLastInFirstOutAndPrepared() {
        let (host, table, _) = makeHostedTable([Array(0 ..< 1000)])
        table.contentOffset = CGPoint(x: 0, y: 3000)
        host.advance(by: host.frameDuration)
        let cells = table.visibleCells.compactMap { $0 as? ValueTableCell }
        #expect(cells.contains { $0.reuseCount > 0 })
        #expect(cells.allSatisfy { $0.reuseIdentifier == "cell" })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func reloadAndScrollCallbackOrder() {
        let delegate = TableRecordingDelegate()
        let (host, table, model) = makeHostedTable([Array(0 ..< 100)]) { table, _ in
            table.frame = CGRect(x: 0, y: 0, width: 390, height: 132)
        }
        table.delegate = delegate
        TableKeepAlive.objects.append(delegate)
        table.layoutIfNeeded()
        model.recording = true
        delegate.recordDisplay = true
        delegate.events = []
        model.events = []
        table.reloadData()
        #expect(delegate.events == ["didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2"].filter { delegate.events.contains($0) })
        delegate.events = []
        delegate.displayErrors = 0
        table.layoutIfNeeded()
        // Counts first, then per visible row: cellForRow → heightForRow → willDisplay.
        #expect(model.events == ["numberOfSections", "numberOfRows 0", "cellForRow 0.0", "cellForRow 0.1", "cellForRow 0.2"])
        #expect(delegate.events == ["heightForRow 0", "willDisplay 0", "heightForRow 1", "willDisplay 1", "heightForRow 2", "willDisplay 2"])
        // Scrolling asks no counts; only rows coming on screen are asked for.
        model.events = []
        delegate.events = []
        table.contentOffset = CGPoint(x: 0, y: 44)
        host.advance(by: host.frameDuration)
        #expect(model.events == ["cellForRow 0.3"])
        #expect(delegate.events == ["heightForRow 3", "willDisplay 3", "didEndDisplaying 0"])
        #expect(delegate.displayErrors == 0)
    }

    @Test func tapSelectionOrder() {
        let delegate = TableRecordingDelegate()
        let (host, table, _) = makeHostedTable([Array(0 ..< 30)])
        table.delegate = delegate
        TableKeepAlive.objects.append(delegate)
        host.tap(at: CGPoint(x: 100, y: 22))
        #expect(delegate.events == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0"])
        delegate.events = []
        host.tap(at: CGPoint(x: 100, y: 66 + 44))
        #expect(delegate.events == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "willDeselect 0", "didDeselect 0", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        // willSelect may redirect.
        delegate.events = []
        delegate.redirectSelection = IndexPath(row: 5, section: 0)
        host.tap(at: CGPoint(x: 100, y: 22))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        // selectRow/deselectRow do not call the delegate.
        delegate.events = []
        table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 7, section: 0), animated: false)
        #expect(delegate.events.isEmpty)
        // Multiple selection toggles.
        delegate.redirectSelection = nil
        table.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 100, y: 22))
        host.tap(at: CGPoint(x: 100, y: 66))
        #expect(Set(table.indexPathsForSelectedRows ?? []) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        delegate.events = []
        host.tap(at: CGPoint(x: 100, y: 22))
        #expect(delegate.events.suffix(2) == ["willDeselect 0", "didDeselect 0"])
    }

    @Test func editingShowsControlsAndCommits() {
        let delegate = TableRecordingDelegate()
        let (host, table, model) = makeHostedTable([Array(0 ..< 30)]) { _, model in model.movable = true }
        table.delegate = delegate
        TableKeepAlive.objects.append(delegate)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let insertCell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let deleteCell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(insertCell.isEditing && insertCell.editingStyle == .insert)
        #expect(deleteCell.editingStyle == .delete)
        #expect(deleteCell.showsReorderControl)
        deleteCell.layoutIfNeeded()
        #expect(deleteCell.contentView.frame.minX == UITableViewCell.editingControlWidth)
        #expect(deleteCell.reorderControlView != nil)
        // The green plus commits an insertion.
        host.tap(at: CGPoint(x: 20, y: 22))
        #expect(model.commits.map(\.0) == [.insert])
        // The red minus reveals the Delete confirmation; tapping it commits the deletion.
        host.tap(at: CGPoint(x: 20, y: 66))
        _ = host.runUntilIdle()
        #expect(deleteCell.showingDeleteConfirmation)
        #expect(delegate.events.contains("willBeginEditing 1"))
        host.tap(at: CGPoint(x: 360, y: 66))
        _ = host.runUntilIdle()
        #expect(model.commits.map(\.0) == [.insert, .delete])
        #expect(model.commits.last?.1 == IndexPath(row: 1, section: 0))
        table.setEditing(false, animated: false)
        #expect(!table.cellForRow(at: IndexPath(row: 1, section: 0))!.isEditing)
    }

    @Test func reorderingWithTheGripMovesTheRow() {
        let (host, table, model) = makeHostedTable([Array(0 ..< 30)]) { _, model in model.movable = true }
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        // Drag row 1 by its grip down past rows 2 and 3.
        host.touchDown(at: CGPoint(x: 370, y: 66))
        for step in 1 ... 10 { host.touchMove(to: CGPoint(x: 370, y: 66 + CGFloat(step) * 9)); host.advance(by: host.frameDuration) }
        host.touchUp()
        _ = host.runUntilIdle()
        #expect(model.moves.count == 1)
        #expect(model.moves.first?.0 == IndexPath(row: 1, section: 0))
        #expect(model.moves.first?.1 == IndexPath(row: 3, section: 0))
        #expect(model.sections[0].prefix(4) == [0, 2, 3, 1])
        #expect(visibleRowsMatch(table, model))
    }
}
