import Foundation

// MARK: - Installing constraints

extension UIView {
    /// The constraints installed on this view (by activation on the items' nearest common ancestor or
    /// by `addConstraint(_:)`), in installation order. Constraints UIKit makes for itself (autoresizing
    /// masks, layout guides, intrinsic sizes) are not listed.
    var constraintsImplementation: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Installs `constraint` on this view and activates it. Prefer `isActive`/`activate(_:)`, which find
    /// the right view. UIKit parity: `addConstraint(_:)`.
    func performAddConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView !== self else { return }
        install(constraint)
    }

    /// Installs and activates every constraint.
    func performAddConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes and deactivates `constraint` if it is installed on this view.
    func performRemoveConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        uninstall(constraint)
    }

    /// Removes and deactivates every constraint installed here.
    func performRemoveConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }
}

// MARK: - The update-constraints pass

extension UIView {
    /// Marks the view so the next update pass calls `updateConstraints()`. UIKit parity.
    func performSetNeedsUpdateConstraints() {
        let state = autoLayoutState
        state.needsUpdateConstraints = true
        LayoutEngine.engine(for: self, create: true)?.registerForConstraintUpdate(self)
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` will run in the next update pass.
    func performNeedsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? true }

    /// Runs the update pass now for the views of this view's tree that need it, bottom-up (subviews
    /// before their superviews), as UIKit's `updateConstraintsIfNeeded()`.
    func performUpdateConstraintsIfNeeded() {
        LayoutEngine.engine(for: self, create: false)?.runConstraintUpdatePass()
    }

    /// The default `updateConstraints()`: clears nothing more (the pass cleared the flag before calling).
    func defaultUpdateConstraints() {}
}

extension LayoutEngine {
    /// Calls `updateConstraints()` on every waiting view, deepest first, and the view controllers'
    /// `updateViewConstraints()` after their root views'; repeats while calls queue more (bounded).
    /// - Complexity: O(k log k) for k waiting views, plus their overrides.
    func runConstraintUpdatePass() {
        var rounds = 0
        while !viewsNeedingConstraintUpdate.isEmpty, rounds < 8 {
            rounds += 1
            let views = viewsNeedingConstraintUpdate.map { ($0, $0.depthInTree) }.sorted { $0.1 > $1.1 }.map(\.0)
            viewsNeedingConstraintUpdate.removeAll()
            for view in views { view.autoLayoutStorage?.isQueuedForConstraintUpdate = false }
            for view in views {
                guard let state = view.autoLayoutStorage, state.needsUpdateConstraints else { continue }
                state.needsUpdateConstraints = false
                view.updateConstraints()
                view.owningViewController?.updateViewConstraints()
            }
        }
    }
}

extension UIView {
    /// How many superviews the view has.
    var depthInTree: Int {
        var depth = 0
        var v = superviewStorage
        while let s = v { depth += 1; v = s.superviewStorage }
        return depth
    }
}

// MARK: - The layout pass

extension UIView {
    /// Whether `layoutIfNeeded()` on this view reaches a tree that uses Auto Layout: the topmost ancestor
    /// the layout would start from has Auto Layout in its subtree.
    /// - Complexity: O(ancestors needing layout).
    var layoutReachesAutoLayout: Bool {
        var top = self
        while let s = top.superviewStorage, s.layer.needsLayout() { top = s }
        return top.subtreeUsesAutoLayout
    }

    /// `layoutIfNeeded()` for trees with an engine: the update-constraints pass, the engine's pending work
    /// and solve, then the layer layout top-down (`layoutSubviews` copies engine frames); repeated while a
    /// layout pass changed constraints (a view's `layoutSubviews` or a controller's `viewDidLayoutSubviews`
    /// may), at most four times.
    func autoLayoutLayoutIfNeeded() {
        guard let engine = LayoutEngine.engine(for: self, create: false) else {
            layer.layoutIfNeeded()
            return
        }
        for _ in 0..<4 {
            // Every pending update-constraints call runs before this round's layout.
            var rounds = 0
            repeat {
                engine.runConstraintUpdatePass()
                engine.refresh()
                rounds += 1
            } while !engine.viewsNeedingConstraintUpdate.isEmpty && rounds < 4
            layer.layoutIfNeeded()
            if !engine.hasPendingWork, !engine.needsChangeCollection, engine.viewsNeedingConstraintUpdate.isEmpty { break }
        }
    }

    /// What the default `layoutSubviews()` does: copy the engine's frames into the subviews (and layout
    /// guides) it moved, and the content size a scroll view's content layout guide got.
    /// - Complexity: O(subviews) for views with subviews in the engine; O(1) otherwise.
    func applyEngineFramesToSubviews() {
        guard let state = autoLayoutStorage, let engine = state.engine ?? state.hostedEngine else { return }
        guard state.engineChildCount > 0 || state.contentGuide != nil else { return }
        engine.refresh()
        for sub in subviewStorage {
            guard let item = sub.autoLayoutStorage?.item, item.frameDirty else { continue }
            item.frameDirty = false
            engine.writeFrame(of: sub, item: item)
        }
        if let scroll = self as? UIScrollView { engine.applyContentSize(scroll) }
    }

    /// Called after the frame, bounds or centre changed outside the engine: a view that translates its
    /// mask moves its autoresizing constraints; a scroll view's frame guide follows its bounds origin.
    func autoLayoutGeometryDidChange() {
        guard let state = autoLayoutStorage, let engine = state.engine ?? state.hostedEngine else { return }
        if let item = state.item, translatesAutoresizingMaskIntoConstraints, LayoutEngine.writingView !== self {
            engine.schedule(item, autoresizing: true)
            superview?.setNeedsLayout()
        }
        if let frameGuide = state.frameGuide { frameGuide.followScrollOrigin(of: self) }
    }
}

extension LayoutEngine {
    /// The view whose frame the engine is writing (its geometry hooks do not feed back).
    static var writingView: UIView?

    /// Writes the engine's alignment rectangle of `view` as its frame (through the frame setter, so an
    /// animation block animates it), rounded to the screen's pixels.
    func writeFrame(of view: UIView, item: LayoutEngineItem) {
        let scale = Double(max(1, UIScreen.main.scale))
        func pixel(_ v: Double) -> CGFloat { CGFloat((v * scale).rounded() / scale) }
        let x = solver.value(of: item.x), y = solver.value(of: item.y)
        let w = solver.value(of: item.width), h = solver.value(of: item.height)
        let insets = view.alignmentRectInsets
        let minX = pixel(x), minY = pixel(y), maxX = pixel(x + w), maxY = pixel(y + h)
        let frame = CGRect(x: minX - insets.left, y: minY - insets.top,
                           width: max(0, maxX - minX) + insets.left + insets.right,
                           height: max(0, maxY - minY) + insets.top + insets.bottom)
        let previous = LayoutEngine.writingView
        LayoutEngine.writingView = view
        defer { LayoutEngine.writingView = previous }
        if view.transform.isIdentity {
            if view.frame != frame { view.frame = frame }
        } else {
            let size = frame.size, center = CGPoint(x: frame.midX, y: frame.midY)
            if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
            if view.center != center { view.center = center }
        }
    }
}

// MARK: - Moving views between trees

extension UIView {
    /// Before `view` (a subtree) leaves its tree or joins another: its items and constraints leave the old
    /// engine (constraints to views outside the subtree are deactivated), and an engine it hosted as a
    /// root goes away.
    func autoLayoutSubtreeWillMove() {
        guard subtreeUsesAutoLayout else { return }
        if let state = autoLayoutStorage, let hosted = state.hostedEngine {
            hosted.releaseSubtree(self)
            state.hostedEngine = nil
        } else if superviewStorage != nil, let engine = LayoutEngine.engine(for: self, create: false) {
            engine.releaseSubtree(self)
        }
    }

    /// After `view` joined this view's tree: its installed constraints go into the tree's engine (made
    /// when the subtree uses Auto Layout, or when it holds a view that requires constraint-based layout
    /// or a view controller's root view, whose `updateViewConstraints` then runs).
    func autoLayoutDidAdoptSubview(_ view: UIView) {
        let wantsEngine = view.subtreeUsesAutoLayout || view.owningViewController != nil
            || type(of: view).requiresConstraintBasedLayout
        guard wantsEngine else { return }
        if !view.subtreeUsesAutoLayout {
            view.autoLayoutState.needsUpdateConstraints = true
        }
        markSubtreeUsesAutoLayout()
        if let engine = LayoutEngine.engine(for: self, create: false) {
            engine.adoptSubtree(view)
        } else {
            _ = LayoutEngine.engine(for: self, create: true)
        }
    }
}
