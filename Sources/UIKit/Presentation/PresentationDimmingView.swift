import Foundation

/// The translucent black view behind a sheet or an alert (UIKit's dimming view); a tap on it runs
/// `onTap` (an action sheet's cancel, a popover's dismissal).
final class PresentationDimmingView: UIView {
    /// Runs when the dimming view is tapped.
    var onTap: (() -> Void)?

    /// Creates a dimming view of black at `alpha` (its own alpha animates it in and out).
    init(dimmingAlpha: CGFloat) {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: dimmingAlpha)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tap = UITapGestureRecognizer()
        _ = tap.addAction { [weak self] recognizer in
            if recognizer.state == .ended { self?.onTap?() }
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }
}
