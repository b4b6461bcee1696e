import Foundation

/// The view a presentation happens in (UIKit's transition view): it fills the window or the presentation
/// context and tells its presentation controller when it lays out (first letting a popover adapt to
/// the window's current size class).
final class PresentationContainerView: UIView {
    /// The presentation controller whose container this is.
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard var controller = presentationController else { return }
        if let adapted = controller.adaptToCurrentTraits(in: self) { controller = adapted }
        controller.containerViewWillLayoutSubviews()
        controller.layoutBuiltInChrome()
        controller.containerViewDidLayoutSubviews()
    }

    /// Touches the presentation lets through (a popover's passthrough views) go to the views below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if let controller = presentationController, controller.passesTouchThrough(at: point, hit: hit) { return nil }
        return hit
    }

}
