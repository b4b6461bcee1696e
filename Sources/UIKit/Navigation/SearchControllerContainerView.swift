import Foundation

/// The search controller's own view while the search is active: it holds the dimming layer and the
/// results controller's view, and is transparent to touches itself, so that with neither shown
/// (`obscuresBackgroundDuringPresentation` false, results shown in the searched content, as iOS 15+
/// apps that filter their own list do) the searched content under it stays tappable and scrollable.
final class SearchControllerContainerView: UIView {
    /// The deepest view under `point` other than this container itself, or nil (touches fall through).
    /// - Complexity: that of `UIView.hitTest(_:with:)` over the container's subviews.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
