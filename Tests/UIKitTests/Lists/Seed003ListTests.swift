import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
@Suite("List seed 003")
struct Seed003ListTests {
    func showSeed() -> (HeadlessHost, Seed003ViewController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = Seed003ViewController()
        host.show(controller)
        _ = host.runUntilIdle()
        return (host, controller)
    }

    @Test("Seed 003: frames of the header rows and custom rows in a grouped list")
    func frames() throws {
        let (_, controller) = showSeed()
        let cv = try #require(controller.collectionView)
        #expect(cv.numberOfSections == 2)
        let kanto = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let tokyo = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? Seed003Cell)
        let chiba = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? Seed003Cell)
        let kyusyu = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        // Grouped: 35-pt gap above the section, full-width rows, custom rows at the 44-pt estimate.
        #expect(kanto.frame.minY == 35)
        #expect(kanto.frame.minX == 0 && kanto.frame.width == 390)
        #expect(kanto.frame.height > 30 && kanto.frame.height < 50)
        #expect(tokyo.frame == CGRect(x: 0, y: kanto.frame.maxY, width: 390, height: 44))
        #expect(chiba.frame == CGRect(x: 0, y: tokyo.frame.maxY, width: 390, height: 44))
        #expect(kyusyu.frame.minY == chiba.frame.maxY + 35)
    }

    @Test("Seed 003: texts — header rows use the grouped header style, custom rows show the title and a star")
    func texts() throws {
        let (_, controller) = showSeed()
        let cv = try #require(controller.collectionView)
        let kanto = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let content = try #require(kanto.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Kanto")
        #expect(content.textProperties.font == UIFont.systemFont(ofSize: 13))
        #expect(kanto.contentView is UIListContentView)
        var names: [String] = []
        for (s, count) in [(0, 3), (1, 3)] {
            for i in 1 ..< count {
                let cell = try #require(cv.cellForItem(at: IndexPath(item: i, section: s)) as? Seed003Cell)
                let view = try #require(cell.contentView as? Seed003View)
                names.append(view.nameLabel.text ?? "")
                #expect(view.starView.superview === view)
                #expect(view.frame.size == cell.bounds.size)
            }
        }
        #expect(names == ["Tokyo", "Chiba", "Fukuoka", "Miyazaki"])
    }

    @Test("Seed 003: reference image")
    func referenceImage() {
        let (host, _) = showSeed()
        ReferenceImage.expectMatch(host.snapshot(), named: "lists-seed003")
    }

    @Test("Seed 003: updateConfiguration(using:) runs once per cell on apply, not on layout passes")
    func updateCountsOnApply() throws {
        let (host, controller) = showSeed()
        let cv = try #require(controller.collectionView)
        let tokyo = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? Seed003Cell)
        #expect(tokyo.updates == 1)
        for _ in 0 ..< 5 {
            cv.setNeedsLayout()
            tokyo.setNeedsLayout()
            host.renderFrame()
        }
        #expect(tokyo.updates == 1)
        tokyo.setNeedsUpdateConfiguration()
        tokyo.setNeedsUpdateConfiguration()
        host.renderFrame()
        #expect(tokyo.updates == 2)
    }

    @Test("Seed 003: selection and highlight each update the configuration once with the new state")
    func updateCountsOnStateChange() throws {
        let (host, controller) = showSeed()
        let cv = try #require(controller.collectionView)
        let tokyo = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? Seed003Cell)
        tokyo.isHighlighted = true
        host.renderFrame()
        #expect(tokyo.updates == 2)
        #expect(tokyo.lastState?.isHighlighted == true)
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        host.renderFrame()
        #expect(tokyo.updates == 3)
        #expect(tokyo.lastState?.isSelected == true)
        host.renderFrame()
        #expect(tokyo.updates == 3)
    }
}
