import Foundation

/// The presentation controller of `.fullScreen`, `.overFullScreen`, `.currentContext` and
/// `.overCurrentContext` presentations (UIKit's private full-screen one): the presented view fills the
/// container; the plain styles remove the presenting view when the transition ends, the "over" styles
/// leave it underneath.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    override var shouldPresentInFullscreen: Bool {
        presentationStyle == .fullScreen || presentationStyle == .overFullScreen
    }

    override func layoutBuiltInChrome() {
        guard !isTransitioningStorage, let view = presentedView, let container = containerView else { return }
        view.frame = container.bounds
    }
}
