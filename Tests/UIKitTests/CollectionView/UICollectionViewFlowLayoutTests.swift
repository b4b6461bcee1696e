import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct UICollectionViewFlowLayoutTests {
    @Test func defaultsMatchUIKit() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        #expect(!layout.sectionFootersPinToVisibleBounds)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    }

    @Test func verticalGridJustifiesLines() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let (_, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 10)], layout: layout)
        // 370 points available: 3 items per line, 35 points between them.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 5, width: 100, height: 40))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 145, y: 5, width: 100, height: 40))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 280, y: 5, width: 100, height: 40))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 10, y: 55, width: 100, height: 40))
        // The last line holds one item: centred.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame == CGRect(x: 145, y: 155, width: 100, height: 40))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 200))
    }

    @Test func headersAndFootersSpanTheWidth() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 1, height: 30)
        layout.footerReferenceSize = CGSize(width: 1, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        let (_, collectionView, _) = makeHostedCollection(model: [[1, 2], [3]], layout: layout)
        let header1 = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: header 30, inset 10, one line 50, inset 10, footer 20 = 120.
        #expect(header1?.frame == CGRect(x: 0, y: 120, width: 390, height: 30))
        let footer0 = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == CGRect(x: 0, y: 100, width: 390, height: 20))
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) is TitleView)
        #expect(collectionView.contentSize.height == 240)
    }

    @Test func pinnedHeaderFollowsTheOffsetWithinItsSection() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 200), Array(0 ..< 200)], layout: layout)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        host.advance(by: host.frameDuration)
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 300)
    }

    @Test func horizontalColumnsFillTopToBottom() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let (_, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 100)], layout: layout,
                                                          frame: CGRect(x: 0, y: 0, width: 390, height: 110))
        // 110 points tall: two items per column, 10 apart; columns 60 apart.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 50 * 50 + 49 * 10, height: 110))
    }

    @Test func rectQueriesMatchABruteForceScanWithMixedSizes() {
        var random = SplitMix64(seed: 6)
        let sizes = (0 ..< 3).map { _ in (0 ..< 400).map { _ in CGSize(width: CGFloat(Int.random(in: 20 ... 200, using: &random)), height: CGFloat(Int.random(in: 10 ... 90, using: &random))) } }
        final class Sizes: UICollectionViewDelegateFlowLayout {
            let sizes: [[CGSize]]
            init(_ sizes: [[CGSize]]) { self.sizes = sizes }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                sizes[indexPath.section][indexPath.item]
            }
        }
        let delegate = Sizes(sizes)
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 25)
        let (_, collectionView, _) = makeHostedCollection(model: sizes.map { Array(0 ..< $0.count) }, layout: layout)
        collectionView.delegate = delegate
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        var all: [UICollectionViewLayoutAttributes] = []
        for s in 0 ..< 3 { for i in 0 ..< 400 { all.append(collectionView.layoutAttributesForItem(at: IndexPath(item: i, section: s))!) } }
        #expect(all[0].frame.size == sizes[0][0])
        for _ in 0 ..< 50 {
            let rect = CGRect(x: CGFloat(Int.random(in: 0 ... 300, using: &random)), y: CGFloat(Int.random(in: 0 ... 20000, using: &random)), width: 120, height: 700)
            let fast = Set((layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }.map(\.indexPath))
            // Strict overlap (touching edges do not count), as UIKit's CGRectIntersectsRect.
            let slow = Set(all.filter { $0.frame.maxX > rect.minX && $0.frame.minX < rect.maxX && $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY }.map(\.indexPath))
            #expect(fast == slow)
        }
        // No two items of a section overlap.
        let section0 = all.prefix(400)
        for (a, b) in zip(section0, section0.dropFirst()) { #expect(!a.frame.intersects(b.frame)) }
    }

    @Test func selfSizingCellsReplaceTheEstimate() {
        final class TallCell: UICollectionViewCell {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 370, height: 80) }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 370, height: 44)
        let host = HeadlessHost()
        let controller = CollectionHostController(layout: layout)
        let dataSource = ModelDataSource([Array(0 ..< 50)])
        controller.collectionView.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        final class TallSource: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath)
            }
        }
        _ = dataSource
        let source = TallSource()
        controller.collectionView.dataSource = source
        host.show(controller)
        controller.collectionView.layoutIfNeeded()
        let cv = controller.collectionView
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 0, width: 370, height: 80))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 90)
        // Every displayed cell is measured; off-screen items keep the estimate.
        for cell in cv.visibleCells { #expect(cell.frame.height == 80) }
        #expect(cv.contentSize.height > 50 * 44 + 490 && cv.contentSize.height < 50 * 80 + 490)
        let last = cv.layoutAttributesForItem(at: IndexPath(item: 49, section: 0))
        #expect(last?.frame.height == 44)
        // Measuring on the way can move the item again; UIKit also settles over a few passes.
        for _ in 0 ..< 4 {
            cv.scrollToItem(at: IndexPath(item: 49, section: 0), at: .bottom, animated: false)
            cv.layoutIfNeeded()
        }
        #expect(cv.cellForItem(at: IndexPath(item: 49, section: 0))?.frame.height == 80)
    }
}
