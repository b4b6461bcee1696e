import Foundation

// MARK: - The arranged list

extension UIStackView {
    /// What `addArrangedSubview(_:)` and `insertArrangedSubview(_:at:)` do. An index past the end traps
    /// with the message of the array UIKit keeps the list in (UIKit raises `NSRangeException`).
    /// - Complexity: O(n) in the arranged views.
    func insertArranged(_ view: UIView, at index: Int) {
        if let current = arrangedStorage.firstIndex(where: { $0 === view }) {
            guard index >= 0, index < arrangedStorage.count else { rangeTrap(index, count: arrangedStorage.count - 1) }
            guard current != index else { return }
            arrangedStorage.remove(at: current)
            arrangedStorage.insert(view, at: index)
            arrangementDidChange()
            return
        }
        guard index >= 0, index <= arrangedStorage.count else { rangeTrap(index, count: arrangedStorage.count) }
        if view.superview !== self { addSubview(view) }
        // addSubview may have taken the view from another stack; it is arranged here from now on.
        arrangedStorage.insert(view, at: min(index, arrangedStorage.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    private func rangeTrap(_ index: Int, count: Int) -> Never {
        fatalError("*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM insertObject:atIndex:]: index \(index) beyond bounds [0 .. \(max(0, count))]'")
    }

    /// What `removeArrangedSubview(_:)` does: the view stops being arranged (it stays a subview) and its
    /// custom spacing is discarded.
    /// - Complexity: O(n).
    func removeArranged(_ view: UIView) {
        guard let index = arrangedStorage.firstIndex(where: { $0 === view }) else { return }
        arrangedStorage.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A subview is leaving the stack: it is no longer arranged.
    func arrangedSubviewWillLeave(_ view: UIView) {
        guard arrangedStorage.contains(where: { $0 === view }) else { return }
        removeArranged(view)
    }

    /// Something the arrangement depends on changed: the stack's constraints are taken out now (so
    /// constraints a caller adds meanwhile do not fight stale ones) and made again in the next update
    /// pass, once however many changes come before it.
    /// - Complexity: O(constraints of the arrangement) the first time after a rebuild, O(1) after.
    func arrangementDidChange() {
        retireArrangement()
        needsArrangementRebuild = true
        let state = autoLayoutState
        state.needsUpdateConstraints = true
        LayoutEngine.engine(for: self, create: false)?.registerForConstraintUpdate(self)
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Deactivates the arrangement's constraints. Its guides stay for the next arrangement to reuse
    /// (removing a guide searches the engine for constraints that mention it).
    func retireArrangement() {
        guard !arrangementConstraints.isEmpty else { return }
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints.removeAll()
    }

    /// Before the stack's own layout: a stack that is the root of its tree and has no engine yet (built
    /// standalone and laid out directly) makes one, so its arrangement is solved.
    func prepareArrangementForLayout() {
        guard needsArrangementRebuild, superview == nil, LayoutEngine.engine(for: self, create: false) == nil,
              let engine = LayoutEngine.engine(for: self, create: true) else { return }
        engine.registerForConstraintUpdate(self)
        engine.runConstraintUpdatePass()
        engine.refresh()
    }

    // MARK: Hidden arranged views

    /// An arranged view's `isHidden` changed: the arrangement is made again (the view collapses along
    /// the axis or comes back). Inside an animation block the new layout is made at once, inside the
    /// block, so the collapse animates, as UIKit's stack view does.
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangedStorage.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        guard ViewAnimationContext.isAnimating else { return }
        var top: UIView = self
        while let parent = top.superview { top = parent }
        top.layoutIfNeeded()
    }

    /// An arranged view's intrinsic size changed: proportional fill reads the sizes into its multipliers.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distributionStorage == .fillProportionally, arrangedStorage.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    // MARK: Baselines

    /// The view whose baseline stands for the stack's: the first (last) visible arranged view of a
    /// vertical stack, the tallest visible one of a horizontal stack (by intrinsic height, then by
    /// current height; the first of equals); the stack itself without visible arranged views.
    func baselineView(first: Bool) -> UIView {
        let visible = arrangedStorage.filter { !$0.isHidden }
        let chosen: UIView?
        if axisStorage == .vertical {
            chosen = first ? visible.first : visible.last
        } else {
            func height(_ v: UIView) -> CGFloat {
                let intrinsic = v.intrinsicContentSize.height
                return intrinsic == UIView.noIntrinsicMetric ? v.bounds.height : intrinsic
            }
            var best: UIView?
            var bestHeight = -CGFloat.infinity
            for v in visible where height(v) > bestHeight { best = v; bestHeight = height(v) }
            chosen = best
        }
        guard let chosen else { return self }
        return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
    }
}

extension ViewAnimationContext {
    /// Whether an animation block that animates changes is open (not `performWithoutAnimation`).
    static var isAnimating: Bool {
        guard animationsEnabled, let scope = scopes.last else { return false }
        switch scope {
        case .none: return false
        case .block(let duration, _, _, _, _): return duration > 0
        case .animator, .keyframes: return true
        }
    }
}
