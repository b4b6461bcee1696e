internal import ConstraintSolver
import Foundation

// MARK: - Layout guides

extension UIView {
    /// The layout guides added with `addLayoutGuide(_:)`, in order.
    public var layoutGuides: [UILayoutGuide] {
        guard let state = autoLayoutStorage else { return [] }
        let system: [UILayoutGuide?] = [state.marginsGuide, state.safeAreaGuide, state.readableGuide, state.contentGuide, state.frameGuide]
        return state.guides.filter { guide in !system.contains { $0 === guide } }
    }

    /// Makes this view the owner of `layoutGuide` (taking it from another owner), as UIKit's.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayoutState.guides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from this view; constraints that mention it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let state = autoLayoutStorage else { return }
        if let engine = layoutGuide.engine, let item = layoutGuide.engineItem {
            for c in engine.constraintsMentioning(item) { c.isActive = false; engine.drop(c) }
        }
        state.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// A guide for the layout margins: the bounds inset by `layoutMargins` (8 points by default; a view
    /// controller's root view has at least the system minimum). UIKit parity: `layoutMarginsGuide`,
    /// identifier `UIViewLayoutMarginsGuide`.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.marginsGuide { return guide }
        let guide = systemGuide("UIViewLayoutMarginsGuide", prefix: "UIView-", suffix: "Margin-guide-constraint", insets: layoutMargins)
        state.marginsGuide = guide
        return guide
    }

    /// A guide for the area clear of the window's unsafe edges (the bounds inset by `safeAreaInsets`).
    /// UIKit parity: `safeAreaLayoutGuide` (iOS 11), identifier `UIViewSafeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.safeAreaGuide { return guide }
        let guide = systemGuide("UIViewSafeAreaLayoutGuide", prefix: "UIViewSafeAreaLayoutGuide-", suffix: "", insets: safeAreaInsets)
        state.safeAreaGuide = guide
        return guide
    }

    /// A guide for a readable text column: inside the margins guide, centred, at most 672 points wide
    /// (UIKit's readable width for the default text size; the width per Dynamic Type size is not
    /// documented). UIKit parity: `readableContentGuide`.
    public var readableContentGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.readableGuide { return guide }
        let guide = makeSystemGuide("UIViewReadableContentGuide")
        let margins = layoutMarginsGuide
        var list = [
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: UIView.readableContentWidth),
        ]
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = UILayoutPriority(999)
        list.append(fill)
        for c in list { c.systemOwned = true; c.identifier = "UIViewReadableContentGuide" }
        guide.autoLayoutConstraintsToOwner = list
        state.readableGuide = guide
        return guide
    }

    /// The readable width `readableContentGuide` uses.
    static let readableContentWidth: CGFloat = 672

    /// A guide owned by this view, pinned to its edges by `insets` with identified constraints.
    private func systemGuide(_ identifier: String, prefix: String, suffix: String, insets: UIEdgeInsets) -> UILayoutGuide {
        let guide = makeSystemGuide(identifier)
        let list = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: insets.left),
            rightAnchor.constraint(equalTo: guide.rightAnchor, constant: insets.right),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: insets.bottom),
        ]
        for (c, edge) in zip(list, ["left", "right", "top", "bottom"]) {
            c.systemOwned = true
            c.identifier = prefix + edge + suffix
        }
        guide.autoLayoutConstraintsToOwner = list
        return guide
    }

    /// A new system guide named `identifier`, owned by this view (not listed in `layoutGuides`).
    func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        autoLayoutState.guides.append(guide)
        return guide
    }

    /// Moves the margins and safe-area guides' constants after the margins or safe area changed (the
    /// layout pass notices the change).
    func autoLayoutInsetsDidChange() {
        guard let state = autoLayoutStorage else { return }
        if let guide = state.marginsGuide { guide.pin(to: layoutMargins) }
        if let guide = state.safeAreaGuide { guide.pin(to: safeAreaInsets) }
    }
}

extension UILayoutGuide {
    /// Sets the four edge constants of a system guide pinned by insets.
    func pin(to insets: UIEdgeInsets) {
        let values = [insets.left, insets.right, insets.top, insets.bottom]
        for (c, v) in zip(autoLayoutConstraintsToOwner, values) where c.constant != v { c.constant = v }
    }

    /// The engine's rectangle for the guide, when constraints place it.
    var engineLayoutFrame: CGRect? {
        if engineItem == nil, !autoLayoutConstraintsToOwner.isEmpty, let owner = owningView,
           let engine = LayoutEngine.engine(for: owner, create: true) {
            // A system guide's frame is always current: it joins the engine when read.
            _ = engine.item(for: self)
        }
        guard let item = engineItem, let engine else { return nil }
        engine.refresh()
        let s = engine.solver
        return CGRect(x: s.value(of: item.x), y: s.value(of: item.y), width: s.value(of: item.width), height: s.value(of: item.height))
    }

    /// A scroll view's frame guide follows the bounds origin (the visible rectangle in content coordinates).
    func followScrollOrigin(of view: UIView) {
        let origin = view.bounds.origin
        for c in autoLayoutConstraintsToOwner {
            guard let axis = c as? EngineVariableConstraint else { continue }
            let value = axis.isHorizontal ? origin.x : origin.y
            if c.constant != value { c.constant = value }
        }
    }
}
