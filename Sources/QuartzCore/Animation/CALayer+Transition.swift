@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

extension CALayer {
    /// The transition drawn now and its progress: the last added `CATransition` in effect at the current
    /// media time, or `nil`. Only layers registered with the animation engine (of the current host
    /// generation) draw transitions.
    /// - Complexity: O(animations on the layer); O(1) without animations.
    func currentTransition() -> (transition: CATransition, progress: Double)? {
        guard !animationEntries.isEmpty, animationRegistration != nil else { return nil }
        let time = localTime(fromMedia: CACurrentMediaTime())
        for entry in animationEntries.reversed() {
            guard let transition = entry.animation as? CATransition, transition.snapshot != nil,
                  let progress = transition.progress(at: time) else { continue }
            return (transition, progress)
        }
        return nil
    }

    /// What a running transition may paint, in the layer's coordinates: the bounds when the layer masks
    /// to them; otherwise, for a slide, the bounds with a bounds-sized band on each side along the slide
    /// (where the old picture leaves and the new one comes from).
    /// - Complexity: O(1).
    func transitionExtent(_ transition: CATransition) -> CGRect {
        let b = bounds
        guard !masksToBounds, case .slide(_, let direction) = transition.style else { return b }
        let travel = CGVector(dx: direction.dx * b.width, dy: direction.dy * b.height)
        return b.union(b.offsetBy(dx: travel.dx, dy: travel.dy)).union(b.offsetBy(dx: -travel.dx, dy: -travel.dy))
    }

    /// Whether a `CATransition` is attached (running, waiting for its begin time, or filling forwards).
    var hasTransitionEntries: Bool {
        animationEntries.contains { $0.animation.isTransition }
    }

    /// Renders the layer subtree as presented now — animated values (and a running transition) at the
    /// current media time — clipped to the bounds, into a bitmap aligned with the device pixels the layer
    /// covers on the display (see `deviceTransform()`). Pending layout and display are not run: the picture
    /// is the last drawn appearance. `nil` for an empty or singular layer.
    /// - Complexity: O(sublayers) plus drawing the layer's area.
    func makeTransitionSnapshot() -> TransitionSnapshot? {
        let placement = DeviceBitmap.split(deviceTransform())
        let applies = AnimationEngine.saved.isEmpty
        if applies { AnimationEngine.applyPresentationValues() }
        defer { if applies { AnimationEngine.restoreModelValues() } }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let bitmap = DeviceBitmap.make(key: [], extent: bounds, rest: placement.rest) { context in
            context.clip(to: bounds)
            LayerPainter(context: context, deviceClip: nil, useTracking: false).paintContents(of: self)
        }
        return bitmap.map { TransitionSnapshot(bitmap: $0, rest: placement.rest) }
    }

    /// The transform from the layer's coordinates to display pixels: its chain of superlayers (root
    /// included) times the display scale when the root is the tree the screen compositor drew last,
    /// otherwise times the layer's `contentsScale` (a standalone tree).
    /// - Complexity: O(depth).
    func deviceTransform() -> CGAffineTransform {
        var m = CGAffineTransform.identity
        var node: CALayer? = self
        var top = self
        while let n = node {
            m = m.concatenating(n.localToParentTransform)
            top = n
            node = n.superlayerStorage ?? n.maskOwner
        }
        let scale: CGFloat
        if let root = LayerCompositor.displayRoot, root === top {
            scale = LayerCompositor.displayScale
        } else {
            scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        }
        return m.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }
}
