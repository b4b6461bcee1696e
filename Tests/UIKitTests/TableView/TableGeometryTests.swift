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
