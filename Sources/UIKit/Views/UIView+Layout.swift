import Foundation

extension UIView {
    /// Marks the view for layout in the next layout pass (once per frame), as UIKit's `setNeedsLayout()`.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if it, or a descendant, needs layout: for trees that use Auto Layout, the
    /// update-constraints pass and the engine's solve come first.
    public func layoutIfNeeded() {
        if subtreeUsesAutoLayout || layoutReachesAutoLayout { autoLayoutLayoutIfNeeded() } else { layer.layoutIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells the layout system the intrinsic size changed; the superview lays out again.
    public func invalidateIntrinsicContentSize() {
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
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    // MARK: Margins and safe area

    /// The margins in directional form (leading = left: OpenUIKit lays out left to right).
    /// Defaults to 8 points on each edge, as UIKit's.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set {
            directionalLayoutMarginsStorage = newValue
            setNeedsLayout()
        }
    }

    /// The effective layout margins: the explicit margins, plus the safe-area insets when
    /// `insetsLayoutMarginsFromSafeArea` is on, and at least the superview's margins where they overlap
    /// when `preservesSuperviewLayoutMargins` is on.
    public var layoutMargins: UIEdgeInsets {
        get { layoutMargins(safeArea: insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero) }
        set {
            directionalLayoutMarginsStorage = newValue.directional
            setNeedsLayout()
        }
    }

    /// The effective margins given this view's safe-area insets (computed once per layout pass).
    func layoutMargins(safeArea s: UIEdgeInsets) -> UIEdgeInsets {
        var m = directionalLayoutMarginsStorage.edgeInsets
        if let controller = owningViewController { m = controller.rootViewMargins(m, width: bounds.width) }
        if insetsLayoutMarginsFromSafeArea {
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let pm = parent.layoutMargins, f = parent.restingFrame(ofSubview: self), pb = parent.bounds
            m.left = max(m.left, pm.left - (f.minX - pb.minX))
            m.top = max(m.top, pm.top - (f.minY - pb.minY))
            m.right = max(m.right, pm.right - (pb.maxX - f.maxX))
            m.bottom = max(m.bottom, pm.bottom - (pb.maxY - f.maxY))
        }
        return m
    }

    /// The insets that keep content clear of the window's unsafe edges (status bar, home indicator), in
    /// this view's coordinates: where the view overlaps the window's unsafe areas, plus the
    /// `additionalSafeAreaInsets` of the view controllers whose views contain it (added to their views'
    /// safe areas, as UIKit does). Zero outside a window, apart from the own controller's additions.
    /// - Complexity: O(depth) for the conversions; O(depth²) only under controllers with additional insets.
    public var safeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.windowSafeAreaInsets.adding(owningViewController?.additionalSafeAreaInsets) }
        guard let window else { return owningViewController?.additionalSafeAreaInsets ?? .zero }
        // Fast path for the layout pass: no unsafe edges and no controller adds insets.
        if window.windowSafeAreaInsets == .zero, UIViewController.controllersWithAdditionalInsets == 0 { return .zero }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
            return insets(toward: window.layer.convert(window.bounds.inset(by: window.windowSafeAreaInsets), to: layer)).adding(extra)
        }
        var ancestor = superview
        while let v = ancestor, !(v is UIWindow) {
            if let extra = v.owningViewController?.additionalSafeAreaInsets, extra != .zero {
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

extension UIEdgeInsets {
    /// The sum of two insets, edge by edge (`nil` adds nothing).
    func adding(_ other: UIEdgeInsets?) -> UIEdgeInsets {
        guard let other else { return self }
        return UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
