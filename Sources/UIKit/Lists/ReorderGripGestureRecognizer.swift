import Foundation

/// The drag recognizer of a list cell's reorder accessory (the grip): a finger that goes down on the
/// grip starts interactive movement of the cell's item at once (no long press), moving it moves the item,
/// and lifting it ends the movement (a cancelled touch cancels it). Not public API.
///
/// UIKit parity: as the grip of `UICellAccessory.reorder()`, the recognizer begins on touch down (so it
/// wins over the scroll view's pan and the cell's swipe pan, which need movement) when the data source's
/// `collectionView(_:canMoveItemAt:)` says yes, and fails otherwise (the touch then scrolls as usual).
/// The cell keeps the offset between the finger and its centre (it does not jump under the finger), casts
/// a soft shadow while lifted and, as a list row, moves only along the layout's scroll axis. Near the top
/// or bottom edge the list scrolls (`ReorderAutoscroller`) and the row travels with the content.
@MainActor
final class ReorderGripGestureRecognizer: UIGestureRecognizer {
    /// The cell's centre minus the finger's location when the movement began (content coordinates).
    private var offset: CGPoint = .zero
    /// The cell's centre on the fixed axis.
    private var fixedCenter: CGPoint = .zero
    /// Whether the item moves vertically (the layout scrolls vertically).
    private var vertical = true
    /// The finger relative to the visible area's origin (its location minus the content offset).
    private var fingerInView: CGPoint = .zero
    /// Whether this recognizer's gesture started the collection view's current movement.
    private var isMoving = false
    /// Scrolls the list while the finger rests near an edge.
    private var autoscroller: ReorderAutoscroller?
    /// The lifted cell's shadow settings before the lift, restored when it drops.
    private var savedShadow: (opacity: Float, radius: CGFloat, offset: CGSize, path: CGPath?)?

    /// Creates the recognizer; it drives the movement itself.
    override init() {
        super.init()
        addAction { recognizer in recognizer.handle() }
    }

    /// The grip's cell and its collection view, when the grip is shown in one.
    private var host: (cell: UICollectionViewCell, collectionView: UICollectionView)? {
        var view = self.view
        while let current = view {
            if let cell = current as? UICollectionViewCell, let collectionView = cell.superview as? UICollectionView {
                return (cell, collectionView)
            }
            view = current.superview
        }
        return nil
    }

    /// Begins at once when one finger goes down on a movable item's grip; fails otherwise.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard numberOfTouches == 1, let (cell, collectionView) = host, collectionView.interactiveMovement == nil,
              let path = collectionView.indexPath(for: cell), let dataSource = collectionView.dataSource,
              dataSource.collectionView(collectionView, canMoveItemAt: path) else {
            state = .failed
            return
        }
        state = .began
    }

    /// The finger moved: the item follows.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    /// The finger lifted: the movement ends.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else { state = .failed }
    }

    /// The touch was cancelled: the movement is cancelled.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { state = .failed }
    }

    /// Clears the gesture's data.
    override func reset() {
        super.reset()
        isMoving = false
        offset = .zero
        autoscroller?.stop()
        autoscroller = nil
    }

    /// Drives the collection view's interactive movement from the gesture's states.
    private func handle() {
        guard let (cell, collectionView) = host else {
            isMoving = false
            return
        }
        switch state {
        case .began:
            guard let path = collectionView.indexPath(for: cell),
                  collectionView.beginInteractiveMovementForItem(at: path) else { return }
            isMoving = true
            let finger = location(in: collectionView)
            let center = cell.center
            offset = CGPoint(x: center.x - finger.x, y: center.y - finger.y)
            fixedCenter = center
            vertical = Self.scrollsVertically(collectionView.collectionViewLayout)
            lift(cell)
            fingerInView = CGPoint(x: finger.x - collectionView.contentOffset.x, y: finger.y - collectionView.contentOffset.y)
            autoscroller = ReorderAutoscroller(collectionView: collectionView, vertical: vertical) { [weak self, weak collectionView] in
                guard let self, let collectionView, self.isMoving else { return }
                self.follow(in: collectionView)
            }
        case .changed:
            guard isMoving else { return }
            let finger = location(in: collectionView)
            fingerInView = CGPoint(x: finger.x - collectionView.contentOffset.x, y: finger.y - collectionView.contentOffset.y)
            follow(in: collectionView)
            autoscroller?.update(finger: fingerInView)
        case .ended:
            guard isMoving else { return }
            isMoving = false
            autoscroller?.stop()
            drop(cell)
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            guard isMoving else { return }
            isMoving = false
            autoscroller?.stop()
            drop(cell)
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }

    /// Moves the item to where the finger is over the content now (after a move or an autoscroll step).
    private func follow(in collectionView: UICollectionView) {
        let origin = collectionView.contentOffset
        var target = CGPoint(x: fingerInView.x + origin.x + offset.x, y: fingerInView.y + origin.y + offset.y)
        if vertical { target.x = fixedCenter.x } else { target.y = fixedCenter.y }
        // Whole device pixels: the row stays sharp and its shadow bitmap is reused from frame to frame.
        let scale = max(collectionView.window?.screen.scale ?? 1, 1)
        target = CGPoint(x: (target.x * scale).rounded() / scale, y: (target.y * scale).rounded() / scale)
        collectionView.updateInteractiveMovementTargetPosition(target)
    }

    /// Gives the lifted row a soft shadow (as UIKit's lifted list row; the exact look is unpublished).
    private func lift(_ cell: UICollectionViewCell) {
        let layer = cell.layer
        savedShadow = (layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset, layer.shadowPath)
        layer.shadowPath = CGPath(rect: cell.bounds, transform: nil)
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 8
        layer.shadowOpacity = 0.2
    }

    /// Takes the lift's shadow away.
    private func drop(_ cell: UICollectionViewCell) {
        guard let saved = savedShadow else { return }
        savedShadow = nil
        let layer = cell.layer
        layer.shadowOpacity = saved.opacity
        layer.shadowRadius = saved.radius
        layer.shadowOffset = saved.offset
        layer.shadowPath = saved.path
    }

    /// Whether `layout` scrolls vertically (lists and vertical flow layouts do).
    private static func scrollsVertically(_ layout: UICollectionViewLayout) -> Bool {
        if let compositional = layout as? UICollectionViewCompositionalLayout { return compositional.configuration.scrollDirection == .vertical }
        if let flow = layout as? UICollectionViewFlowLayout { return flow.scrollDirection == .vertical }
        return true
    }
}
