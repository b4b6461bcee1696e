import Testing
import Foundation
@testable import UIKit

@MainActor
@Suite("Compositional layout engine")
struct CompositionalEngineTests {
    func engine(_ sections: [NSCollectionLayoutSection], counts: [Int], width: CGFloat = 400,
                configuration: UICollectionViewCompositionalLayoutConfiguration = .init()) -> CompositionalLayoutEngine {
        let e = CompositionalLayoutEngine()
        let env = CompositionalLayoutEnvironment(contentSize: CGSize(width: width, height: 800), insets: .zero)
        e.prepare(sectionProvider: { i, _ in sections[min(i, sections.count - 1)] }, itemCounts: counts,
                  configuration: configuration, environment: env)
        return e
    }

    func grid(columns: Int, height: CGFloat, spacing: CGFloat = 0) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitem: item, count: columns)
        group.interItemSpacing = .fixed(spacing)
        return NSCollectionLayoutSection(group: group)
    }

    @Test("count groups divide the width; groups stack with interGroupSpacing; sections with interSectionSpacing")
    func countGroups() {
        let s = grid(columns: 3, height: 100, spacing: 5)
        s.interGroupSpacing = 10
        s.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 7
        let e = engine([s], counts: [7, 2], configuration: configuration)
        #expect(e.itemFrame(0, 0) == CGRect(x: 0, y: 20, width: 130, height: 100))
        #expect(e.itemFrame(0, 1) == CGRect(x: 135, y: 20, width: 130, height: 100))
        #expect(e.itemFrame(0, 3) == CGRect(x: 0, y: 130, width: 130, height: 100))
        #expect(e.itemFrame(0, 6)?.minY == 240)
        #expect(e.itemFrame(1, 0)?.minY == CGFloat(20 + 320 + 20 + 7 + 20))
        #expect(e.contentSize.height == CGFloat(360 + 7 + 140))
    }

    @Test("Repeating subitems repeat in order while they fit; nested vertical groups; item content insets")
    func nested() {
        let big = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        big.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                                      subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                       subitems: [big, column])
        let e = engine([NSCollectionLayoutSection(group: group)], counts: [10])
        #expect(e.records[0].perGroup == 3)
        #expect(e.itemFrame(0, 0) == CGRect(x: 2, y: 2, width: 196, height: 196))
        #expect(e.itemFrame(0, 1) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(e.itemFrame(0, 2) == CGRect(x: 200, y: 100, width: 100, height: 100))
        #expect(e.itemFrame(0, 3) == CGRect(x: 2, y: 202, width: 196, height: 196))
        #expect(e.itemFrame(0, 5) == CGRect(x: 200, y: 300, width: 100, height: 100))
    }

    @Test("Custom groups place items where the provider says")
    func custom() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 60, width: 50, height: 50), zIndex: 3)]
        }
        let e = engine([NSCollectionLayoutSection(group: group)], counts: [3])
        #expect(e.itemFrame(0, 1) == CGRect(x: 100, y: 60, width: 50, height: 50))
        #expect(e.itemFrame(0, 2) == CGRect(x: 10, y: 130, width: 50, height: 50))
        #expect(!group.visualDescription().isEmpty)
    }

    @Test("Rect queries return exactly the intersecting elements; a million fixed rows cost what is shown")
    func rectQueries() {
        let s = grid(columns: 1, height: 44)
        let e = engine([s], counts: [1_000_000])
        let rect = CGRect(x: 0, y: 22_000_000, width: 400, height: 844)
        let found = e.elements(in: rect, visible: rect).filter { $0.category == .cell }.map(\.indexPath.item)
        #expect(found.first == 500_000)
        #expect(found.count == 20)
        #expect(e.workCount == 20)
        #expect(e.contentSize.height == 44_000_000)
    }

    @Test("Boundary items: header before content insets, footer after, decoration covers the section")
    func boundaries() {
        let s = grid(columns: 1, height: 50)
        s.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                                 elementKind: "h", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                                                 elementKind: "f", alignment: .bottom)
        s.boundarySupplementaryItems = [header, footer]
        s.decorationItems = [.background(elementKind: "bg")]
        let e = engine([s], counts: [2])
        let all = e.elements(in: CGRect(x: 0, y: 0, width: 400, height: 1000), visible: nil)
        #expect(all.first { $0.kind == "h" }?.frame == CGRect(x: 16, y: 0, width: 368, height: 30))
        #expect(e.itemFrame(0, 0) == CGRect(x: 16, y: 40, width: 368, height: 50))
        #expect(all.first { $0.kind == "f" }?.frame == CGRect(x: 16, y: 150, width: 368, height: 20))
        #expect(all.first { $0.kind == "bg" }?.frame == CGRect(x: 0, y: 0, width: 400, height: 170))
        #expect(all.first { $0.category == .cell }?.zIndex == 1)
    }

    @Test("Self-sizing: measured groups shift later groups; queries find groups by offset in O(log n)")
    func selfSizing() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                       subitems: [item])
        let e = engine([NSCollectionLayoutSection(group: group)], counts: [1_000])
        #expect(e.itemFrame(0, 0) == CGRect(x: 5, y: 0, width: 390, height: 44))
        #expect(e.setMeasuredItemSize(CGSize(width: 390, height: 100), section: 0, item: 10) == 56)
        #expect(e.itemFrame(0, 10)?.height == 100)
        #expect(e.itemFrame(0, 11)?.minY == CGFloat(11 * 44 + 56))
        #expect(e.contentSize.height == CGFloat(1_000 * 44 + 56))
        let found = e.elements(in: CGRect(x: 0, y: 11 * 44 + 60, width: 400, height: 10), visible: nil).map(\.indexPath.item)
        #expect(found == [11])
        var table = ExtentTable(count: 100, stride: 10)
        _ = table.setDelta(5, at: 3)
        #expect(table.position(4) == 45)
        #expect(table.group(at: 44) == 3)
        #expect(table.group(at: 45) == 4)
    }
}
