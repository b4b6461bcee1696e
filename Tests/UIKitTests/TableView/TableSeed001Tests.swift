import Testing
import UIKitTesting
@testable import UIKit

/// Seed 001 on a real table: the app's `UITableViewController` keeps the delegate; the library's
/// `ScrollController` (the seed's answer, in ScrollKeyValueObservingTests.swift) watches the table by KVO.
@MainActor
final class Seed001TableController: UITableViewController {
    let scrollController = ScrollController()
    let customView = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    var rows = 1000
    var didScrollCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        // UITableView is a sub-class of UIScrollView so we can assign it directly.
        scrollController.scrollView = tableView
        customView.backgroundColor = .magenta
        tableView.addSubview(customView)
        scrollController.customView = customView
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCalls += 1 }
}

@MainActor
struct TableSeed001Tests {
    /// The seed's formula for the tracker's y.
    private func expectedTrackerY(_ table: UITableView) -> CGFloat {
        let viewSize = table.bounds.height, limit = table.contentSize.height - viewSize
        let offset = table.contentOffset.y
        return offset + (viewSize - 44) * (offset / limit)
    }

    @Test func trackerFollowsTheSeedsFormulaAtManyOffsets() {
        let host = HeadlessHost()
        let controller = Seed001TableController(style: .plain)
        host.show(controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 44_000)
        var random = SplitMix64(seed: 1)
        for _ in 0 ..< 300 {
            let offset = CGFloat(Int.random(in: 0 ..< 43_156, using: &random))
            table.contentOffset = CGPoint(x: 0, y: offset)
            host.advance(by: host.frameDuration)
            #expect(abs(controller.customView.frame.minY - expectedTrackerY(table)) < 0.001)
            // Only the visible rows have cells, and they show their rows.
            #expect(table.visibleCells.count <= 21)
        }
        #expect(controller.didScrollCalls >= 300)
    }

    @Test func trackerFollowsDragsFlingsBouncesAndReloads() {
        let host = HeadlessHost()
        let controller = Seed001TableController(style: .plain)
        host.show(controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        let calls = controller.didScrollCalls
        host.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100), duration: 0.08)
        for _ in 0 ..< 120 {
            host.advance(by: host.frameDuration)
            #expect(abs(controller.customView.frame.minY - expectedTrackerY(table)) < 0.001)
        }
        #expect(table.contentOffset.y > 1000)
        #expect(controller.didScrollCalls > calls + 60)
        // A bounce at the top: pulled past the start, the tracker still follows.
        table.contentOffset = .zero
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.3)
        #expect(table.contentOffset.y < 0)
        #expect(abs(controller.customView.frame.minY - expectedTrackerY(table)) < 0.001)
        _ = host.runUntilIdle()
        #expect(table.contentOffset.y == 0)
        // A reload with fewer rows changes the content size; KVO of contentSize moves the tracker.
        table.contentOffset = CGPoint(x: 0, y: 2000)
        controller.rows = 100
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 4400)
        #expect(abs(controller.customView.frame.minY - expectedTrackerY(table)) < 0.001)
    }

    @Test func bothKeyValueObservationFormsFire() {
        let host = HeadlessHost()
        let controller = Seed001TableController(style: .plain)
        host.show(controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        var swiftForm: [CGFloat] = []
        let observation = table.observe(\.contentOffset, options: [.new]) { _, change in
            if let y = change.newValue?.y { swiftForm.append(y) }
        }
        let before = controller.scrollController.notifications
        table.contentOffset = CGPoint(x: 0, y: 120)
        table.contentOffset = CGPoint(x: 0, y: 240)
        #expect(swiftForm == [120, 240])
        #expect(controller.scrollController.notifications == before + 2)
        observation.invalidate()
        table.contentOffset = CGPoint(x: 0, y: 360)
        #expect(swiftForm == [120, 240])
        #expect(controller.scrollController.notifications == before + 3)
    }
}
