import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// The File's Owner of Segments.xib: two segmented controls and the action the first sends.
@MainActor
final class SegmentsOwner: NSObject {
    @Outlet var rootView: UIView!
    @Outlet var picker: UISegmentedControl!
    @Outlet var tools: UISegmentedControl!
    var ranges: [Int] = []

    @IBAction func rangeChanged(_ sender: UISegmentedControl) { ranges.append(sender.selectedSegmentIndex) }
}

extension SegmentsOwner: UINibActionTarget {
    static var nibActions: [UINibAction] { [UINibAction("rangeChanged:", rangeChanged)] }
}

@MainActor
@Suite("Nib: segmented controls from <segmentedControl> elements")
struct NibSegmentedControlTests {
    @Test("segments, selection, momentary, widths, tint, outlets and the value-changed action")
    func segmentedControls() throws {
        let owner = SegmentsOwner()
        _ = UINib(nibName: "Segments", bundle: nil).instantiate(withOwner: owner, options: nil)
        let picker = try #require(owner.picker)
        #expect(picker.numberOfSegments == 3 && (0..<3).map { picker.titleForSegment(at: $0) } == ["Day", "Week", "Month"])
        #expect(picker.selectedSegmentIndex == 1 && !picker.isMomentary && !picker.isEnabledForSegment(at: 2) && picker.isEnabledForSegment(at: 0))
        #expect(picker.selectedSegmentTintColor != nil)
        let tools = try #require(owner.tools)
        #expect(tools.isMomentary && tools.apportionsSegmentWidthsByContent && tools.widthForSegment(at: 0) == 60)
        #expect(tools.selectedSegmentIndex == UISegmentedControl.noSegment)

        let host = HeadlessHost(size: CGSize(width: 320, height: 120), scale: 1)
        let vc = UIViewController()
        vc.view = owner.rootView
        host.show(vc)
        #expect(picker.frame == CGRect(x: 20, y: 20, width: 280, height: 32))   // the canvas's frame, from the constraints
        #expect(tools.frame == CGRect(x: 20, y: 68, width: 200, height: 32))
        host.tap(at: CGPoint(x: 60, y: 36))
        #expect(owner.ranges == [0] && picker.selectedSegmentIndex == 0)
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 250, y: 36))   // "Month" is disabled
        #expect(owner.ranges == [0])
    }
}
