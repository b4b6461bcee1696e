import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct UICollectionViewSupplementaryTests {
    @Test func backgroundViewStaysBehindAndFillsTheBounds() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 500)])
        let background = UIView()
        collectionView.backgroundView = background
        collectionView.contentOffset = CGPoint(x: 0, y: 700)
        host.advance(by: host.frameDuration)
        #expect(background.frame == collectionView.bounds)
        #expect(collectionView.subviews.first === background)
    }

    @Test func pinnedFooterStaysAtTheBottomOfTheVisibleArea() {
        let layout = UICollectionViewFlowLayout()
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionFootersPinToVisibleBounds = true
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 300)], layout: layout)
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        host.advance(by: host.frameDuration)
        let footer = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.maxY == collectionView.bounds.maxY)
        #expect(footer?.layer.zPosition == 1024)
    }

    @Test func sectionInsetsCanBeMeasuredFromTheSafeArea() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInsetReference = .fromSafeArea
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let host = HeadlessHost(safeAreaInsets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        let controller = CollectionHostController(layout: layout)
        let dataSource = ModelDataSource([Array(0 ..< 10)])
        KeepAlive.objects.append(dataSource)
        controller.collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
        controller.collectionView.contentInsetAdjustmentBehavior = .never
        controller.collectionView.dataSource = dataSource
        host.show(controller)
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 25)
        layout.sectionInsetReference = .fromContentInset
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 5)
    }

    @Test func diffableSupplementaryProviderAndRegistration() {
        final class Header: UICollectionReusableView { var text = "" }
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let controller = CollectionHostController(layout: layout)
        let cells = UICollectionView.CellRegistration<ValueCell, Int> { cell, _, item in cell.value = item }
        let headers = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.text = "\(kind) \(indexPath.section)"
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: controller.collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([7, 8])
        snapshot.appendItems([1, 2], toSection: 7)
        snapshot.appendItems([3], toSection: 8)
        source.apply(snapshot)
        host.show(controller)
        controller.collectionView.layoutIfNeeded()
        let header = controller.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? Header
        #expect(header?.text == "UICollectionElementKindSectionHeader 1")
        #expect(header?.frame == CGRect(x: 0, y: 90, width: 390, height: 40))
        #expect((controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? ValueCell)?.value == 3)
    }
}
