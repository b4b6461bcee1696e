import Foundation

extension UIViewController {
    // MARK: Appearance callbacks driven by transitions

    /// While above zero, views entering or leaving a window do not send their controllers appearance
    /// callbacks: a transition sends them itself, in UIKit's order, around its animation.
    nonisolated(unsafe) static var windowAppearanceSuspensions = 0

    /// Runs `body` (adding or removing views) without window-driven appearance callbacks.
    static func withoutWindowAppearance(_ body: () -> Void) {
        windowAppearanceSuspensions += 1
        defer { windowAppearanceSuspensions -= 1 }
        body()
    }

    /// The controllers whose root views are in `view`'s subtree, parents before children (the order in
    /// which a window change would call them).
    /// - Complexity: O(views in the subtree).
    static func appearanceControllers(in view: UIView) -> [UIViewController] {
        var result: [UIViewController] = []
        func visit(_ v: UIView) {
            if let controller = v.owningViewController { result.append(controller) }
            for sub in v.subviews { visit(sub) }
        }
        visit(view)
        return result
    }

    /// `beginAppearanceTransition(_:animated:)` for every controller in `view`'s subtree, parents first.
    /// - Complexity: O(views in the subtree).
    static func beginAppearance(in view: UIView, appearing: Bool, animated: Bool) {
        for controller in appearanceControllers(in: view) { controller.beginAppearanceTransition(appearing, animated: animated) }
    }

    /// `endAppearanceTransition()` for every controller in `view`'s subtree, children first (as
    /// `didMoveToWindow` reaches them).
    /// - Complexity: O(views in the subtree).
    static func endAppearance(in view: UIView) {
        for controller in appearanceControllers(in: view).reversed() { controller.endAppearanceTransition() }
    }
}
