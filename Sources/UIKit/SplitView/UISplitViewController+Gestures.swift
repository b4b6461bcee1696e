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

    /// The edge swipe began: one more sidebar slides in (the primary of two columns; the supplementary,
    /// then the primary, of three), telling the delegate as the display-mode button does.
    /// Deviation: the sidebar slides in over 0.3 s once the swipe is recognized instead of following the
    /// finger.
    func handleSidebarEdgeSwipe(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard pan.state == .began else { return }
        let next = Self.sidebarCount(of: displayMode) + 1
        changeDisplayMode(to: mode(sidebars: next, behavior: splitBehavior), animated: true)
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
