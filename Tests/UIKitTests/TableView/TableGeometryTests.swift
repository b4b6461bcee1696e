import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct TableGeometryTests {
    @Test func plainRowsAre44PointsTallAndFillTheWidth() {
        let (_, table, _) = makeHostedTable([Array(0 ..< 100)])
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 440, width: 390, height: 44))
        #expect(table.contentSize == CGSize(width: 390, height: 4400))
        // 844 / 44 = 19.2: rows 0 ... 19 are on screen.
        #expect(table.indexPathsForVisibleRows == (0 ... 19).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 20)
        #expect(table.backgroundColor == .systemBackground)
    }

    @Test func queriesAgree() {
        let (_, table, _) = makeHostedTable([Array(0 ..< 30), Array(0 ..< 5), [], Array(0 ..< 40)]) { table, _ in
            table.rowHeight = 50
        }
        #expect(table.numberOfSections == 4)
        #expect(table.numberOfRows(inSection: 3) == 40)
        #expect(table.numberOfRows(inSection: 9) == 0)
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 1500, width: 390, height: 250))
        #expect(table.rect(forSection: 2).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 3)) == CGRect(x: 0, y: 1750, width: 390, height: 50))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1760)) == IndexPath(row: 0, section: 3))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1749)) == IndexPath(row: 4, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 99_999)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 1440, width: 10, height: 100))
                == [IndexPath(row: 28, section: 0), IndexPath(row: 29, section: 0), IndexPath(row: 0, section: 1)])
        for cell in table.visibleCells {
            let path = table.indexPath(for: cell)!
            #expect(table.cellForRow(at: path) === cell)
            #expect(cell.frame == table.rectForRow(at: path))
        }
    }

    @Test func groupedStylesSpaceAndInsetTheirSections() {
        let (_, grouped, _) = makeHostedTable([Array(0 ..< 3), Array(0 ..< 3)], style: .grouped)
        #expect(grouped.backgroundColor == .systemGroupedBackground)
        // No titles: each section leaves the 35-pt grouped gap above its rows.
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        #expect(abs(grouped.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (35 + 132 + 35)) < 0.001)
        let (_, inset, _) = makeHostedTable([Array(0 ..< 3)], style: .insetGrouped)
        let first = inset.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first == CGRect(x: 16, y: 35, width: 358, height: 44))
        let firstCell = inset.cellForRow(at: IndexPath(row: 0, section: 0))!
        let middleCell = inset.cellForRow(at: IndexPath(row: 1, section: 0))!
        inset.layoutIfNeeded()
        firstCell.layoutIfNeeded()
        middleCell.layoutIfNeeded()
        #expect(firstCell.layer.cornerRadius == 10)
        #expect(firstCell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middleCell.layer.cornerRadius == 0)
    }

    @Test func plainHeadersFloatAndGetTopPadding() {
        let (host, table, _) = makeHostedTable([Array(0 ..< 30), Array(0 ..< 30)]) { _, model in
            model.headerTitles = ["A", "B"]
        }
        let header = table.rectForHeader(inSection: 0)
        #expect(header.minY == 22)
        #expect(header.height > 20)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.maxY)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        table.contentOffset = CGPoint(x: 0, y: 500)
        host.advance(by: host.frameDuration)
        // The header stays pinned to the top while its section is on screen.
        #expect(table.headerView(forSection: 0)?.frame.minY == 500)
        #expect(table.rectForHeader(inSection: 0).minY == 22)
        table.sectionHeaderTopPadding = 0
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 0)
    }
}

/// Varied heights from the delegate: rows are measured as they appear and later sections follow.
@MainActor
final class VariedHeights: UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(30 + (indexPath.row * 7 + indexPath.section * 13) % 41)
    }
}

@MainActor
struct TableMeasuredGeometryTests {
    @Test func measuredRowsMoveTheSectionsAfterThem() {
        let delegate = VariedHeights()
        TableKeepAlive.objects.append(delegate)
        let (host, table, model) = makeHostedTable([Array(0 ..< 8), Array(0 ..< 8), Array(0 ..< 300)], style: .grouped) { table, model in
            table.delegate = delegate
            model.headerTitles = ["One", "Two", "Three"]
        }
        var random = SplitMix64(seed: 7)
        for _ in 0 ..< 60 {
            let y = CGFloat(Int.random(in: 0 ... Int(max(1, table.contentSize.height - 844)), using: &random))
            table.contentOffset = CGPoint(x: 0, y: y)
            host.advance(by: host.frameDuration)
            // Every visible row: its measured height, right below the previous row or its header.
            for path in table.indexPathsForVisibleRows ?? [] {
                let rect = table.rectForRow(at: path)
                #expect(rect.height == delegate.tableView(table, heightForRowAt: path))
                let above = path.row > 0 ? table.rectForRow(at: IndexPath(row: path.row - 1, section: path.section)).maxY
                    : table.rectForHeader(inSection: path.section).maxY
                #expect(abs(rect.minY - above) < 0.001)
                #expect(table.cellForRow(at: path)?.frame == rect)
            }
            for s in 1 ..< 3 {
                #expect(abs(table.rect(forSection: s).minY - table.rect(forSection: s - 1).maxY) < 0.001)
            }
            #expect(visibleRowsMatch(table, model))
        }
    }

