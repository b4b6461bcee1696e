import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
@Suite("Nib: storyboards — scenes, lazy views, segues, seeds 003 and 004")
struct StoryboardTests {
    @Test("seed 004: Main.storyboard's outlets reach the seed's ViewController, which tracks drags as the code port does")
    func seed004() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController() as? ViewController)
        #expect(controller.storyboard === storyboard)
        #expect(!controller.isViewLoaded)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.show(controller)
        _ = host.runUntilIdle()
        // The frames the code port (Gallery's Seed004SceneViewController, Seed004Tests) builds in code.
        #expect(controller.myCustomControl.frame == CGRect(x: 20, y: 150, width: 350, height: 240))
        #expect(controller.trackingBeganLabel.frame == CGRect(x: 24, y: 420, width: 342, height: 28))
        #expect(controller.xLabel.frame == CGRect(x: 24, y: 456, width: 342, height: 28))
        #expect(controller.trackingBeganLabel.text == "Not tracking yet")
        #expect(controller.myCustomControl.layer.cornerRadius == 16 && controller.myCustomControl.layer.borderWidth == 2)
        host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 150, y: 260))
        _ = host.runUntilIdle()
        #expect(controller.trackingBeganLabel.text == "Tracking began")
        #expect(controller.xLabel.text == "x: 130.0")
        #expect(controller.yLabel.text == "y: 110.0")
        #expect(controller.trackingEndedLabel.text == "Tracking ended")
    }

    @Test("seed 003: the storyboard's collection view outlet and the content-view XIB give the code port's list")
    func seed003() throws {
        let storyboard = UIStoryboard(name: "SimpleCustomCell", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController() as? SimpleCustomCellViewController)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        host.show(controller)
        _ = host.runUntilIdle()
        let port = Seed003ViewController()
        let portHost = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        portHost.show(port)
        _ = portHost.runUntilIdle()

        let cv = try #require(controller.collectionView)
        #expect(cv.frame == controller.view.bounds)
        #expect(cv.numberOfSections == 2)
        var names: [String] = []
        for (s, count) in [(0, 3), (1, 3)] {
            for i in 0 ..< count {
                let path = IndexPath(item: i, section: s)
                let ours = try #require(cv.cellForItem(at: path))
                let theirs = try #require(port.collectionView.cellForItem(at: path))
                #expect(ours.frame == theirs.frame, "\(path)")
                if i > 0 {
                    let view = try #require(ours.contentView as? SimpleCustomCellView)
                    names.append(view.nameLabel.text ?? "")
                    #expect(view.nameLabel.font == UIFont.systemFont(ofSize: 17))
                    #expect(view.subviews.count == 1)   // the XIB's root view
                }
            }
        }
        #expect(names == ["Tokyo", "Chiba", "Fukuoka", "Miyazaki"])
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("nib-seed003.png")
        try host.writePNG(to: url)
    }

    @Test("instantiateViewController(withIdentifier:) and the creator forms make the scene's class")
    func identifiers() throws {
        let storyboard = UIStoryboard(name: "Flow", bundle: nil)
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "List") as? FlowListViewController)
        #expect(list.title == "List")
        var coderSawText: String?
        let detail: FlowDetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            coderSawText = coder.decodeObject(forKey: "storyboardIdentifier") as? String
            return FlowDetailViewController(coder: coder)
        }
        #expect(coderSawText == "Detail")
        #expect(detail.label == nil)   // outlets into the view are set when the view loads, as on iOS
        detail.loadViewIfNeeded()
        #expect(detail.label.text == "Detail")
        let table = try #require(storyboard.instantiateViewController(withIdentifier: "Table") as? FlowTableViewController)
        #expect(table.tableView.style == .insetGrouped)
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.show(table)
        _ = host.runUntilIdle()
        let cell = try #require(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.reuseIdentifier == "Row" && cell.accessoryType == .disclosureIndicator)
        #expect(cell.textLabel?.text == "Row 1")
    }

    @Test("embed segues add the destination as a child filling the container, after prepare(for:sender:)")
    func embed() throws {
        let list = try #require(UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "List") as? FlowListViewController)
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.show(list)
        _ = host.runUntilIdle()
        #expect(list.prepared.map(\.identifier) == ["embedBadge"])
        let badge = try #require(list.children.first as? FlowBadgeViewController)
        let container = try #require(badge.view.superview)
        #expect(container.frame.size == CGSize(width: 353, height: 128))
        #expect(badge.view.frame == container.bounds)
        #expect(badge.view.backgroundColor == .systemYellow)
    }

    @Test("performSegue with a custom segue class; shouldPerformSegue gates segues controls trigger")
    func segues() throws {
        let list = try #require(UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "List") as? FlowListViewController)
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.show(list)
        _ = host.runUntilIdle()
        let before = FlowFadeSegue.performed
        list.performSegue(withIdentifier: "fadeToDetail", sender: nil)
        #expect(FlowFadeSegue.performed == before + 1)
        #expect(list.prepared.last?.identifier == "fadeToDetail")
        #expect(list.prepared.last?.destination is FlowDetailViewController)
        #expect(list.asked.isEmpty)   // not consulted for performSegue
        list.allowShow = false
        list.showButton.sendActions(for: .touchUpInside)
        #expect(list.asked == ["showDetail"])
        #expect(list.prepared.count == 2)
    }

    @Test("a missing storyboard, identifier or segue traps with UIKit's message")
    func traps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UIStoryboard(name: "Nowhere", bundle: nil) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "Nope") }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "Detail").performSegue(withIdentifier: "x", sender: nil) }
        }
    }
}
