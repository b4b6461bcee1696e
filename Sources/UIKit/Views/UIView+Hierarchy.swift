import Foundation

extension UIView {
    /// The view this view is a subview of.
    public var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    public var subviews: [UIView] { subviewStorage }

    /// The window this view is in, or `nil`.
    public var window: UIWindow? { windowStorage }

    /// Adds `view` in front of all other subviews, first removing it from its current superview.
    /// Adding a view to itself or to one of its descendants traps with UIKit's message.
    /// - Complexity: O(n) in the number of subviews, plus the moved subtree's size for window changes.
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviewStorage.count) }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
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
            placeLayer(of: view, at: to)
            return
        }
        let newWindow = windowStorage
        let windowChanges = view.windowStorage !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        if view.subtreeUsesAutoLayout { view.autoLayoutSubtreeWillMove() }
        if let old = view.superviewStorage { old.detach(view) }
        let to = min(max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: to)
        view.superviewStorage = self
        placeLayer(of: view, at: to)
        if windowChanges { view.setWindowRecursively(newWindow) }
        autoLayoutDidAdoptSubview(view)
        view.didMoveToSuperview()
        didAddSubview(view)
        if windowChanges { view.notifyDidMoveToWindow() }
        if view.tintColorStorage == nil { view.propagateTintChange() }
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { addSubview(view); return }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { addSubview(view); return }
        insertSubview(view, at: i)
    }

    /// Swaps the subviews at two indexes (and their layers).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        subviewStorage.swapAt(index1, index2)
        placeLayer(of: subviewStorage[min(index1, index2)], at: min(index1, index2))
        placeLayer(of: subviewStorage[max(index1, index2)], at: max(index1, index2))
    }

    /// Moves `view` in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    /// Moves `view` behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (and its window), with UIKit's notifications.
    public func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        let leavingWindow = windowStorage != nil
        willMove(toSuperview: nil)
        if leavingWindow { notifyWillMove(toWindow: nil) }
        if subtreeUsesAutoLayout { autoLayoutSubtreeWillMove() }
        parent.detach(self)
        if leavingWindow { setWindowRecursively(nil) }
        didMoveToSuperview()
        if leavingWindow { notifyDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or one of its descendants.
    /// - Complexity: O(depth).
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at this view.
    /// - Complexity: O(n) in the subtree's size.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviewStorage { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Internals

    /// Removes `view` from the subviews and its layer from the layer tree, telling this view first.
    func detach(_ view: UIView) {
        willRemoveSubview(view)
        subviewStorage.removeAll { $0 === view }
        view.layer.removeFromSuperlayer()
        view.superviewStorage = nil
    }

    /// Puts a subview's layer where its index says: just below the next subview's layer, or on top.
    func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviewStorage.count {
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
        if newWindow == nil, isFirstResponder { resignFirstResponder() }
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
