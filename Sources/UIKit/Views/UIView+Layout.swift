import Foundation

extension UIView {
    func performSetNeedsLayout() { layer.setNeedsLayout() }

    /// `layoutIfNeeded()`: for trees that use Auto Layout, the update-constraints pass and the engine's
    /// solve come before the layer layout.
    func performLayoutIfNeeded() {
        // Pending trait changes apply before layout, as UIKit's (Traits/TraitEnvironmentState.swift).
        if TraitUpdates.hasPending { TraitUpdates.flush() }
        if subtreeUsesAutoLayout || layoutReachesAutoLayout { autoLayoutLayoutIfNeeded() } else { layer.layoutIfNeeded() }
    }

    func performSizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    func performInvalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
        if autoLayoutStorage != nil { autoLayoutIntrinsicContentSizeDidChange() }
        (superviewStorage as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }

    /// Runs one layout of this view: margins and safe-area change notifications, the view controller's
    /// `viewWillLayoutSubviews`, `layoutSubviews()`, then `viewDidLayoutSubviews`, as UIKit orders them.
    func performLayout() {
        let safe = safeAreaInsets
        if safe != lastSafeAreaInsets {
            lastSafeAreaInsets = safe
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            // Subviews' safe areas derive from this one: they look again in this layout pass.
            for sub in subviewStorage { sub.setNeedsLayout() }
        }
        let margins = layoutMargins(safeArea: safe)
        if margins != lastLayoutMargins {
            lastLayoutMargins = margins
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
        if autoLayoutStorage != nil { autoLayoutInsetsDidChange() }
        owningViewController?.viewWillLayoutSubviews()
        UIView.viewsInLayoutSubviews.append(ObjectIdentifier(self))
        let appearanceReads = UIColor.dynamicResolutions
        traitCollection.performAsCurrent { layoutSubviews() }
        noteAppearanceUse(since: appearanceReads, in: .layout)
        UIView.viewsInLayoutSubviews.removeLast()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// The views whose `layoutSubviews()` is running, innermost last (usually one: layout runs top-down).
    static var viewsInLayoutSubviews: [ObjectIdentifier] = []

    /// A subview's bounds changed (size, or origin for a scroll): the superview lays out again, as UIKit's
    /// rules say — unless the change comes from that superview's own `layoutSubviews()`, which is placing
    /// its subviews now (so layout converges instead of running again on the next frame).
    /// - Complexity: O(views in layoutSubviews), almost always O(1).
    func setSuperviewNeedsLayoutForSubviewChange() {
        guard let parent = superviewStorage else { return }
        let id = ObjectIdentifier(parent)
        if UIView.viewsInLayoutSubviews.contains(id) { return }
        parent.setNeedsLayout()
    }

    // MARK: Margins and safe area

    var directionalLayoutMarginsImplementation: NSDirectionalEdgeInsets {
        get { directionalInsets(layoutMargins) }
        set {
            directionalLayoutMarginsStorage = newValue
            setNeedsLayout()
        }
    }

    var layoutMarginsImplementation: UIEdgeInsets {
        get { layoutMargins(safeArea: insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero) }
        set {
            directionalLayoutMarginsStorage = directionalInsets(newValue)
            setNeedsLayout()
        }
    }

    /// The effective margins given this view's safe-area insets (computed once per layout pass).
    func layoutMargins(safeArea s: UIEdgeInsets) -> UIEdgeInsets {
        var m = absoluteInsets(directionalLayoutMarginsStorage)
        if let controller = owningViewController { m = controller.rootViewMargins(m, width: bounds.width) }
        if insetsLayoutMarginsFromSafeArea {
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let pm = parent.layoutMargins, f = parent.restingFrame(ofSubview: self), pb = parent.bounds
            let edges = superviewMarginEdges
            if edges.contains(.left) { m.left = max(m.left, pm.left - (f.minX - pb.minX)) }
            if edges.contains(.top) { m.top = max(m.top, pm.top - (f.minY - pb.minY)) }
            if edges.contains(.right) { m.right = max(m.right, pm.right - (pb.maxX - f.maxX)) }
            if edges.contains(.bottom) { m.bottom = max(m.bottom, pm.bottom - (pb.maxY - f.maxY)) }
        }
        return m
    }

    /// The insets that keep content clear of the window's unsafe edges (status bar, home indicator), in
    /// this view's coordinates: where the view overlaps the window's unsafe areas, plus the
    /// `additionalSafeAreaInsets` of the view controllers whose views contain it (added to their views'
    /// safe areas, as UIKit does). Zero outside a window, apart from the own controller's additions.
    /// - Complexity: O(depth) for the conversions; O(depth²) only under controllers with additional insets.
    var safeAreaInsetsImplementation: UIEdgeInsets {
        if let window = self as? UIWindow { return window.windowSafeAreaInsets.adding(owningViewController?.additionalSafeAreaInsets) }
        guard let window else { return owningViewController?.additionalSafeAreaInsets ?? .zero }
        if let placed = owningViewController?.containerPlacedSafeArea { return placed }
        // Fast path for the layout pass: no unsafe edges and no controller adds insets.
        if window.windowSafeAreaInsets == .zero, UIViewController.controllersWithAdditionalInsets == 0 { return .zero }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
            return insets(toward: window.layer.convert(window.bounds.inset(by: window.windowSafeAreaInsets), to: layer)).adding(extra)
        }
        var ancestor = superview
        while let v = ancestor, !(v is UIWindow) {
            if let controller = v.owningViewController,
               controller.additionalSafeAreaInsets != .zero || controller.containerSafeAreaInsets != nil {
                return insets(toward: v.layer.convert(v.bounds.inset(by: v.safeAreaInsets), to: layer))
            }
            ancestor = v.superview
        }
        return insets(toward: window.layer.convert(window.bounds.inset(by: window.windowSafeAreaInsets), to: layer))
    }

    /// The insets from the bounds to `safe` (a rectangle in this view's coordinates), never negative.
    private func insets(toward safe: CGRect) -> UIEdgeInsets {
        let b = bounds
        guard !safe.isNull, safe.width.isFinite, safe.height.isFinite else { return .zero }
        return UIEdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                            bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
    }
}

extension UIViewController {
    /// The root view's safe area when a container places it (`containerSafeAreaInsets` set): the
    /// container view's safe area, plus the container's bars, plus `additionalSafeAreaInsets`.
    var containerPlacedSafeArea: UIEdgeInsets? {
        guard let bars = containerSafeAreaInsets, let containerView = parentStorage?.viewIfLoaded else { return nil }
        return containerView.safeAreaInsets.adding(bars).adding(additionalSafeAreaInsets)
    }
}

extension UIEdgeInsets {
    /// The sum of two insets, edge by edge (`nil` adds nothing).
    func adding(_ other: UIEdgeInsets?) -> UIEdgeInsets {
        guard let other else { return self }
        return UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
