import Testing
import UIKitTesting
@testable import UIKit

/// Expected behaviour: Apple's Human Interface Guidelines, "Right to left": "Flip controls that show
/// progress from one value to another" (a slider's minimum is at the right and its value grows toward the
/// left), a switch's on position mirrored to the left, and swipe actions that swap sides with the leading
/// edge (leading actions on the right, trailing ones — Delete — on the left). Every scene here gets its
/// direction from a trait override (`traitOverrides.layoutDirection`), as an app's right-to-left screen does.
@MainActor
@Suite("Right to left controls and swipe actions", .serialized)
struct RightToLeftControlTests {
    private static let systemBlue = Pixel(r: 0, g: 122, b: 255)
    private static let systemGreen = Pixel(r: 52, g: 199, b: 89)
    private static let white = Pixel(r: 255, g: 255, b: 255)

    /// A 228-point slider (200 points of thumb travel) at (50, 50) in a right-to-left controller.
    private func sliderScene() -> (HeadlessHost, UISlider) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200), scale: 1)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        controller.traitOverrides.layoutDirection = .rightToLeft
        let slider = UISlider(frame: CGRect(x: 50, y: 50, width: 228, height: 31))
        controller.view.addSubview(slider)
        host.show(controller)
        return (host, slider)
    }

    @Test("a right-to-left slider starts at the right and its value grows as the thumb is dragged left")
    func sliderValueGrowsLeftward() {
        let (host, slider) = sliderScene()
        var sent: [Float] = []
        slider.addAction(UIAction { action in sent.append((action.sender as! UISlider).value) }, for: .valueChanged)
        #expect(slider.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Value 0: the thumb at the track's right end (its centre 14 points in from the slider's right edge).
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(thumb == CGRect(x: 200, y: 1.5, width: 28, height: 28))
        host.touchDown(at: CGPoint(x: 264, y: 65))
        host.touchMove(to: CGPoint(x: 214, y: 65))
        #expect(abs(slider.value - 0.25) < 0.001)
        host.touchMove(to: CGPoint(x: 164, y: 66))
        #expect(abs(slider.value - 0.5) < 0.001)
        // Dragging right, toward the minimum, lowers it; far past the left end clamps at the maximum.
        host.touchMove(to: CGPoint(x: 214, y: 66))
        #expect(abs(slider.value - 0.25) < 0.001)
        host.touchMove(to: CGPoint(x: -100, y: 66))
        #expect(slider.value == 1)
        host.touchUp()
        #expect(sent == [0.25, 0.5, 0.25, 1])
    }

    @Test("a right-to-left slider tints the track right of the thumb and draws the thumb where the value is")
    func sliderTrackPixels() {
        let (host, slider) = sliderScene()
        slider.value = 0.5
        host.renderFrame()
        let image = host.snapshot()
        // Thumb centre at x = 50 + 228 - 14 - 100 = 164; the minimum (tinted) track lies toward the right.
        #expect(image.pixel(atPoint: CGPoint(x: 164, y: 65), scale: 1).isClose(to: Self.white))
        #expect(image.pixel(atPoint: CGPoint(x: 250, y: 65.5), scale: 1).isClose(to: Self.systemBlue, tolerance: 20))
        let left = image.pixel(atPoint: CGPoint(x: 80, y: 65.5), scale: 1)
        #expect(!left.isClose(to: Self.systemBlue, tolerance: 60), "\(left)")
        #expect(slider.minimumTrackView.frame.minX == 114 && slider.minimumTrackView.frame.maxX == 228)
    }

    @Test("a right-to-left slider puts the minimum value image at the right edge and the maximum one at the left")
    func sliderValueImagesSwap() {
        let (host, slider) = sliderScene()
        slider.minimumValueImage = UIImage(systemName: "minus")
        slider.maximumValueImage = UIImage(systemName: "plus")
        let bounds = slider.bounds
        let minimum = slider.minimumValueImageRect(forBounds: bounds), maximum = slider.maximumValueImageRect(forBounds: bounds)
        let track = slider.trackRect(forBounds: bounds)
        #expect(minimum.maxX == bounds.maxX && maximum.minX == bounds.minX)
        #expect(track.maxX == minimum.minX - 8 && track.minX == maximum.maxX + 8)
        host.renderFrame()
        #expect(slider.minimumValueImageView.frame == minimum && slider.maximumValueImageView.frame == maximum)
        // The thumb still covers the range over the shorter track: from its right end to its left end.
        let start = slider.thumbRect(forBounds: bounds, trackRect: track, value: 0)
        let from = CGPoint(x: 50 + start.midX, y: 65)
        host.drag(from: from, to: CGPoint(x: from.x - (track.width - 28) / 2, y: 65), duration: 0.05)
        #expect(abs(slider.value - 0.5) < 0.001)
    }

    /// A switch at (50, 50) in a controller whose direction is `rtl`.
    private func switchScene(rtl: Bool) -> (HeadlessHost, UIViewController, UISwitch) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        if rtl { controller.traitOverrides.layoutDirection = .rightToLeft }
        let toggle = UISwitch(frame: CGRect(x: 50, y: 50, width: 51, height: 31))
        controller.view.addSubview(toggle)
        host.show(controller)
        return (host, controller, toggle)
    }

    @Test("a right-to-left switch is off with the thumb at the right and turns on when dragged left")
    func switchMirrors() {
        let (host, _, toggle) = switchScene(rtl: true)
        var sent: [Bool] = []
        toggle.addAction(UIAction { action in sent.append((action.sender as! UISwitch).isOn) }, for: .valueChanged)
        host.renderFrame()
        #expect(toggle.thumbView.frame.minX == 21.5)
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 86, y: 65), scale: 2).isClose(to: Self.white))
        // Dragging right (toward off) keeps it off; dragging left turns it on.
        host.drag(from: CGPoint(x: 86, y: 65), to: CGPoint(x: 110, y: 65), duration: 0.1)
        #expect(!toggle.isOn && sent.isEmpty)
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 86, y: 65), to: CGPoint(x: 55, y: 66), duration: 0.1)
        #expect(toggle.isOn && sent == [true])
        _ = host.runUntilIdle()
        #expect(toggle.thumbView.frame.minX == 1.5)
        let image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 65, y: 65), scale: 2).isClose(to: Self.white))
        #expect(image.pixel(atPoint: CGPoint(x: 94, y: 65), scale: 2).isClose(to: Self.systemGreen, tolerance: 12))
        // A tap still toggles.
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 75, y: 65))
        #expect(!toggle.isOn && sent == [true, false])
    }

    @Test("a switch that is on moves its thumb to the left when its controller turns right to left")
    func switchFollowsADirectionChange() {
        let (host, controller, toggle) = switchScene(rtl: false)
        toggle.isOn = true
        host.renderFrame()
        #expect(toggle.thumbView.frame.minX == 21.5)
        controller.traitOverrides.layoutDirection = .rightToLeft
        host.renderFrame()
        #expect(toggle.thumbView.frame.minX == 1.5)
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 94, y: 65), scale: 2).isClose(to: Self.systemGreen, tolerance: 12))
    }

    /// A hosted table of 30 rows whose delegate gives swipe actions, right to left.
    private func rightToLeftSwipeTable() -> (HeadlessHost, UITableView, SwipeActionsDelegate) {
        let delegate = SwipeActionsDelegate()
        let (host, table, _) = makeHostedTable([Array(0 ..< 30)]) { table, _ in
            table.delegate = delegate
            table.traitOverrides.layoutDirection = .rightToLeft
        }
        TableKeepAlive.objects.append(delegate)
        return (host, table, delegate)
    }

    @Test("right to left, a swipe toward the right reveals the trailing actions on the left, Delete outermost")
    func trailingActionsRevealOnTheLeft() throws {
        let (host, table, delegate) = rightToLeftSwipeTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        host.drag(from: CGPoint(x: 90, y: 110), to: CGPoint(x: 240, y: 110), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(Set(cell.swipe.buttons.compactMap(\.action.title)) == ["Delete", "Archive"])
        #expect(cell.contentView.frame.minX > 0)
        let delete = try #require(cell.swipe.buttons.first { $0.action.title == "Delete" })
        let archive = try #require(cell.swipe.buttons.first { $0.action.title == "Archive" })
        let deleteFrame = delete.convert(delete.bounds, to: nil), archiveFrame = archive.convert(archive.bounds, to: nil)
        #expect(deleteFrame.minX == 0 && deleteFrame.maxX <= archiveFrame.minX + 0.5)
        host.tap(at: CGPoint(x: archiveFrame.midX, y: archiveFrame.midY))
        _ = host.runUntilIdle()
        #expect(delegate.ran == ["Archive 2"])
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("right to left, a swipe toward the left reveals the leading action on the right")
    func leadingActionRevealsOnTheRight() throws {
        let (host, table, delegate) = rightToLeftSwipeTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.drag(from: CGPoint(x: 380, y: 66), to: CGPoint(x: 10, y: 66), duration: 0.3)
        _ = host.runUntilIdle()
        // Flag has no full swipe: the row stays open on it at the right edge, nothing ran.
        #expect(delegate.ran.isEmpty)
        #expect(cell.swipe.buttons.map(\.action.title) == ["Flag"])
        #expect(cell.contentView.frame.minX < 0)
        let flag = try #require(cell.swipe.buttons.first)
        #expect(flag.convert(flag.bounds, to: nil).maxX == table.bounds.width)
    }

    @Test("right to left, a full swipe toward the right runs the first trailing action (Delete)")
    func fullSwipeRunsDelete() {
        let (host, table, delegate) = rightToLeftSwipeTable()
        host.drag(from: CGPoint(x: 5, y: 154), to: CGPoint(x: 380, y: 154), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(delegate.ran == ["Delete 3"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == 0)
    }
}
