import Testing
import UIKitTesting
@testable import UIKit

/// Records appearance and containment callbacks into a shared log, as a UIKit developer's print calls.
@MainActor
final class NavLoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    var alongsideRan = false

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).viewWillAppear")
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.alongsideRan = true },
                                completion: { [log, name] context in log.append("\(name).coordinatorCompletion(cancelled: \(context.isCancelled))") })
        }
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

@MainActor
final class CallbackLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func take() -> [String] { defer { entries.removeAll() }; return entries }
}

@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: CallbackLog
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    init(log: CallbackLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow(\(viewController.title ?? "?"))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("didShow(\(viewController.title ?? "?"))")
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// An iPhone 14-shaped screen (390×844 @2x, 47-point status bar, 34-point home indicator).
@MainActor
func phoneHost() -> HeadlessHost {
    HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
}

@MainActor
func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }
