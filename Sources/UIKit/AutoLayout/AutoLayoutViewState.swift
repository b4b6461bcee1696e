import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part (views that never use
/// constraints carry only a nil reference). Not public API.
@MainActor
final class AutoLayoutViewState {
    /// The engine of the tree, when this view is the root that hosts it.
    var hostedEngine: LayoutEngine?
    /// The engine this view's item and installed constraints are in.
    weak var engine: LayoutEngine?
    /// The view's item in `engine`.
    var item: LayoutEngineItem?
    /// The constraints installed on this view (its `constraints`), in installation order.
    var installed: [NSLayoutConstraint] = []
    /// The layout guides this view owns (`addLayoutGuide`), then the system guides in use.
    var guides: [UILayoutGuide] = []
    /// How many subviews have items (the view copies their engine frames in `layoutSubviews`).
    var engineChildCount = 0
    /// Whether `updateConstraints` runs in the next update pass.
    var needsUpdateConstraints = true
    /// Whether the view is in its engine's update queue.
    var isQueuedForConstraintUpdate = false
    /// Content hugging and compression resistance per axis.
    var contentPriorities = ContentPriorities()
    /// `layoutMarginsGuide`, once asked for.
    var marginsGuide: UILayoutGuide?
    /// `safeAreaLayoutGuide`, once asked for.
    var safeAreaGuide: UILayoutGuide?
    /// `readableContentGuide`, once asked for.
    var readableGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide`, once asked for.
    var contentGuide: UILayoutGuide?
    /// A scroll view's `frameLayoutGuide`, once asked for.
    var frameGuide: UILayoutGuide?
}

/// Content hugging and compression-resistance priorities per axis (UIKit's defaults 250 and 750).
struct ContentPriorities {
    /// A pair of priorities, one per axis.
    struct Pair {
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority

        subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// Hugging: how strongly the view resists growing past its intrinsic size.
    var hugging = Pair(horizontal: .defaultLow, vertical: .defaultLow)
    /// Compression resistance: how strongly it resists shrinking below it.
    var resistance = Pair(horizontal: .defaultHigh, vertical: .defaultHigh)
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayoutState: AutoLayoutViewState {
        if let state = autoLayoutStorage { return state }
        let state = AutoLayoutViewState()
        autoLayoutStorage = state
        markSubtreeUsesAutoLayout()
        return state
    }

    /// Marks this view and its ancestors as having Auto Layout in their subtrees (stops at a marked one).
    /// - Complexity: O(depth) the first time, O(1) after.
    func markSubtreeUsesAutoLayout() {
        var view: UIView? = self
        while let v = view, !v.subtreeUsesAutoLayout {
            v.subtreeUsesAutoLayout = true
            view = v.superviewStorage
        }
    }
}
