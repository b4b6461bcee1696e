import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The pieces behind measured sizes following their items.
@MainActor
@Suite("Self-sizing bookkeeping")
struct SelfSizingBookkeepingTests {
    @Test("ExtentTable.reset empties the tree exactly, keeps its storage and grows when needed")
    func extentTableReset() {
        var table = ExtentTable(count: 100, stride: 10)
        _ = table.setDelta(5.3, at: 3)
        _ = table.setDelta(-2.1, at: 50)
        _ = table.setDelta(0.7, at: 99)
        table.reset(count: 60)
        #expect(table.capacity == 100)
        #expect(table.count == 60)
        #expect((0 ... 60).allSatisfy { table.position($0) == CGFloat($0) * 10 })
        _ = table.setDelta(4, at: 59)
        #expect(table.position(60) == 604)
        // Nodes past the old count were kept valid, so the table can grow within its capacity.
        table.reset(count: 100)
        _ = table.setDelta(1, at: 70)
        #expect(table.position(100) == 1_001)
        #expect(table.group(at: 705) == 70)
        #expect(table.group(at: 711) == 71)
        table.reset(count: 500)
        #expect(table.capacity >= 500)
        #expect(table.position(500) == 5_000)
    }

    @Test("BatchIndexMapper maps a reloaded item to its replacement's index path only when asked")
    func mapperKeepsReloaded() {
        let update = DiffableBatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)], insertedItems: [IndexPath(item: 5, section: 0)],
                                         reloadedItems: [IndexPath(item: 3, section: 0)])
        let mapper = BatchIndexMapper(update, oldSectionCount: 1, newSectionCount: 1)
        #expect(mapper.map(section: 0, item: 3) == nil)
        #expect(mapper.map(section: 0, item: 3, keepingReloaded: true) == IndexPath(item: 2, section: 0))
        #expect(mapper.map(section: 0, item: 0, keepingReloaded: true) == nil)
        #expect(mapper.map(section: 0) == 0)
    }

    /// The measurement is injected for an off-screen header (a shown header is measured by its view, which
    /// would replace a made-up size with its real one).
    @Test("a measured section header keeps its size when a section is inserted before it")
    func headerFollowsItsSection() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (host, controller) = showList(layout, counts: [3, 30, 3])
        let kind = UICollectionView.elementKindSectionHeader
        let cv = try #require(controller.collectionView)
        let original = try #require(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 2)))
        #expect(original.frame.minY > cv.bounds.maxY, "section 2's header is off screen")
        let preferred = original.clone()
        preferred.frame.size.height = original.frame.height + 40
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        host.runUntilIdle()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 2))?.frame.height == preferred.frame.height)
        var snapshot = controller.dataSource.snapshot()
        snapshot.insertSections([99], beforeSection: 0)
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        host.runUntilIdle()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 3))?.frame.height == preferred.frame.height)
        // The shown headers (the new section's among them) have their own fitting heights.
        for path in cv.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
            let view = try #require(cv.supplementaryView(forElementKind: kind, at: path))
            let attributes = try #require(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path))
            #expect(view.frame.height == view.preferredLayoutAttributesFitting(attributes.clone()).size.height)
        }
    }
}
