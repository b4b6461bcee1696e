import Testing
import UIKitTesting
@testable import UIKit

/// Reference images of each style: titled sections, standard cells of every style, accessories, a
/// selected row and (inset-grouped) rounded cards. Recorded from this implementation after checking them
/// by eye against iOS's look; the comparison (4 per channel, no pixel beyond) catches any colour shift of
/// 10 or a missing glyph.
@MainActor
struct TableReferenceImageTests {
    final class StyleSource: UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["Default", "Value 1", "Subtitle"][section] }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "A footer under the value cells." : nil }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let style: UITableViewCell.CellStyle = [.default, .value1, .subtitle][indexPath.section]
            let identifier = "s\(indexPath.section)"
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
                ?? UITableViewCell(style: style, reuseIdentifier: identifier)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = [.none, .disclosureIndicator, .checkmark, .detailButton][indexPath.row]
            return cell
        }
    }

    private func snapshot(_ style: UITableView.Style) -> CGImage {
        let host = HeadlessHost(size: CGSize(width: 390, height: 700), scale: 1)
        let controller = UIViewController()
        let source = StyleSource()
        TableKeepAlive.objects.append(source)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: style)
        controller.view = table
        table.dataSource = source
        host.show(controller)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        _ = host.runUntilIdle()
        host.setNeedsFullRedraw()
        _ = host.renderFrame()
        return host.snapshot()
    }

    @Test func plainStyle() { ReferenceImage.expectMatch(snapshot(.plain), named: "table-plain") }

    @Test func groupedStyle() { ReferenceImage.expectMatch(snapshot(.grouped), named: "table-grouped") }

    @Test func insetGroupedStyle() { ReferenceImage.expectMatch(snapshot(.insetGrouped), named: "table-inset-grouped") }
}
