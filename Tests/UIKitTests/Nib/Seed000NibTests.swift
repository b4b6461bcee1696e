import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
@Suite("Nib: seed 000's CustomCollectionView.xib, verbatim")
struct Seed000NibTests {
    func show() -> (HeadlessHost, Seed000NibViewController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = Seed000NibViewController()
        host.show(controller)
        _ = host.runUntilIdle()
        return (host, controller)
    }

    @Test("the XIB's root view is a CustomCollectionView made with init(coder:), its outlet set on the owner")
    func hierarchy() throws {
        let (_, controller) = show()
        let owner = try #require(controller.collectionView)
        let loaded = try #require(owner.view as? CustomCollectionView)
        #expect(loaded !== owner)
        #expect(loaded.superview === owner)
        #expect(loaded.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(loaded.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let collection = try #require(owner.collection)
        #expect(collection.superview === loaded)
        #expect(loaded.collection == nil)   // the outlet belongs to the File's Owner
        #expect(collection.translatesAutoresizingMaskIntoConstraints == false)
        #expect(collection.backgroundColor == UIColor(white: 1, alpha: 1))
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
    }

    @Test("constraints to the view and its safe area give the frame Xcode's canvas shows, at any size")
    func constraintsGiveTheCanvasFrame() throws {
        let (host, controller) = show()
        let collection = try #require(controller.collectionView.collection)
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        _ = host.runUntilIdle()
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        let constraints = collection.superview!.constraints.filter { $0.firstItem === collection || $0.secondItem === collection }
        #expect(constraints.count == 4)
    }

    @Test("cells come from the registered CustomCollectionViewCell nib, with their outlets and runtime attributes")
    func cellsFromTheCellNib() throws {
        let (_, controller) = show()
        let collection = try #require(controller.collectionView.collection)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CustomCollectionViewCell)
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? CustomCollectionViewCell)
        #expect(first.titleLabel.text == "HorizontalCollectionView")
        #expect(second.titleLabel.text == "VerticalCollectionView")
        #expect(first.reuseIdentifier == "CustomCollectionViewCell")
        #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(second.frame.minX == 300)   // the seed's line spacing is 0
        #expect(first.titleLabel.superview === first.contentView)
        #expect(first.titleLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(first.titleLabel.textAlignment == .center)
        #expect(first.contentView.layer.cornerRadius == 12)
        #expect(first.contentView.layer.borderWidth == 1)
        #expect(first.titleLabel.frame == CGRect(x: 12, y: 12, width: 276, height: 176))
    }

    @Test("scrolling reaches the view controller through the custom delegate")
    func scrollingReachesTheController() throws {
        let (host, controller) = show()
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100))
        _ = host.runUntilIdle()
        #expect(!controller.scrolls.isEmpty)
        #expect((controller.scrolls.max() ?? 0) > 0)
    }

    @Test("picture: two cards from the cell nib")
    func picture() throws {
        let (host, _) = show()
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("nib-seed000.png")
        try host.writePNG(to: url)
        let image = host.snapshot()
        #expect(image.width == 390)
    }
}
