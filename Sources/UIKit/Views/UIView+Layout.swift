import Foundation

extension UIView {
    /// Marks the view for layout in the next layout pass (once per frame), as UIKit's `setNeedsLayout()`.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if it, or a descendant, needs layout.
    public func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells the layout system the intrinsic size changed; the superview lays out again.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Runs one layout of this view: margins and safe-area change notifications, the view controller's
    /// `viewWillLayoutSubviews`, `layoutSubviews()`, then `viewDidLayoutSubviews`, as UIKit orders them.
    func performLayout() {
        let safe = safeAreaInsets
        if safe != lastSafeAreaInsets {
            lastSafeAreaInsets = safe
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        let margins = layoutMargins
        if margins != lastLayoutMargins {
            lastLayoutMargins = margins
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
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
        get {
            var m = directionalLayoutMarginsStorage.edgeInsets
            if insetsLayoutMarginsFromSafeArea {
                let s = safeAreaInsets
                m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
            }
            if preservesSuperviewLayoutMargins, let parent = superview {
                let pm = parent.layoutMargins, f = frame, pb = parent.bounds
                m.left = max(m.left, pm.left - (f.minX - pb.minX))
                m.top = max(m.top, pm.top - (f.minY - pb.minY))
                m.right = max(m.right, pm.right - (pb.maxX - f.maxX))
                m.bottom = max(m.bottom, pm.bottom - (pb.maxY - f.maxY))
            }
            return m
        }
        set {
            directionalLayoutMarginsStorage = newValue.directional
            setNeedsLayout()
        }
    }

    /// The insets that keep content clear of the window's unsafe edges (status bar, home indicator), in
    /// this view's coordinates, plus the owning view controller's `additionalSafeAreaInsets`.
    /// - Complexity: O(depth), computed from the superview's insets.
    public var safeAreaInsets: UIEdgeInsets {
        var insets: UIEdgeInsets
        if let window = self as? UIWindow {
            insets = window.windowSafeAreaInsets
        } else if let parent = superview {
            let parentSafe = parent.bounds.inset(by: parent.safeAreaInsets)
            let r = parent.layer.convert(parentSafe, to: layer)
            let b = bounds
            insets = UIEdgeInsets(top: max(0, r.minY - b.minY), left: max(0, r.minX - b.minX),
                                  bottom: max(0, b.maxY - r.maxY), right: max(0, b.maxX - r.maxX))
        } else {
            insets = .zero
        }
        if let extra = owningViewController?.additionalSafeAreaInsets {
            insets.top += extra.top; insets.left += extra.left; insets.bottom += extra.bottom; insets.right += extra.right
        }
        return insets
    }
}
