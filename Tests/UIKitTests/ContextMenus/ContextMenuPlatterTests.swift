import Testing
import UIKitTesting
@testable import UIKit

/// The platter's geometry and pixels against iOS's menu metrics: 250 points wide, 44-point rows, an
/// 8-point separator between groups, 13-point corners, 16 points below the lifted view.
@MainActor
struct ContextMenuPlatterTests {
    @Test func platterMetrics() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        let container = try #require(menuContainer(in: window))
        let platter = try #require(container.platter)
        #expect(platter.frame.width == 250)
        #expect(platter.rows.map(\.frame.height) == [44, 44, 44, 44, 44])
        #expect(platter.frame.height == CGFloat(5 * 44 + 8), "two groups: one 8-point separator")
        #expect(platter.frame.minY == CGFloat(220 + 16), "16 points below the view it lifted (which ends at y 220)")
        #expect(platter.frame.minX == 40, "lined up with the preview's leading edge")
        #expect(platter.layer.cornerRadius == 13)
        #expect(platter.rows[3].frame.minY == CGFloat(3 * 44 + 8))
    }

    @Test func platterPixels() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        host.renderFrame()
        let image = host.snapshot()
        let platter = try #require(menuContainer(in: window)?.platter)
        func px(_ p: CGPoint) -> RGBA { image.rgba(Int(p.x * 2), Int(p.y * 2)) }
        func windowPoint(_ row: Int, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
            platter.rows[row].convert(CGPoint(x: x, y: y), to: window)
        }
        // The platter's light background (242, 242, 247) between the title and the image.
        #expect(px(windowPoint(0, 180, 22)).isClose(to: RGBA(r: 242, g: 242, b: 247, a: 255), tolerance: 3))
        // The 8-point group separator is darker than the platter.
        let separator = px(CGPoint(x: platter.frame.minX + 100, y: platter.frame.minY + 3 * 44 + 4))
        #expect(separator.r < 230 && separator.r > 200)
        // Outside the 13-point rounded corner the dimmed backdrop shows, inside the platter.
        let corner = px(CGPoint(x: platter.frame.minX + 1, y: platter.frame.minY + 1))
        #expect(!corner.isClose(to: RGBA(r: 242, g: 242, b: 247, a: 255), tolerance: 6))
        // Delete's title is drawn in system red, Copy's in black, disabled Share's in grey.
        func inks(_ row: Int) -> [RGBA] {
            let frame = platter.rows[row].titleLabel.convert(platter.rows[row].titleLabel.bounds, to: window)
            var colors: [RGBA] = []
            for y in stride(from: Int(frame.minY * 2), to: Int(frame.maxY * 2), by: 1) {
                for x in stride(from: Int(frame.minX * 2), to: Int(frame.minX * 2) + 80, by: 1) {
                    let c = image.rgba(x, y)
                    if c.r + c.g + c.b < 500 { colors.append(c) }
                }
            }
            return colors
        }
        #expect(inks(4).contains { $0.r > 200 && $0.g < 90 && $0.b < 90 }, "Delete is red")
        #expect(inks(0).contains { $0.r < 40 && $0.g < 40 && $0.b < 40 }, "Copy is black")
        #expect(!inks(1).contains { $0.r < 100 }, "disabled Share is dimmed")
        // The backdrop dims what is behind it: the white background turns grey.
        let backdrop = px(CGPoint(x: 370, y: 820))
        #expect(backdrop.r < 240 && backdrop.r > 180)
    }

    @Test func platterReferenceImage() {
        let delegate = RecordingMenuDelegate()
        let (host, _, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        host.renderFrame()
        ReferenceImage.expectMatch(host.snapshot(), named: "context-menu-view@2x")
    }

    @Test func menuAboveWhenNoRoomBelow() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, view, _) = makeMenuHost(delegate)
        view.frame.origin.y = 700
        host.renderFrame()
        longPress(host, at: CGPoint(x: 100, y: 750))
        let platter = try #require(menuContainer(in: window)?.platter)
        #expect(platter.frame.maxY == CGFloat(700 - 16))
    }
}
