import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// Records a control's value-changed events with the selected index at the time.
@MainActor
private final class SegmentLog {
    var selections: [Int] = []
    var events: [String] = []
}

@MainActor
@Suite("UISegmentedControl: segments, selection, taps and drags, look, right to left")
struct UISegmentedControlTests {
    /// A 300-point control with `titles` at (10, 50) in a 320 × 200 window at scale 2, and a log of its events.
    private func makeScene(_ titles: [String] = ["One", "Two", "Three"], style: UIUserInterfaceStyle = .light,
                           configure: (UISegmentedControl) -> Void = { _ in }) -> (HeadlessHost, UISegmentedControl, SegmentLog) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200), scale: 2)
        let vc = UIViewController()
        vc.overrideUserInterfaceStyle = style
        vc.view.backgroundColor = .systemBackground
        let control = UISegmentedControl(items: titles)
        control.frame = CGRect(x: 10, y: 50, width: 300, height: 32)
        configure(control)
        vc.view.addSubview(control)
        host.show(vc)
        let log = SegmentLog()
        control.addAction(UIAction { action in log.selections.append((action.sender as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside")] {
            control.addAction(UIAction { _ in log.events.append(name) }, for: event)
        }
        return (host, control, log)
    }

    /// The platter's frame in the control's coordinates as drawn now (its presentation while it slides).
    private func platterFrame(_ control: UISegmentedControl) throws -> CGRect {
        let platter = try #require(control.parts?.platter)
        return platter.layer.presentation()?.frame ?? platter.frame
    }

    // MARK: Segments

    @Test func itemsMakeSegmentsAndTheFrameFitsThem() {
        let image = UIImage(systemName: "star")!
        let control = UISegmentedControl(items: ["First", image, 42, "Second"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "First" && control.imageForSegment(at: 1) === image && control.titleForSegment(at: 2) == "Second")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(control.frame.origin == .zero && control.frame.height == 32 && control.intrinsicContentSize.height == 32)
        let secondWidth = "Second".size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)]).width
        #expect(control.frame.width >= 3 * secondWidth)   // equal segments, each at least its widest title
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent && control.selectedSegmentTintColor == nil)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: true)   // pinned to the end
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "End")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "B")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.selectedSegmentIndex = 7   // out of range: ignored
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 2
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 0) == nil && !control.isEnabledForSegment(at: 0))
    }

    @Test func titleAndImageReplaceEachOther() {
        let control = UISegmentedControl(items: ["A"])
        let image = UIImage(systemName: "star")!
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        control.setTitle("B", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil && control.titleForSegment(at: 0) == "B")
        control.setWidth(40, forSegmentAt: 0)
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 40 && control.contentOffsetForSegment(at: 0) == CGSize(width: 2, height: -1))
        #expect(control.intrinsicContentSize.width == 40)
    }

    // MARK: Taps

    @Test func tapSelectsAndSendsValueChangedOnce() {
        let (host, control, log) = makeScene()
        host.tap(at: CGPoint(x: 160, y: 66))
        #expect(control.selectedSegmentIndex == 1 && log.selections == [1])
        #expect(log.events == ["touchDown", "valueChanged", "touchUpInside"])
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 160, y: 66))   // the selected segment again: nothing changes
        #expect(log.selections == [1])
        host.tap(at: CGPoint(x: 280, y: 66))
        #expect(control.selectedSegmentIndex == 2 && log.selections == [1, 2])
        control.selectedSegmentIndex = 0   // in code: no event
        #expect(log.selections == [1, 2])
    }

    @Test func liftingOutsideSelectsNothing() {
        let (host, control, log) = makeScene()
        host.drag(from: CGPoint(x: 160, y: 66), to: CGPoint(x: 160, y: 190), duration: 0.1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && log.selections.isEmpty)
    }

    @Test func disabledSegmentsIgnoreTaps() {
        let (host, control, log) = makeScene { $0.setEnabled(false, forSegmentAt: 1) }
        host.tap(at: CGPoint(x: 160, y: 66))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && log.selections.isEmpty && !control.isEnabledForSegment(at: 1))
        control.isEnabled = false
        host.tap(at: CGPoint(x: 60, y: 66))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && log.selections.isEmpty)
    }

    @Test func momentarySegmentsSendEveryTapAndShowNoSelection() throws {
        let (host, control, log) = makeScene { $0.isMomentary = true }
        host.tap(at: CGPoint(x: 60, y: 66))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 60, y: 66))
        #expect(log.selections == [0, 0])
        #expect(try #require(control.parts).platter.isHidden)
    }

    @Test func touchDownHighlightsTheSegment() throws {
        let (host, control, _) = makeScene()
        let before = host.snapshot().pixel(atPoint: CGPoint(x: 125, y: 56), scale: 2)
        host.touchDown(at: CGPoint(x: 160, y: 66))
        let parts = try #require(control.parts)
        #expect(!parts.highlight.isHidden && parts.highlight.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
        let pressed = host.snapshot().pixel(atPoint: CGPoint(x: 125, y: 56), scale: 2)
        #expect(pressed.r < before.r - 10)   // darker while pressed
        host.touchUp()
        #expect(parts.highlight.isHidden)
    }

    // MARK: Platter

    @Test func thePlatterSlidesToTheNewSegment() throws {
        let (host, control, _) = makeScene { $0.selectedSegmentIndex = 0 }
        #expect(try platterFrame(control) == CGRect(x: 2, y: 2, width: 96, height: 28))
        host.touchDown(at: CGPoint(x: 260, y: 66))
        host.touchUp()
        host.advance(by: 0.1)
        let midway = try platterFrame(control)
        #expect(midway.minX > 2 && midway.minX < 202)
        host.advance(by: 0.3)
        #expect(try platterFrame(control) == CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    @Test func draggingThePlatterMovesTheSelection() throws {
        let (host, control, log) = makeScene { $0.selectedSegmentIndex = 0 }
        host.touchDown(at: CGPoint(x: 60, y: 66))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 160, y: 66))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 260, y: 70))
        host.advance(by: 0.5)
        #expect(try platterFrame(control).minX == 202 && control.selectedSegmentIndex == 0 && log.selections.isEmpty)
        host.touchMove(to: CGPoint(x: 160, y: 120))   // below the control: the platter still follows along x
        host.advance(by: 0.5)
        #expect(try platterFrame(control).minX == 102)
        host.touchUp()
        #expect(control.selectedSegmentIndex == 1 && log.selections == [1])
    }

    @Test func draggingThePlatterBackSendsNothing() {
        let (host, control, log) = makeScene { $0.selectedSegmentIndex = 1 }
        host.drag(from: CGPoint(x: 160, y: 66), to: CGPoint(x: 60, y: 66), duration: 0.1)
        #expect(control.selectedSegmentIndex == 0 && log.selections == [0])
        host.advance(by: 0.5)
        host.touchDown(at: CGPoint(x: 60, y: 66))
        host.touchMove(to: CGPoint(x: 160, y: 66))
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 40, y: 66))
        host.touchUp()
        #expect(control.selectedSegmentIndex == 0 && log.selections == [0])
    }

    @Test func dividersHideNextToTheSelection() throws {
        let (host, control, _) = makeScene(["A", "B", "C", "D"]) { $0.selectedSegmentIndex = 1 }
        let parts = try #require(control.parts)
        #expect(parts.dividers.map(\.isHidden) == [true, true, false])
        #expect(parts.dividers[2].frame == CGRect(x: 224.5, y: 8, width: 1, height: 16))
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        host.renderFrame()
        #expect(parts.dividers.map(\.isHidden) == [false, false, false])
    }

    // MARK: Widths

    @Test func fixedWidthsComeFirstAndTheRestShare() {
        let (host, control, _) = makeScene { $0.setWidth(50, forSegmentAt: 0) }
        #expect(control.segmentFrames().map(\.width) == [50, 125, 125])
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        host.renderFrame()
        let widths = control.segmentFrames().map(\.width)
        #expect(widths[2] > widths[0] && abs(widths.reduce(0, +) - 300) < 0.001)   // "Three" is wider than "One"
    }

    // MARK: Actions

    @Test func segmentActionsRunWhenSelected() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200), scale: 2)
        var performed: [String] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in performed.append("list") }
        let grid = UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { action in
            performed.append("grid \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
        }
        let control = UISegmentedControl(frame: CGRect(x: 10, y: 50, width: 200, height: 32), actions: [list, grid])
        let vc = UIViewController()
        vc.view.addSubview(control)
        host.show(vc)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Grid" && control.actionForSegment(at: 1) === grid)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        host.tap(at: CGPoint(x: 160, y: 66))
        #expect(performed == ["grid 1"])
        let table = UIAction(title: "Table") { _ in performed.append("table") }
        control.setAction(table, forSegmentAt: 0)
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 60, y: 66))
        #expect(performed == ["grid 1", "table"] && control.titleForSegment(at: 0) == "Table")
    }

    // MARK: Look

    @Test func lightLookTrackPlatterAndText() throws {
        let (host, control, _) = makeScene { $0.selectedSegmentIndex = 1 }
        let image = host.snapshot()
        // The track: tertiarySystemFill (118, 118, 128 at 12 %) over white.
        #expect(image.pixel(atPoint: CGPoint(x: 25, y: 66), scale: 2).isClose(to: Pixel(r: 239, g: 239, b: 240), tolerance: 3))
        // The platter: white.
        #expect(image.pixel(atPoint: CGPoint(x: 120, y: 66), scale: 2).isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 3))
        // Outside the rounded corner: the white window.
        #expect(image.pixel(atPoint: CGPoint(x: 10.5, y: 50.5), scale: 2).isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 3))
        // Dark text pixels in the selected and the unselected segments.
        #expect(Self.darkestRed(in: image, CGRect(x: 130, y: 56, width: 60, height: 20)) < 60)
        #expect(Self.darkestRed(in: image, CGRect(x: 30, y: 56, width: 60, height: 20)) < 60)
        _ = control
    }

    @Test func darkLookHasAGreyPlatterOnADarkTrack() {
        let (host, _, _) = makeScene(style: .dark) { $0.selectedSegmentIndex = 0 }
        let image = host.snapshot()
        // The track: tertiarySystemFill dark (118, 118, 128 at 24 %) over black.
        #expect(image.pixel(atPoint: CGPoint(x: 280, y: 54), scale: 2).isClose(to: Pixel(r: 28, g: 28, b: 31), tolerance: 3))
        #expect(image.pixel(atPoint: CGPoint(x: 20, y: 66), scale: 2).isClose(to: Pixel(r: 99, g: 99, b: 102), tolerance: 3))
        // Light text on both.
        #expect(Self.brightestRed(in: image, CGRect(x: 30, y: 56, width: 60, height: 20)) > 200)
        #expect(Self.brightestRed(in: image, CGRect(x: 230, y: 56, width: 60, height: 20)) > 200)
    }

    @Test func tintAttributesAndBackgroundImagesDraw() {
        let (host, control, _) = makeScene { control in
            control.selectedSegmentIndex = 0
            control.selectedSegmentTintColor = .systemRed
            control.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        }
        var image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 20, y: 66), scale: 2).isClose(to: Pixel(r: 255, g: 59, b: 48), tolerance: 3))
        #expect(Self.pixels(in: image, CGRect(x: 130, y: 56, width: 60, height: 20)).contains { $0.b > 200 && $0.r < 100 })   // blue title
        let stripes = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        control.setBackgroundImage(stripes, for: .normal, barMetrics: .default)
        #expect(control.backgroundImage(for: .normal, barMetrics: .default) === stripes && control.backgroundImage(for: .selected, barMetrics: .default) == nil)
        host.renderFrame()
        image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 290, y: 53), scale: 2).isClose(to: Pixel(r: 52, g: 199, b: 89), tolerance: 3))
        control.setDividerImage(stripes, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) === stripes)
    }

    @Test func rightToLeftMirrorsTheSegmentOrder() throws {
        let (host, control, log) = makeScene { $0.semanticContentAttribute = .forceRightToLeft }
        #expect(control.segmentFrames().map(\.minX) == [200, 100, 0])
        host.tap(at: CGPoint(x: 280, y: 66))
        #expect(control.selectedSegmentIndex == 0 && log.selections == [0])
        host.advance(by: 0.5)
        #expect(try platterFrame(control) == CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    // MARK: Helpers

    private static func pixels(in image: CGImage, _ rect: CGRect) -> [Pixel] {
        var result: [Pixel] = []
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) { result.append(Pixel(image, x, y)) }
        }
        return result
    }

    private static func darkestRed(in image: CGImage, _ rect: CGRect) -> Int { pixels(in: image, rect).map(\.r).min() ?? 255 }
    private static func brightestRed(in image: CGImage, _ rect: CGRect) -> Int { pixels(in: image, rect).map(\.r).max() ?? 0 }
}
