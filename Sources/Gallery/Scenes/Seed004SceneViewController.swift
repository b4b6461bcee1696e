import UIKit

// Seed 004 ("iOS 子类化": subclassing UIControl) as written, with today's Swift spellings
// (`beginTracking(_:with:)` for `beginTrackingWithTouch(_:withEvent:)`, `location(in:)` for
// `locationInView(_:)`) and what Linux forces: the outlets are built in code instead of `@IBOutlet`, the
// protocol is `AnyObject` instead of `class` and `@MainActor` (Swift 6 checks the isolation that iOS's
// Swift 5 mode did not). The control is drawn as a tinted rounded rectangle with a caption so it can be
// found on screen.

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

/// The seed's view controller: it is the control's delegate and shows the tracking in four labels.
final class Seed004SceneViewController: UIViewController, ViewControllerCommunicationDelegate {
    let myCustomControl = MyCustomControl(frame: CGRect(x: 20, y: 150, width: 350, height: 240))
    let trackingBeganLabel = UILabel(frame: CGRect(x: 24, y: 420, width: 342, height: 28))
    let xLabel = UILabel(frame: CGRect(x: 24, y: 456, width: 342, height: 28))
    let yLabel = UILabel(frame: CGRect(x: 24, y: 492, width: 342, height: 28))
    let trackingEndedLabel = UILabel(frame: CGRect(x: 24, y: 528, width: 342, height: 28))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = "Custom UIControl"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(title)
        let subtitle = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        subtitle.text = "Seed 004: beginTracking, continueTracking and endTracking reported to the view controller."
        subtitle.font = .preferredFont(forTextStyle: .footnote)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 2
        view.addSubview(subtitle)

        myCustomControl.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        myCustomControl.layer.cornerRadius = 16
        myCustomControl.layer.borderWidth = 2
        myCustomControl.layer.borderColor = UIColor.systemBlue.cgColor
        let caption = UILabel(frame: myCustomControl.bounds.insetBy(dx: 16, dy: 16))
        caption.text = "Touch and drag here"
        caption.textAlignment = .center
        caption.textColor = .systemBlue
        caption.font = .preferredFont(forTextStyle: .headline)
        myCustomControl.addSubview(caption)
        view.addSubview(myCustomControl)

        trackingBeganLabel.text = "Not tracking yet"
        xLabel.text = "x: –"
        yLabel.text = "y: –"
        trackingEndedLabel.text = " "
        for label in [trackingBeganLabel, xLabel, yLabel, trackingEndedLabel] {
            label.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
            view.addSubview(label)
        }

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
