import Testing
import UIKitTesting
@testable import UIKit

/// A transitioning delegate with a fade animator and a half-height presentation controller, as a UIKit
/// developer writes one.
final class FadeTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var log: [String] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("animator for presented"); return self
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("animator for dismissed"); return self
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.append("presentation controller")
        return HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)?.presentingViewController != nil
            && transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        if presenting, let view = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: to)
            view.alpha = 0
            UIView.animate(withDuration: 0.4, animations: { view.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else if let view = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: 0.4, animations: { view.alpha = 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

final class HalfHeightPresentationController: UIPresentationController {
    var events: [String] = []
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { events.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("presentationDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { events.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { events.append("dismissalDidEnd \(completed)") }
}

@MainActor
struct CustomTransitionTests {
    @Test func customPresentationUsesTheDelegatesControllerAnimatorAndCoordinator() {
        let host = makePhoneHost()
        let root = UIViewController()
        host.show(root)
        let delegate = FadeTransitionDelegate()
        let presented = UIViewController()
        presented.view.backgroundColor = .systemRed
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var alongside = false
        root.present(presented, animated: true)
        let coordinator = try! #require(presented.transitionCoordinator)
        let acceptedAlongside = coordinator.animate(alongsideTransition: { _ in alongside = true })
        #expect(acceptedAlongside)
        #expect(root.transitionCoordinator != nil)
        let controller = try! #require(presented.presentationController as? HalfHeightPresentationController)
        #expect(delegate.log == ["presentation controller", "animator for presented"])
        host.advance(by: 0.2)
        let opacity = presented.view.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.2 && opacity < 0.8, "the delegate's fade runs")
        host.runUntilIdle()
        #expect(alongside)
        #expect(presented.transitionCoordinator == nil)
        #expect(presented.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.view.window != nil, "a custom presentation keeps the presenting view")
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(delegate.log.last == "animator for dismissed")
        #expect(controller.events == ["presentationWillBegin", "presentationDidEnd true", "dismissalWillBegin", "dismissalDidEnd true"])
        #expect(presented.view.window == nil && root.presentedViewController == nil)
    }

    @Test func builtInPresentationsHaveATransitionCoordinator() {
        let host = makePhoneHost()
        let root = UIViewController()
        host.show(root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        var completed: Bool?
        _ = presented.transitionCoordinator?.animate(alongsideTransition: nil) { context in completed = !context.isCancelled }
        host.runUntilIdle()
        #expect(completed == true)
    }
}
