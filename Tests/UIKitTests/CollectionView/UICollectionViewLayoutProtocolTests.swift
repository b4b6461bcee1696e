import Testing
import UIKitTesting
@testable import UIKit

/// A hand-written layout: one column of 100-point rows, a decoration view behind every row, snapping to rows.
final class RowLayout: UICollectionViewLayout {
    var prepared = 0
    final class Stripe: UICollectionReusableView {}

    override init() {
        super.init()
        register(Stripe.self, forDecorationViewOfKind: "stripe")
    }

    override func prepare() { prepared += 1 }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        let first = max(0, Int(rect.minY / 100)), last = min(count - 1, Int(rect.maxY / 100))
        guard first <= last else { return [] }
        return (first ... last).flatMap { i -> [UICollectionViewLayoutAttributes] in
            let path = IndexPath(item: i, section: 0)
            let stripe = layoutAttributesForDecorationView(ofKind: "stripe", at: path)!
            return [layoutAttributesForItem(at: path)!, stripe]
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 10, y: CGFloat(indexPath.item) * 100 + 5, width: (collectionView?.bounds.width ?? 0) - 20, height: 90)
        attributes.zIndex = 1
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
        attributes.zIndex = -1
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

@MainActor
struct UICollectionViewLayoutProtocolTests {
    @Test func customLayoutPlacesCellsAndDecorations() {
        let layout = RowLayout()
        let (_, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 100)], layout: layout)
        #expect(collectionView.contentSize == CGSize(width: 390, height: 10_000))
        #expect(collectionView.indexPathsForVisibleItems.count == 9)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 10, y: 205, width: 370, height: 90))
        let stripes = collectionView.subviews.filter { $0 is RowLayout.Stripe && !$0.isHidden }
        #expect(stripes.count == 9)
        #expect(stripes.allSatisfy { $0.layer.zPosition == -1 })
        #expect(layout.prepared == 1)
    }

    @Test func flingsStopWhereTheLayoutSays() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 100)], layout: RowLayout())
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 420), duration: 0.1)
        _ = host.runUntilIdle()
        #expect(collectionView.contentOffset.y > 0)
        #expect(collectionView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    }

    @Test func changingTheLayoutMovesTheCells() {
        let (host, collectionView, dataSource) = makeHostedCollection(model: [Array(0 ..< 30)])
        let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
        var finished = false
        collectionView.setCollectionViewLayout(RowLayout(), animated: true) { finished = $0 }
        _ = host.runUntilIdle()
        #expect(finished)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(cell.frame == CGRect(x: 10, y: 305, width: 370, height: 90))
        #expect(visibleCellsMatch(collectionView, dataSource.model))
        collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.size == CGSize(width: 50, height: 50))
    }
}
