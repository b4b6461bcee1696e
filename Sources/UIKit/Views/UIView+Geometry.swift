import Foundation

extension UIView {
    /// Moves the centre (the layer's position) and tells Auto Layout the geometry changed.
    func setCenter(_ center: CGPoint) {
        layer.position = center
        if autoLayoutStorage != nil { autoLayoutGeometryDidChange() }
    }

    /// Sets the frame through the layer, then reacts to a size change.
    func setFrame(_ frame: CGRect) {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        let oldSize = layer.bounds.size, oldOrigin = layer.frame.origin
        layer.frame = frame
        boundsSizeDidChange(from: oldSize)
        if autoLayoutStorage != nil { autoLayoutGeometryDidChange() }
        // Moving within a window with unsafe edges can change the safe area: look again at layout.
        if oldOrigin != frame.origin, let window, window.windowSafeAreaInsets != .zero { setNeedsLayout() }
    }

    /// Sets the bounds through the layer, then reacts to a size change. A new origin (a scroll) lays out
    /// the view and its superview, as UIKit does.
    func setBounds(_ bounds: CGRect) {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return }
        let oldSize = layer.bounds.size, oldOrigin = layer.bounds.origin
        layer.bounds = bounds
        if oldOrigin != bounds.origin, bounds.size == oldSize {
            setNeedsLayout()
            setSuperviewNeedsLayoutForSubviewChange()
        }
        boundsSizeDidChange(from: oldSize)
        if autoLayoutStorage != nil { autoLayoutGeometryDidChange() }
    }

    /// After a size change: mark the view and its superview for layout (UIKit's rule: resizing a view lays
    /// out its superview too), autoresize subviews, redraw for `.redraw`.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if let window = self as? UIWindow { window.windowSizeDidChange() }
        setNeedsLayout()
        setSuperviewNeedsLayoutForSubviewChange()
        if autoresizesSubviews {
            for sub in subviewStorage where !sub.autoresizingMask.isEmpty {
                sub.frame = autoresizedFrame(sub.frame, mask: sub.autoresizingMask, from: oldSize, to: newSize)
            }
        }
        if contentModeStorage == .redraw { setNeedsDisplay() }
    }

    // MARK: Converting coordinates

    func performConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? window
        guard let target, target !== self else { return point }
        let myRoot = rootView, targetRoot = target.rootView
        if myRoot === targetRoot { return layer.convert(point, to: target.layer) }
        let inRoot = layer.convert(point, to: myRoot.layer)
        let onScreen = CGPoint(x: inRoot.x + myRoot.frame.minX, y: inRoot.y + myRoot.frame.minY)
        let inTargetRoot = CGPoint(x: onScreen.x - targetRoot.frame.minX, y: onScreen.y - targetRoot.frame.minY)
        return targetRoot.layer.convert(inTargetRoot, to: target.layer)
    }

    func performConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return point }
        return source.convert(point, to: self)
    }

    func performConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func performConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let source = view ?? window else { return rect }
        return source.convert(rect, to: self)
    }

    /// The top of this view's tree: its window, or the topmost superview.
    var rootView: UIView {
        var v = self
        while let s = v.superviewStorage { v = s }
        return v
    }

    // MARK: Hit testing

    /// UIKit's hit-testing algorithm, front to back (see `hitTest(_:with:)`).
    /// - Complexity: O(n) in the subtree's size in the worst case.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviewStorage.reversed() {
            let p = sub.layer.convert(point, from: layer)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
