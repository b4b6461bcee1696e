import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// `.groupPagingCentered`: group paging with leading and trailing content insets on the section's
/// embedded scroll view that centre each group, the first and the last included (UIKit's header comment
/// for the behaviour); `.groupPaging` rests groups at the section's leading inset.
@MainActor
@Suite("Orthogonal sections: centred group paging")
struct OrthogonalCenteringTests {
    private func show(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groups: Int = 6)
        -> (HeadlessHost, ListHostViewController, UICollectionViewCompositionalLayout) {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(300), heightDimension: .absolute(200)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
        let (host, c) = showList(layout, counts: [groups])
        return (host, c, layout)
    }

    private func frame(_ c: ListHostViewController, _ item: Int) -> CGRect? {
        c.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("The first group rests centred; flicks page one group, each centred; the last group rests centred")
    func centred() throws {
        let (host, c, layout) = show(.groupPagingCentered)
        let centredX: CGFloat = (390 - 300) / 2
        #expect(try #require(frame(c, 0)).minX == centredX)
        let scroller = try #require(layout.orthogonalScrollView(forSection: 0))
        #expect(scroller.contentInset.left == centredX - 16)
        #expect(scroller.contentInset.right == centredX - 16)
        for page in 1...5 {
            host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
            #expect(host.runUntilIdle())
            #expect(try #require(frame(c, page)).minX == centredX, "page \(page)")
        }
        // Past the last group it stays centred; back to the first, centred again.
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.1)
        #expect(host.runUntilIdle())
        #expect(try #require(frame(c, 5)).minX == centredX)
        for _ in 0..<8 {
            host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.1)
            #expect(host.runUntilIdle())
        }
        #expect(try #require(frame(c, 0)).minX == centredX)
    }

    @Test("Group paging without centring rests at the section's leading inset")
    func leading() throws {
        let (host, c, layout) = show(.groupPaging)
        #expect(try #require(frame(c, 0)).minX == 16)
        #expect(try #require(layout.orthogonalScrollView(forSection: 0)).contentInset == .zero)
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(host.runUntilIdle())
        #expect(try #require(frame(c, 1)).minX == 16)
    }
}
