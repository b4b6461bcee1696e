import Foundation

extension UIView {
    var gestureRecognizersImplementation: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer: the work behind `addGestureRecognizer(_:)`.
    func attachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self, gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        GestureArena.install()
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer: the work behind `removeGestureRecognizer(_:)`.
    func detachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: index)
        GestureArena.shared.abandon(gestureRecognizer)
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
