import Foundation

extension UIEvent {
    func performTouches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchStorage.filter { touch in gesture.trackedTouches.contains { $0 === touch } }
    }
}
