import Foundation

extension UISplitViewController {
    // MARK: Showing and hiding the sidebars with a swipe (presentsWithGesture)

    /// Installs the edge swipe that shows a sidebar and the swipe toward the primary edge that hides
    /// sidebars laid over (or displacing) the secondary, as UIKit does while `presentsWithGesture` is
    /// true.
    func installSidebarGestures(in container: UIView) {
        let delegate = SplitGestureDelegate(split: self)
        gestureDelegateStorage = delegate
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] (pan: UIScreenEdgePanGestureRecognizer) in
            self?.handleSidebarEdgeSwipe(pan)
        }
        edge.edges = primaryEdge == .trailing ? .right : .left
        edge.delegate = delegate
        container.addGestureRecognizer(edge)
        sidebarEdgeSwipeStorage = edge
        let hide = UIPanGestureRecognizer { [weak self] (pan: UIPanGestureRecognizer) in self?.handleSidebarHidingSwipe(pan) }
        hide.delegate = delegate
        container.addGestureRecognizer(hide)
        sidebarHidingSwipeStorage = hide
    }

    /// Whether the edge swipe may begin: `presentsWithGesture`, expanded, another sidebar to show, and
    /// no pop that the secondary's navigation controller would make from the same edge.
    var canBeginSidebarEdgeSwipe: Bool {
        guard presentsWithGesture, !isCollapsedStorage, styleStorage != .unspecified || classicControllers.count > 1 else { return false }
        let maximum = styleStorage == .tripleColumn ? 2 : 1
        guard Self.sidebarCount(of: displayMode) < maximum else { return false }
        if primaryEdge == .leading, let secondary = columnNavigations[.secondary], secondary.viewControllers.count > 1,
           Self.sidebarCount(of: displayMode) == 0 {
            return false
        }
        return true
    }

    /// Whether the hiding swipe may begin: `presentsWithGesture`, sidebars over or displacing the dimmed
    /// secondary, and a mostly horizontal movement toward the primary edge.
    func canBeginSidebarHidingSwipe(_ pan: UIPanGestureRecognizer) -> Bool {
        guard presentsWithGesture, !isCollapsedStorage, let view = viewIfLoaded else { return false }
        let mode = displayMode
        guard mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary else { return false }
        let t = pan.translation(in: view)
        let towardEdge = primaryEdge == .trailing ? t.x > 0 : t.x < 0
        return towardEdge && abs(t.x) > abs(t.y)
    }

    /// The edge swipe shows one more sidebar (the primary of two columns; the supplementary, then the
    /// primary, of three), telling the delegate as the display-mode button does, and the sidebar follows
    /// the finger: the columns' animation is scrubbed by how far the finger moved across the sidebar's
    /// width. On release it finishes when flung inwards (faster than 300 points a second) or when past
    /// half-way and not flung back, as the interactive pop; otherwise the sidebar slides back out and the
    /// display mode goes back. The rest runs at the animation's pace.
    func handleSidebarEdgeSwipe(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let sign: CGFloat = primaryEdge == .trailing ? -1 : 1
        let distance = max(primaryWidth(in: view.bounds.width), 1)
        let progress = min(max(sign * pan.translation(in: view).x / distance, 0), 1)
        switch pan.state {
        case .began:
            guard sidebarSwipeAnimator == nil else { return }
            let next = Self.sidebarCount(of: displayMode) + 1
            changeDisplayMode(to: mode(sidebars: next, behavior: splitBehavior), animated: true, interactive: true)
            sidebarSwipeAnimator?.fractionComplete = progress
        case .changed:
            sidebarSwipeAnimator?.fractionComplete = progress
        case .ended:
            guard let animator = sidebarSwipeAnimator else { return }
            let velocity = sign * pan.velocity(in: view).x
            if !(velocity > 300 || (progress > 0.5 && velocity > -300)) { animator.isReversed = true }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        case .cancelled, .failed:
            guard let animator = sidebarSwipeAnimator else { return }
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        default:
            break
        }
    }

    /// The hiding swipe ended far enough (40 points) or fast enough (300 points a second) toward the
    /// primary edge: the sidebars over the secondary slide out, as a tap on the dimmed secondary does.
    func handleSidebarHidingSwipe(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended, let view = viewIfLoaded else { return }
        let sign: CGFloat = primaryEdge == .trailing ? 1 : -1
        let distance = pan.translation(in: view).x * sign, speed = pan.velocity(in: view).x * sign
        guard distance >= 40 || speed >= 300 else { return }
        changeDisplayMode(to: .secondaryOnly, animated: true)
    }
}

/// Lets the split view's swipes begin only when they apply. Not public API.
@MainActor
final class SplitGestureDelegate: UIGestureRecognizerDelegate {
    weak var split: UISplitViewController?

    init(split: UISplitViewController) { self.split = split }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let split else { return false }
        if gestureRecognizer === split.sidebarEdgeSwipeStorage { return split.canBeginSidebarEdgeSwipe }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan === split.sidebarHidingSwipeStorage {
            return split.canBeginSidebarHidingSwipe(pan)
        }
        return true
    }
}
