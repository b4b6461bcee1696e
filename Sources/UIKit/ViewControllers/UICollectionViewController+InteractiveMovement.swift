import Foundation

extension UICollectionViewController {
    // MARK: The standard reordering gesture

    /// Installs or removes the standard long press on the current collection view to match
    /// `installsStandardGestureForInteractiveMovement`; a movement it drove on a collection view it leaves
    /// is cancelled. Does not load the view.
    func updateStandardMovementGesture() {
        let current = viewIfLoaded as? UICollectionView
        guard installsStandardGestureForInteractiveMovement, let current else {
            standardMovementGesture?.detach()
            standardMovementGesture = nil
            return
        }
        if let gesture = standardMovementGesture, gesture.collectionView === current { return }
        standardMovementGesture?.detach()
        let gesture = StandardMovementGesture()
        current.addGestureRecognizer(gesture.recognizer)
        standardMovementGesture = gesture
    }
}
