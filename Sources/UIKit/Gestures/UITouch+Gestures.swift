import Foundation

extension UITouch {
    /// The gesture recognizers receiving this touch, closest view's first (`nil` when none), as UIKit's
    /// `gestureRecognizers`. A recognizer leaves the list when it resets, ignores the touch or is removed.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let recognizers = recognizerStorage.compactMap { $0 as? UIGestureRecognizer }
        return recognizers.isEmpty ? nil : recognizers
    }
}
