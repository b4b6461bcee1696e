import Foundation

/// The animator a context menu hands its delegate (both `UIContextMenuInteractionAnimating` and, for a
/// preview tap, `UIContextMenuInteractionCommitAnimating`): collects the delegate's animations and
/// completions, which the presentation runs with its own.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs the added animation blocks (inside the presentation's animation block).
    func runAnimations() {
        let blocks = animations
        animations.removeAll()
        for block in blocks { block() }
    }

    /// Runs the added completions once, in the order they were added.
    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block() }
    }
}
