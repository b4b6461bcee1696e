import Foundation

// MARK: - Scroll view layout guides

extension UIScrollView {
    /// A guide for the scrollable content area, at the content's origin: constraints to it (and, as in
    /// iOS 11, constraints from the content to the scroll view's edges) define `contentSize`.
    /// UIKit parity: `contentLayoutGuide`.
    var contentLayoutGuideImplementation: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.contentGuide { return guide }
        let guide = makeSystemGuide("UIScrollView-contentLayoutGuide")
        guide.autoLayoutConstraintsToOwner = [
            EngineVariableConstraint(guide: guide, horizontal: true, value: 0),
            EngineVariableConstraint(guide: guide, horizontal: false, value: 0),
        ]
        state.contentGuide = guide
        return guide
    }

    /// A guide for the scroll view's frame, fixed on screen while the content scrolls.
    /// UIKit parity: `frameLayoutGuide`.
    var frameLayoutGuideImplementation: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.frameGuide { return guide }
        let guide = makeSystemGuide("UIScrollView-frameLayoutGuide")
        let width = guide.widthAnchor.constraint(equalTo: widthAnchor)
        let height = guide.heightAnchor.constraint(equalTo: heightAnchor)
        width.systemOwned = true
        height.systemOwned = true
        guide.autoLayoutConstraintsToOwner = [
            EngineVariableConstraint(guide: guide, horizontal: true, value: bounds.minX),
            EngineVariableConstraint(guide: guide, horizontal: false, value: bounds.minY),
            width, height,
        ]
        state.frameGuide = guide
        return guide
    }
}

extension LayoutEngine {
    /// A scroll view whose content layout guide is placed by constraints takes its size as `contentSize`.
    /// - Complexity: O(constraints installed on the scroll view and its ancestors), where constraints
    ///   that mention the guide are installed (not every constraint of the engine).
    func applyContentSize(_ scroll: UIScrollView) {
        guard let guide = scroll.autoLayoutStorage?.contentGuide, let item = guide.engineItem,
              guide.engine === self, appConstraintPlaces(item, ownedBy: scroll) else { return }
        let size = CGSize(width: solver.value(of: item.width), height: solver.value(of: item.height))
        if scroll.contentSize != size { scroll.contentSize = size }
    }
}

extension LayoutEngine {
    /// Whether a constraint of the app's uses `item` (a guide of `owner`, directly or through the scroll
    /// view's edges seen from its content): such constraints are installed on the nearest common ancestor
    /// of their items, so on `owner` or one of its ancestors.
    func appConstraintPlaces(_ item: LayoutEngineItem, ownedBy owner: UIView) -> Bool {
        var view: UIView? = owner
        while let v = view {
            if let installed = v.autoLayoutStorage?.installed, installed.contains(where: { c in
                !c.systemOwned && c.engineRecord?.items.contains { $0 === item } == true
            }) { return true }
            view = v.superview
        }
        return false
    }
}
