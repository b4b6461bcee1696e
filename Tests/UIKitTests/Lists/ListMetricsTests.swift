import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
@Suite("List metrics and states")
struct ListMetricsTests {
    func cell(_ c: ListHostViewController, _ item: Int, _ section: Int = 0) throws -> UICollectionViewListCell {
        try #require(c.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
    }

    @Test("Plain: edge-to-edge 44-pt rows from the top, text at 16, separators between rows")
    func plain() throws {
        let (_, c) = showList(.list(using: .init(appearance: .plain)), counts: [5])
        let first = try cell(c, 0), second = try cell(c, 1)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(second.frame.minY == 44)
        let text = try #require((first.contentView as? UIListContentView)?.textLayoutGuide)
        #expect(first.contentView.frame.minX + text.layoutFrame.minX == 16)
        #expect(first.separatorLayoutGuide.layoutFrame.minX == 16)
        #expect(c.collectionView.backgroundColor == UIColor.systemBackground)
        #expect(first.configurationStorage.backgroundView?.backgroundColor == UIColor.systemBackground)
    }

    @Test("Grouped: 35-pt top gap, full-width rows on the grouped background")
    func grouped() throws {
        let (_, c) = showList(.list(using: .init(appearance: .grouped)), counts: [3, 3])
        let first = try cell(c, 0)
        #expect(first.frame == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(try cell(c, 0, 1).frame.minY == 35 + 3 * 44 + 35)
        #expect(c.collectionView.backgroundColor == UIColor.systemGroupedBackground)
        #expect(first.configurationStorage.backgroundView?.backgroundColor == UIColor.secondarySystemGroupedBackground)
    }

    @Test("Inset grouped: rows inset by the 16-pt list margin at 390 wide, 20 at 430; radius 10 on the ends")
    func insetGrouped() throws {
        let (_, c) = showList(.list(using: .init(appearance: .insetGrouped)), counts: [3])
        #expect(try cell(c, 0).frame == CGRect(x: 16, y: 35, width: 358, height: 44))
        let top = try #require(try cell(c, 0).configurationStorage.backgroundView)
        let middle = try #require(try cell(c, 1).configurationStorage.backgroundView)
        #expect(top.layer.cornerRadius == 10)
        #expect(top.layer.cornerCurve == .continuous)
        #expect(top.layer.maskedCorners == CACornerMask([.layerMinXMinYCorner, .layerMaxXMinYCorner]))
        #expect(middle.layer.cornerRadius == 0)
        let (_, wide) = showList(.list(using: .init(appearance: .insetGrouped)), counts: [3], width: 430)
        #expect(try cell(wide, 0).frame == CGRect(x: 20, y: 35, width: 390, height: 44))
    }

    @Test("Sidebar: rows inset 10 on each side, clear background")
    func sidebar() throws {
        let (_, c) = showList(.list(using: .init(appearance: .sidebar)), counts: [3])
        let first = try cell(c, 0)
        #expect(first.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(first.configurationStorage.backgroundView?.backgroundColor == .clear)
        #expect(first.defaultContentConfiguration().style == UIListContentConfiguration.Style.sidebarCell)
    }

    @Test("Supplementary headers in plain lists are pinned while their section scrolls")
    func pinnedHeaders() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (host, c) = showList(layout, counts: [40, 40])
        c.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        host.renderFrame()
        let header = try #require(layout.layoutAttributesForElements(in: c.collectionView.bounds)?.first {
            $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == 0 })
        #expect(header.frame.minY == 300)
    }

    @Test("Highlight and selection change the state and the background (systemGray4)")
    func selectionBackground() throws {
        let (host, c) = showList(.list(using: .init(appearance: .insetGrouped)), counts: [3])
        let first = try cell(c, 0)
        first.isHighlighted = true
        host.renderFrame()
        #expect(first.configurationState.isHighlighted)
        #expect(first.configurationStorage.backgroundView?.backgroundColor == UIColor.systemGray4)
        first.isHighlighted = false
        host.renderFrame()
        #expect(first.configurationStorage.backgroundView?.backgroundColor == UIColor.secondarySystemGroupedBackground)
        c.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        host.renderFrame()
        #expect(first.configurationState.isSelected)
        #expect(first.configurationStorage.backgroundView?.backgroundColor == UIColor.systemGray4)
    }

    @Test("Sidebar selection paints the tint and turns the text white")
    func sidebarSelection() throws {
        let (host, c) = showList(.list(using: .init(appearance: .sidebar)), counts: [3])
        c.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        host.renderFrame()
        let selected = try cell(c, 1)
        #expect(selected.configurationStorage.backgroundView?.backgroundColor == UIColor.tintColor)
        let content = try #require(selected.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.color == UIColor.white)
    }

    @Test("Tapping a row highlights then selects it through the collection view")
    func tapSelects() throws {
        let (host, c) = showList(.list(using: .init(appearance: .plain)), counts: [3])
        host.tap(at: CGPoint(x: 100, y: 66))
        host.renderFrame()
        #expect(c.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(try cell(c, 1).configurationState.isSelected)
    }
}
