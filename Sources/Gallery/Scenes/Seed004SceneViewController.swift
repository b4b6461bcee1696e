import UIKit

// Seed 004 ("iOS 子类化": subclassing UIControl) as written, with today's Swift spellings
// (`beginTracking(_:with:)` for `beginTrackingWithTouch(_:withEvent:)`, `location(in:)` for
// `locationInView(_:)`) and what Linux forces: `@Outlet` instead of `@IBOutlet weak`, the protocol is
// `AnyObject` instead of `class` and `@MainActor` (Swift 6 checks the isolation that iOS's Swift 5 mode
// did not). The view and its outlets come from `Main.storyboard`, which draws the control as a tinted
// rounded rectangle with a caption (runtime attributes for its layer) so it can be found on screen.

/// How the custom control tells its view controller about tracking (the seed's delegate protocol).
@MainActor
protocol ViewControllerCommunicationDelegate: AnyObject {
    func myTrackingBegan()
    func myTrackingContinuing(location: CGPoint)
    func myTrackingEnded()
}

/// The seed's `UIControl` subclass: it reports beginTracking, continueTracking (with the touch location
/// in its own coordinates) and endTracking to its delegate.
final class MyCustomControl: UIControl {
    /// Which object hears about the touches; the view controller sets itself.
    weak var delegate: (any ViewControllerCommunicationDelegate)?

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // Tell the delegate (the view controller).
        delegate?.myTrackingBegan()
        // true: continueTracking and endTracking will follow.
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // The touch location in the custom control's own coordinate system.
        let point = touch.location(in: self)
        delegate?.myTrackingContinuing(location: point)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        delegate?.myTrackingEnded()
    }
}

/// The seed's view controller, from `Main.storyboard` (Resources/InterfaceBuilder): the storyboard lays
/// out the control, its caption and the four labels and connects them to the outlets; the controller is
/// the control's delegate and shows the tracking in the labels.
final class ViewController: UIViewController, ViewControllerCommunicationDelegate {

    @Outlet var myCustomControl: MyCustomControl!
    @Outlet var trackingBeganLabel: UILabel!
    @Outlet var trackingEndedLabel: UILabel!
    @Outlet var xLabel: UILabel!
    @Outlet var yLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        myCustomControl.delegate = self
    }

    func myTrackingBegan() {
        trackingBeganLabel.text = "Tracking began"
    }

    func myTrackingContinuing(location: CGPoint) {
        xLabel.text = "x: \(location.x)"
        yLabel.text = "y: \(location.y)"
    }

    func myTrackingEnded() {
        trackingEndedLabel.text = "Tracking ended"
    }
}
