import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// Headers of orthogonally scrolling sections, as iOS lays out an App Store-style page:
/// - a boundary supplementary item's frame follows the section's content insets
///   (`supplementariesFollowContentInsets`, true by default), so its leading edge is the first group's, and
///   it stays put while the section's content scrolls sideways;
/// - a `UICollectionViewListCell` outside a list section has UIView's default 8-pt layout margins and
///   preserves the collection view's leading and trailing margins where they reach into it (UIKit's list
///   cells preserve their superview's margins on the left and right edges); it gets a list's 16/20-pt
///   margins only inside a list section;
/// - a `UIListContentConfiguration`'s horizontal margins are minimums against those cell margins
///   (`axesPreservingSuperviewLayoutMargins` = `.horizontal`), exact without preserved axes.
@MainActor
@Suite("Orthogonal section headers align with their content")
struct OrthogonalHeaderAlignmentTests {
    static let inset: CGFloat = 16

    private func show() -> (HeadlessHost, ListHostViewController, UICollectionViewCompositionalLayout) {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(120)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Self.inset, bottom: 20, trailing: Self.inset)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            return section
        }
        let (host, c) = showList(layout, counts: [10])
        return (host, c, layout)
    }

    private func header(_ c: ListHostViewController) throws -> UICollectionViewListCell {
        let view = c.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        return try #require(view as? UICollectionViewListCell)
    }

    /// The leading edge of the header's text in collection-view coordinates, after `configure` ran on its
    /// prominent header configuration.
    private func textLeading(_ c: ListHostViewController, _ configure: (inout UIListContentConfiguration) -> Void) throws -> CGFloat {
        let header = try header(c)
        var content = UIListContentConfiguration.prominentInsetGroupedHeader()
        content.text = "Featured"
        configure(&content)
        header.contentConfiguration = content
        header.layoutIfNeeded()
        header.contentView.layoutIfNeeded()
        let guide = try #require((header.contentView as? UIListContentView)?.textLayoutGuide)
        return header.contentView.convert(guide.layoutFrame, to: c.collectionView).minX
    }

    @Test("The header's frame starts at the section's leading inset, the first group's leading edge")
    func headerFrameFollowsInsets() throws {
        let (_, c, _) = show()
        let first = try #require(c.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let header = try header(c)
        #expect(header.frame.minX == Self.inset)
        #expect(header.frame.width == 390 - 2 * Self.inset)
        #expect(first.convert(first.bounds, to: c.collectionView).minX == Self.inset)
    }

    @Test("The header stays put while the section scrolls sideways")
    func headerDoesNotScrollWithTheSection() throws {
        let (host, c, layout) = show()
        let before = try header(c).convert(try header(c).bounds, to: c.collectionView)
        host.drag(from: CGPoint(x: 300, y: 44 + 60), to: CGPoint(x: 100, y: 44 + 60), duration: 0.2)
        host.runUntilIdle()
        #expect(try #require(layout.orthogonalScrollView(forSection: 0)).contentOffset.x > 100)
        #expect(try header(c).convert(try header(c).bounds, to: c.collectionView) == before)
    }

    @Test("A list cell outside a list section has UIView's 8-pt margins, not a list's 16")
    func listCellMarginsOutsideAList() throws {
        let (_, c, _) = show()
        let header = try header(c)
        #expect(header.directionalLayoutMargins.leading == 8)
        #expect(header.directionalLayoutMargins.trailing == 8)
    }

    @Test("It takes the collection view's leading and trailing margins where they reach into it")
    func listCellPreservesTheCollectionViewsHorizontalMargins() throws {
        let (_, c, _) = show()
        c.collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 40, bottom: 30, trailing: 20)
        let header = try header(c)
        header.setNeedsLayout()
        header.layoutIfNeeded()
        #expect(header.directionalLayoutMargins.leading == 40 - Self.inset)   // 24 reach past the header's edge
        #expect(header.directionalLayoutMargins.trailing == 8)                // 20 − 16 = 4 < 8
        #expect(header.directionalLayoutMargins.top == 8)                     // vertical margins are its own
    }

    @Test("A header configuration with leading 0 and no preserved axes puts the text at the first group's edge")
    func exactMarginsAlignTheText() throws {
        let (_, c, _) = show()
        let leading = try textLeading(c) { content in
            content.directionalLayoutMargins.leading = 0
            content.axesPreservingSuperviewLayoutMargins = []
        }
        #expect(leading == Self.inset)
    }

    @Test("With the default preserved horizontal axis the text sits at the cell's 8-pt margin inside the header")
    func minimumMarginsTakeTheCellsMargin() throws {
        let (_, c, _) = show()
        let leading = try textLeading(c) { content in content.directionalLayoutMargins.leading = 0 }
        #expect(leading == Self.inset + 8)
    }
}
