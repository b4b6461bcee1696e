import Foundation

extension UITouch {
    var gestureRecognizersImplementation: [UIGestureRecognizer]? {
        let recognizers = recognizerStorage.compactMap { $0 as? UIGestureRecognizer }
        return recognizers.isEmpty ? nil : recognizers
    }
}
