import Foundation

extension UINavigationController {
    /// Whether the leading-edge pan may start a pop: a controller to go back to, no transition running,
    /// the back button shown (a custom leading item replaces it and stops the gesture, as on iOS).
    var canBeginInteractivePop: Bool {
        guard stack.count > 1, activeTransition == nil, pendingOperations.isEmpty, let item = stack.last?.navigationItem else { return false }
        if item.hidesBackButton { return false }
        if let left = item.leftBarButtonItems, !left.isEmpty, !item.leftItemsSupplementBackButton { return false }
        return view.window != nil
    }

    /// The edge pan's progress drives the pop: the fraction of the width the finger moved. On release the
    /// pop finishes when flung towards the trailing edge (faster than 300 points per second), or when past
    /// half-way and not flung back; otherwise it goes back. The completion runs at the standard pace.
    func handleInteractivePop(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let direction: CGFloat = navigationLayoutIsRightToLeft ? -1 : 1
        let progress = min(max(direction * pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            guard canBeginInteractivePop else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            popInteraction = interaction
            performSetViewControllers(Array(stack.dropLast()), animated: true, interactive: true)
            interaction.update(progress)
        case .changed:
            popInteraction?.update(progress)
        case .ended:
            guard let interaction = popInteraction else { return }
            let velocity = direction * pan.velocity(in: view).x
            if velocity > 300 || (progress > 0.5 && velocity > -300) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            popInteraction?.cancel()
        default:
            break
        }
    }
}
