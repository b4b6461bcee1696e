import Foundation

/// The long press a `UICollectionViewController` installs on its collection view when
/// `installsStandardGestureForInteractiveMovement` is true, and its delegate: it drives the collection
/// view's interactive movement (begin on the pressed item, follow the finger, end on lift, cancel when the
/// touch is cancelled).
///
/// The recognizer begins only over an item the collection view's data source lets move
/// (`collectionView(_:canMoveItemAt:)`) while no movement is in progress; otherwise it never leaves
/// `.possible`, so a long press on an item that cannot move still highlights and selects it on lift, as
/// on iOS where the gesture is not installed for such a data source.
@MainActor
final class StandardMovementGesture: UIGestureRecognizerDelegate {
    /// The long press (UIKit's defaults: 0.5 s, 10-point allowable movement).
    let recognizer = UILongPressGestureRecognizer()

    /// Whether the recognizer began a movement that has not ended yet.
    private(set) var isDrivingMovement = false

    /// Creates the recognizer, not attached to any view.
    init() {
        recognizer.addAction { [weak self] recognizer in self?.handle(recognizer) }
        recognizer.delegate = self
    }

    /// The collection view the recognizer is attached to.
    var collectionView: UICollectionView? { recognizer.view as? UICollectionView }

    /// Detaches the recognizer, cancelling a movement it was driving.
    func detach() {
        if isDrivingMovement {
            isDrivingMovement = false
            collectionView?.cancelInteractiveMovement()
        }
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    /// The item under the recognizer's touch, if it may move now.
    private func movableItem(in collectionView: UICollectionView) -> IndexPath? {
        guard collectionView.interactiveMovement == nil, let dataSource = collectionView.dataSource,
              let indexPath = collectionView.indexPathForItem(at: recognizer.location(in: collectionView)),
              dataSource.collectionView(collectionView, canMoveItemAt: indexPath) else { return nil }
        return indexPath
    }

    // MARK: UIGestureRecognizerDelegate

    /// Begins only over an item that may move (see the type's documentation).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView else { return false }
        return movableItem(in: collectionView) != nil
    }

    // MARK: Driving the movement

    /// Begins, updates, ends or cancels the collection view's interactive movement.
    /// - Complexity: what the collection view's interactive-movement calls cost (a layout pass when the
    ///   target changes).
    private func handle(_ recognizer: UILongPressGestureRecognizer) {
        guard let collectionView else { return }
        switch recognizer.state {
        case .began:
            guard let indexPath = movableItem(in: collectionView) else { return }
            isDrivingMovement = collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            guard isDrivingMovement else { return }
            collectionView.updateInteractiveMovementTargetPosition(recognizer.location(in: collectionView))
        case .ended:
            guard isDrivingMovement else { return }
            isDrivingMovement = false
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            guard isDrivingMovement else { return }
            isDrivingMovement = false
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }
}
