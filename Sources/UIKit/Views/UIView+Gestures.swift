import Foundation

extension UIView {
    /// The recognizers attached to this view, in the order they were added (`nil` when none), as UIKit's
    /// `gestureRecognizers`. Setting it removes the current ones and adds the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to this view (moving it from another view, which cancels or fails a
    /// gesture in progress there). Adding it again does nothing. It receives touches that begin after this
    /// call. Deviation: UIKit's method is overridable; here it is declared in an extension, so it is not.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self, gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        GestureArena.install()
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from this view: a gesture in progress is cancelled (its handlers get
    /// `.cancelled`), one not begun fails, and it stops receiving touches; `view` becomes `nil`. Nothing
    /// happens when it is not attached here. Deviation: not overridable (declared in an extension).
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: index)
        GestureArena.shared.abandon(gestureRecognizer)
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
