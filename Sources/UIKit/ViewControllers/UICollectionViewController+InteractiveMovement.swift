import Foundation

extension UICollectionViewController {
    // MARK: The standard reordering gesture

    /// Installs or removes the standard long-press recognizer on the current collection view to match
    /// `installsStandardGestureForInteractiveMovement`. Does not load the view.
    func updateStandardMovementGesture() {
        let current = viewIfLoaded as? UICollectionView
        if installsStandardGestureForInteractiveMovement, let current {
            if let gesture = standardMovementGesture, gesture.view === current { return }
            removeStandardMovementGesture()
            let gesture = UILongPressGestureRecognizer { [weak self] recognizer in self?.handleStandardMovementGesture(recognizer) }
            current.addGestureRecognizer(gesture)
            standardMovementGesture = gesture
        } else {
            removeStandardMovementGesture()
        }
    }

    /// Called after the root view changed from `old`: a movement the gesture drove on `old` is cancelled
    /// and the recognizer moves to the new collection view.
    func moveStandardMovementGesture(from old: UICollectionView?) {
        if isStandardMovementActive {
            isStandardMovementActive = false
            old?.cancelInteractiveMovement()
        }
        updateStandardMovementGesture()
    }

    /// Takes the recognizer off whatever view holds it.
    private func removeStandardMovementGesture() {
        guard let gesture = standardMovementGesture else { return }
        gesture.view?.removeGestureRecognizer(gesture)
        standardMovementGesture = nil
    }

    /// Drives the collection view's interactive movement from the long press: begin on the pressed item,
    /// follow the finger, end on lift, cancel on cancellation or failure.
    /// - Complexity: what the collection view's interactive-movement calls cost (a layout pass when the
    ///   target changes).
    private func handleStandardMovementGesture(_ recognizer: UILongPressGestureRecognizer) {
        guard let collectionView = recognizer.view as? UICollectionView else { return }
        let location = recognizer.location(in: collectionView)
        switch recognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            isStandardMovementActive = collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            guard isStandardMovementActive else { return }
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            guard isStandardMovementActive else { return }
            isStandardMovementActive = false
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            guard isStandardMovementActive else { return }
            isStandardMovementActive = false
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }
}
