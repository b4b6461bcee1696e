import Foundation

extension UIView {
    func performAddSubview(_ view: UIView) { performInsertSubview(view, at: subviewStorage.count) }

    func performInsertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index, layerNextTo: nil) }

    /// Inserts `view` at `index` in the subviews; its layer goes right above or below `anchor` (a
    /// sibling's layer) when given, else where the index says (see `placeLayer(of:at:)`).
    func performInsertSubview(_ view: UIView, at index: Int, layerNextTo anchor: (layer: CALayer, above: Bool)?) {
        if view === self {
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'")
        }
        if isDescendant(of: view) {
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add a view to its own descendant: \(view) is an ancestor of \(self)'")
        }
        if view.superviewStorage === self {
            guard let from = subviewStorage.firstIndex(where: { $0 === view }) else { return }
            subviewStorage.remove(at: from)
            let to = min(max(index > from ? index - 1 : index, 0), subviewStorage.count)
            subviewStorage.insert(view, at: to)
            placeLayer(of: view, at: to, nextTo: anchor)
            return
        }
        // The tint the view inherits now: it is told about a tint change only if joining changes it.
        let tintBefore = view.tintColorStorage == nil ? view.effectiveTint : nil
        let newWindow = windowStorage
        let windowChanges = view.windowStorage !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        if view.subtreeUsesAutoLayout { view.autoLayoutSubtreeWillMove() }
        if let old = view.superviewStorage { old.detach(view) }
        let to = min(max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: to)
        view.superviewStorage = self
        placeLayer(of: view, at: to, nextTo: anchor)
        if windowChanges { view.setWindowRecursively(newWindow) }
        autoLayoutDidAdoptSubview(view)
        view.didMoveToSuperview()
        didAddSubview(view)
        if windowChanges { view.notifyDidMoveToWindow() }
        view.invalidateTraits()
        if let tintBefore, !tintBefore.isSame(as: view.effectiveTint) { view.propagateTintChange() }
        // UIKit lays out both the added view and the view it joins.
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview`; its layer goes right above the sibling's layer, under
    /// any plain sublayers added after it, as UIKit does (`-[CALayer insertSublayer:above:]`). A
    /// `siblingSubview` that is not a subview adds `view` on top.
    func performInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else {
            addSubview(view)
            return
        }
        performInsertSubview(view, at: i + 1, layerNextTo: (siblingSubview.layer, above: true))
    }

    /// Inserts `view` just below `siblingSubview`; its layer goes right below the sibling's layer, above
    /// any plain sublayers before it, as UIKit does (`-[CALayer insertSublayer:below:]`). A
    /// `siblingSubview` that is not a subview adds `view` on top.
    func performInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else {
            addSubview(view)
            return
        }
        performInsertSubview(view, at: i, layerNextTo: (siblingSubview.layer, above: false))
    }

    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        subviewStorage.swapAt(index1, index2)
        placeLayer(of: subviewStorage[min(index1, index2)], at: min(index1, index2))
        placeLayer(of: subviewStorage[max(index1, index2)], at: max(index1, index2))
    }

    func performBringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        performInsertSubview(view, at: subviewStorage.count)
    }

    func performSendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        performInsertSubview(view, at: 0)
    }

    func performRemoveFromSuperview() {
        guard let parent = superviewStorage else { return }
        let leavingWindow = windowStorage != nil
        willMove(toSuperview: nil)
        if leavingWindow { notifyWillMove(toWindow: nil) }
        if subtreeUsesAutoLayout { autoLayoutSubtreeWillMove() }
        parent.detach(self)
        if leavingWindow { setWindowRecursively(nil) }
        didMoveToSuperview()
        if leavingWindow { notifyDidMoveToWindow() }
        invalidateTraits()
        parent.setNeedsLayout()
    }

    func performIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    func performViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviewStorage { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Internals

    /// The tint colour and adjustment mode the view draws with now.
    /// - Complexity: O(depth²) through inherited tints; O(1) for a view with its own.
    var effectiveTint: EffectiveTint { EffectiveTint(color: tintColor, mode: tintAdjustmentMode) }

    /// Removes `view` from the subviews and its layer from the layer tree, telling this view first.
    func detach(_ view: UIView) {
        willRemoveSubview(view)
        subviewStorage.removeAll { $0 === view }
        view.layer.removeFromSuperlayer()
        view.superviewStorage = nil
    }

    /// Puts a subview's layer right above or below `anchor` when given, else where its index says: just
    /// below the next subview's layer, or on top.
    func placeLayer(of view: UIView, at index: Int, nextTo anchor: (layer: CALayer, above: Bool)? = nil) {
        if let anchor {
            if anchor.above {
                layer.insertSublayer(view.layer, above: anchor.layer)
            } else {
                layer.insertSublayer(view.layer, below: anchor.layer)
            }
        } else if index + 1 < subviewStorage.count {
            layer.insertSublayer(view.layer, below: subviewStorage[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func setWindowRecursively(_ window: UIWindow?) {
        windowStorage = window
        for sub in subviewStorage { sub.setWindowRecursively(window) }
    }

    /// `willMove(toWindow:)` for the subtree, pre-order, with view-controller appearance callbacks.
    func notifyWillMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil, isFirstResponder {
            // Text controls end editing without asking their delegate (UIKit forces the end here).
            if let editor = self as? any ForcedEndEditing { editor.forceEndEditing() } else { resignFirstResponder() }
        }
        owningViewController?.beginAppearanceTransitionForWindowChange(appearing: newWindow != nil)
        willMove(toWindow: newWindow)
        for sub in subviewStorage { sub.notifyWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow()` for the subtree, pre-order, with view-controller appearance callbacks.
    func notifyDidMoveToWindow() {
        didMoveToWindow()
        for sub in subviewStorage { sub.notifyDidMoveToWindow() }
        owningViewController?.endAppearanceTransitionForWindowChange()
    }
}
