import Foundation

/// The coordinator a window-size change (a resized desktop window, `HeadlessHost.resize(to:)`, a
/// rotation) hands to `viewWillTransition(to:with:)` and `willTransition(to:with:)`. Not public API.
///
/// The size changes at once (a desktop resize is not animated: `isAnimated` false, duration 0): the
/// alongside blocks run without animation after the new size and traits are applied, then the windows
/// lay out, then the completions run, as UIKit's order is (alongside with the size change, completion
/// after it).
@preconcurrency @MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private let container: UIView
    @preconcurrency private var alongside: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    @preconcurrency private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(container: UIView) {
        self.container = container
        super.init()
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var containerView: UIView { container }
    var targetTransform: CGAffineTransform { .identity }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    @preconcurrency func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    @preconcurrency func animateAlongsideTransition(in view: UIView?,
                                    animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    @preconcurrency func notifyWhenInteractionEnds(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    @preconcurrency func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    // MARK: Driving

    /// Runs the alongside blocks (the new size is in place).
    func runAlongside() {
        let blocks = alongside
        alongside = []
        UIView.performWithoutAnimation { for block in blocks { block(self) } }
    }

    /// Ends the transition: the completions run.
    func complete() {
        runAlongside()
        finished = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

extension UIViewController {
    /// UIKit's default: forwards the size change to the children, as `UIContentContainer`'s does.
    func performViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// UIKit's default: forwards the trait change to the children.
    func performWillTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
    }
}

extension UIWindow {
    /// Resizes a window that fills the screen, telling its root view controller first
    /// (`willTransition(to:with:)` when the size classes change, then `viewWillTransition(to:with:)`), then
    /// applying the size, running the coordinator's alongside blocks, laying out, and completing.
    func transition(to frame: CGRect) {
        guard frame.size != bounds.size, let root = rootViewController else {
            self.frame = frame
            return
        }
        let coordinator = SizeTransitionCoordinator(container: self)
        let current = traitCollection
        let classes = UIScreen.sizeClasses(for: frame.size, idiom: UIScreen.idiom(for: screen.bounds.size))
        if classes.horizontal != current.horizontalSizeClass || classes.vertical != current.verticalSizeClass {
            let next = current.modifyingTraits { $0.horizontalSizeClass = classes.horizontal; $0.verticalSizeClass = classes.vertical }
            root.willTransition(to: next, with: coordinator)
        }
        root.viewWillTransition(to: frame.size, with: coordinator)
        self.frame = frame
        coordinator.runAlongside()
        if !isHidden { layoutIfNeeded() }
        coordinator.complete()
    }
}
