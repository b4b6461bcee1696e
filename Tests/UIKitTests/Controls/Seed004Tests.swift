import Testing
import UIKitTesting
@testable import UIKit

// Seed 004 as written (Swift 2 spellings updated, outlets built in code): a UIControl subclass reports
// beginTracking/continueTracking/endTracking to its view controller, which shows four labels.

@MainActor
private protocol Seed004CommunicationDelegate: AnyObject {
    func myTrackingBegan()
    func myTrackingContinuing(location: CGPoint)
    func myTrackingEnded()
}

@MainActor
private final class Seed004Control: UIControl {
    weak var delegate: (any Seed004CommunicationDelegate)?

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        delegate?.myTrackingBegan()
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        delegate?.myTrackingContinuing(location: point)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        delegate?.myTrackingEnded()
    }
}

@MainActor
private final class SeedViewController: UIViewController, Seed004CommunicationDelegate {
    let myCustomControl = Seed004Control(frame: CGRect(x: 40, y: 60, width: 220, height: 120))
    let trackingBeganLabel = UILabel(frame: CGRect(x: 40, y: 200, width: 220, height: 24))
    let trackingEndedLabel = UILabel(frame: CGRect(x: 40, y: 290, width: 220, height: 24))
    let xLabel = UILabel(frame: CGRect(x: 40, y: 230, width: 220, height: 24))
    let yLabel = UILabel(frame: CGRect(x: 40, y: 260, width: 220, height: 24))
    /// Every delegate call, in order.
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        myCustomControl.backgroundColor = .systemTeal
        for subview in [myCustomControl, trackingBeganLabel, xLabel, yLabel, trackingEndedLabel] as [UIView] {
            view.addSubview(subview)
        }
        myCustomControl.delegate = self
    }

    func myTrackingBegan() {
        log.append("began")
        trackingBeganLabel.text = "Tracking began"
    }

    func myTrackingContinuing(location: CGPoint) {
        log.append("continuing \(location.x),\(location.y)")
        xLabel.text = "x: \(location.x)"
        yLabel.text = "y: \(location.y)"
    }

    func myTrackingEnded() {
        log.append("ended")
        trackingEndedLabel.text = "Tracking ended"
    }
}

@MainActor
struct Seed004Tests {
    @Test func dragReportsBeganContinuingInControlCoordinatesThenEnded() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 340), scale: 2)
        let vc = SeedViewController()
        host.show(vc)
        let before = host.snapshot()
        let start = CGPoint(x: 60, y: 80), end = CGPoint(x: 240, y: 140)
        host.drag(from: start, to: end, duration: 0.1)   // 12 moves at 120 Hz
        var expected = ["began"]
        for i in 1...12 {
            let t = CGFloat(i) / 12
            let x = start.x + (end.x - start.x) * t - 40, y = start.y + (end.y - start.y) * t - 60
            expected.append("continuing \(x),\(y)")
        }
        expected.append("ended")
        #expect(vc.log == expected)
        #expect(vc.trackingBeganLabel.text == "Tracking began")
        #expect(vc.xLabel.text == "x: 200.0")
        #expect(vc.yLabel.text == "y: 80.0")
        #expect(vc.trackingEndedLabel.text == "Tracking ended")
        let after = host.snapshot()
        for label in [vc.trackingBeganLabel, vc.xLabel, vc.yLabel, vc.trackingEndedLabel] {
            #expect(after.differs(from: before, in: label.frame, scale: 2), "\(label.text ?? "") not drawn")
        }
    }

    @Test func dragLeavingTheControlKeepsReportingOutsideLocations() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 340), scale: 1)
        let vc = SeedViewController()
        host.show(vc)
        host.touchDown(at: CGPoint(x: 50, y: 70))
        host.touchMove(to: CGPoint(x: 290, y: 330))
        host.touchUp()
        #expect(vc.log == ["began", "continuing 250.0,270.0", "ended"])
        #expect(vc.xLabel.text == "x: 250.0")
    }
}
