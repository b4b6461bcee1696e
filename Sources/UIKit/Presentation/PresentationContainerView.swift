import Foundation

/// The view a presentation happens in (UIKit's transition view): it fills the window or the presentation
/// context and tells its presentation controller when it lays out.
final class PresentationContainerView: UIView {
    /// The presentation controller whose container this is.
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = presentationController else { return }
        controller.containerViewWillLayoutSubviews()
        controller.layoutBuiltInChrome()
        controller.containerViewDidLayoutSubviews()
    }

}