    @Test func standardCellStylesLayOutWithListMetrics() {
        let width: CGFloat = 390
        func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.layoutIfNeeded()
            return cell
        }
        let plain = cell(.default)
        #expect(plain.detailTextLabel == nil)
        #expect(plain.textLabel?.frame.minX == 16)
        #expect(plain.textLabel?.font == .systemFont(ofSize: 17))
        #expect(plain.sizeThatFits(CGSize(width: width, height: 0)).height == 44)
        let value1 = cell(.value1)
        #expect(value1.detailTextLabel?.frame.maxX == width - 16)
        #expect(value1.detailTextLabel?.textColor == .secondaryLabel)
        #expect(value1.textLabel!.frame.midY == value1.detailTextLabel!.frame.midY)
        let subtitle = cell(.subtitle)
        #expect(subtitle.detailTextLabel!.frame.minY == subtitle.textLabel!.frame.maxY + 3)
        #expect(subtitle.detailTextLabel?.font == .systemFont(ofSize: 15))
        let value2 = cell(.value2)
        #expect(value2.textLabel?.textAlignment == .right)
        #expect(value2.detailTextLabel!.frame.minX == 16 + UITableViewCell.value2ColumnWidth + 6)
        // Accessories sit at the trailing margin and shorten the content view.
        let disclosure = cell(.value1)
        disclosure.accessoryType = .disclosureIndicator
        disclosure.layoutIfNeeded()
        let chevron = disclosure.accessoryStandardView!
        #expect(abs(chevron.frame.maxX - (width - 16)) < 0.001)
        #expect(abs(disclosure.contentView.frame.maxX - (chevron.frame.minX - 6)) < 0.001)
        #expect(disclosure.detailTextLabel!.frame.maxX <= disclosure.contentView.bounds.width)
        // An image moves the text by its width plus 16, and the separator with it.
        let imaged = cell(.default)
        imaged.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
        imaged.layoutIfNeeded()
        #expect(abs((imaged.textLabel?.frame.minX ?? 0) - 61) < 0.001)
        #expect(abs(imaged.separatorInset.left - 61) < 0.001)
        // Indentation.
        let indented = cell(.default)
        indented.indentationLevel = 2
        indented.layoutIfNeeded()
        #expect(abs((indented.textLabel?.frame.minX ?? 0) - 36) < 0.001)
    }

    @Test func separatorsFollowStyleAndInsets() {
        let (_, table, _) = makeHostedTable([Array(0 ..< 5)])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        cell.layoutIfNeeded()
        #expect(!cell.separatorViews.bottom.isHidden)
        #expect(cell.separatorViews.bottom.frame == CGRect(x: 16, y: 43.5, width: 374, height: 0.5))
        #expect(cell.separatorViews.bottom.backgroundColor == .separator)
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        cell.layoutIfNeeded()
        #expect(cell.separatorViews.bottom.frame.minX == 40)
        #expect(abs(cell.separatorViews.bottom.frame.width - 340) < 0.001)
        table.separatorInsetReference = .fromAutomaticInsets
        cell.layoutIfNeeded()
        #expect(cell.separatorViews.bottom.frame.minX == 56)
        table.separatorStyle = .none
        cell.layoutIfNeeded()
        #expect(cell.separatorViews.bottom.isHidden)
        let (_, grouped, _) = makeHostedTable([Array(0 ..< 3)], style: .grouped)
        let first = grouped.cellForRow(at: IndexPath(row: 0, section: 0))!, last = grouped.cellForRow(at: IndexPath(row: 2, section: 0))!
        first.layoutIfNeeded(); last.layoutIfNeeded()
        #expect(!first.separatorViews.top.isHidden && first.separatorViews.top.frame.minX == 0)
        #expect(last.separatorViews.bottom.frame.minX == 0)
        let (_, inset, _) = makeHostedTable([Array(0 ..< 3)], style: .insetGrouped)
        let insetLast = inset.cellForRow(at: IndexPath(row: 2, section: 0))!
        insetLast.layoutIfNeeded()
        #expect(insetLast.separatorViews.bottom.isHidden)
    }
}
