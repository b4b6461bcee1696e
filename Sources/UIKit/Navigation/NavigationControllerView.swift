import Foundation

/// A navigation controller's root view: lays out the transition view and the bars on each layout pass.
/// Not public API.
@MainActor
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutNavigationViews()
    }
}

/// The delegate of a navigation controller's own recognizers: the interactive pop begins only with a
/// controller to pop to and no transition running, and the bar-hiding pan works alongside scroll views.
/// Not public API.
@MainActor
final class NavigationGestureDelegate: UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?

    init(controller: UINavigationController) { self.controller = controller }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller else { return false }
        if gestureRecognizer === controller.interactivePopStorage { return controller.canBeginInteractivePop }
        if gestureRecognizer === controller.barHideOnSwipeStorage { return controller.hidesBarsOnSwipe }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === controller?.barHideOnSwipeStorage
    }
}
