import CoreGraphics
import Foundation

extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing the animation with that key, whose delegate hears
    /// `animationDidStop(_:finished: false)` on the next frame), as Core Animation's `add(_:forKey:)`.
    ///
    /// On the copy: a `beginTime` of 0 becomes the layer's current time (`CACurrentMediaTime()` converted
    /// through the layer timing, see `convertTime(_:from:)`), a `duration` of 0 becomes
    /// `CATransaction.animationDuration()`, and a property animation without a `keyPath` takes `key`.
    /// The animation changes what the compositor draws (the presentation values) and `presentation()`,
    /// never the model property. Later animations apply on top of earlier ones. The animatable key paths
    /// are listed in `CAPropertyAnimation`'s documentation; others are ignored. A `CATransition` takes its
    /// picture of the layer's current appearance here (see `CATransition`).
    /// - Complexity: O(animations on the layer); for a transition, plus drawing the layer's area.
    func performAdd(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        // A transition's old picture is taken before anything changes (a transition it replaces included).
        let snapshot = copy is CATransition ? makeTransitionSnapshot() : nil
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
        if copy.beginTime == 0 { copy.beginTime = localTime(fromMedia: CACurrentMediaTime()) }
        if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
        copy.prepare()
        (copy as? CATransition)?.snapshot = snapshot
        let entryKey: String
        if let key {
            entryKey = key
            if let index = animationEntries.firstIndex(where: { $0.key == key }) {
                let old = animationEntries.remove(at: index).animation
                AnimationEngine.stopped(old, finished: false)
            }
        } else {
            AnimationEngine.anonymousCount += 1
            entryKey = "\u{0}anonymous-\(AnimationEngine.anonymousCount)"
        }
        animationEntries.append((entryKey, copy))
        AnimationEngine.register(self, adding: copy)
        if copy is CATransition { noteChange(.transition) } else { markSubtreeDirty() }
    }

    func performRemoveAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let old = animationEntries.remove(at: index).animation
        AnimationEngine.stopped(old, finished: false)
        noteChange(.geometry)
    }

    func performRemoveAllAnimations() {
        guard !animationEntries.isEmpty else { return }
        let old = animationEntries
        animationEntries.removeAll()
        for entry in old { AnimationEngine.stopped(entry.animation, finished: false) }
        noteChange(.geometry)
    }

    func performAnimation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    func performAnimationKeys() -> [String]? {
        let keys = animationEntries.map(\.key).filter { !$0.hasPrefix("\u{0}") }
        return keys.isEmpty ? nil : keys
    }

    // MARK: - Presentation (module-internal)

    /// A copy of the layer with the animated values at the current media time (see `presentation()`).
    func makePresentationLayer() -> CALayer? {
        if modelLayerStorage != nil { return self }
        guard hasBeenCommitted else { return nil }
        let copy = type(of: self).init()
        copy.copyPresentationProperties(from: self)
        copy.modelLayerStorage = self
        var values = PresentationValues(layer: self)
        let now = localTime(fromMedia: CACurrentMediaTime())
        for entry in animationEntries { entry.animation.apply(at: now, to: &values) }
        for (key, value) in values.entries { copy.setAnimatableValue(value, for: key) }
        return copy
    }

    /// The value at `keyPath` as currently presented (the model value if nothing animates it).
    func presentationValue(forKeyPath keyPath: String) -> AnimatableValue? {
        var values = PresentationValues(layer: self)
        let now = localTime(fromMedia: CACurrentMediaTime())
        for entry in animationEntries { entry.animation.apply(at: now, to: &values) }
        return values.value(at: keyPath)
    }

    /// Copies the properties `init(layer:)` copies (Swift cannot call that non-required initializer
    /// through a metatype, so subclass-specific properties beyond shape and gradient layers' are not
    /// copied into presentation layers — a documented deviation).
    private func copyPresentationProperties(from other: CALayer) {
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        zPosition = other.zPosition; anchorPointZ = other.anchorPointZ; transform = other.transform
        sublayerTransform = other.sublayerTransform; isGeometryFlipped = other.isGeometryFlipped
        contentsScale = other.contentsScale; backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth; borderColor = other.borderColor; opacity = other.opacity
        isHidden = other.isHidden; masksToBounds = other.masksToBounds; isOpaque = other.isOpaque
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        contents = other.contents; contentsGravity = other.contentsGravity; contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter; name = other.name
        if let shape = self as? CAShapeLayer, let source = other as? CAShapeLayer {
            shape.path = source.path; shape.fillColor = source.fillColor; shape.fillRule = source.fillRule
            shape.strokeColor = source.strokeColor; shape.strokeStart = source.strokeStart
            shape.strokeEnd = source.strokeEnd; shape.lineWidth = source.lineWidth
            shape.miterLimit = source.miterLimit; shape.lineCap = source.lineCap; shape.lineJoin = source.lineJoin
            shape.lineDashPhase = source.lineDashPhase; shape.lineDashPattern = source.lineDashPattern
        }
        if let gradient = self as? CAGradientLayer, let source = other as? CAGradientLayer {
            gradient.colors = source.colors; gradient.locations = source.locations
            gradient.startPoint = source.startPoint; gradient.endPoint = source.endPoint; gradient.type = source.type
        }
    }

    // MARK: - Implicit actions (module-internal)

    /// Called by the animatable properties' setters after a change: finds the action for `key` and runs
    /// it, as Core Animation does when a property changes.
    ///
    /// The rule: nothing runs while the compositor applies presentation values, on presentation copies,
    /// or inside `CATransaction.setDisableActions(true)`. Otherwise `action(forKey:)` is asked (delegate →
    /// `actions` → `defaultAction(forKey:)` → the built-in implicit animation, which standalone layers get
    /// only once they have been rendered). A `CABasicAnimation` action without values is added as a copy
    /// animating from the previous value — the presented value if the key was animating, else the old
    /// model value — to the new model value; other actions run with
    /// `arguments["previousValue"]` holding that value (`NSNull()` for `nil`) and
    /// `arguments["previousModelValue"]` the old model value (for additive animations; not Core Animation's).
    /// - Complexity: O(1) when actions are off; otherwise O(animations on the layer).
    func animatablePropertyDidChange(_ key: String, from old: @autoclosure () -> Any?) {
        guard !AnimationEngine.isApplyingPresentation, modelLayerStorage == nil else { return }
        // A view's backing layer with UIKit's default actions: NSNull unless a view animation is open.
        if delegateAnswersNullOutsideViewAnimations, !CALayer.viewAnimationIsOpen { return }
        guard delegate != nil || actions != nil || hasBeenCommitted else { return }
        guard !CATransaction.disableActions() else { return }
        guard let action = action(forKey: key), !(action is NSNull) else { return }
        let oldModel = old()
        let previous: Any?
        if animationEntries.isEmpty {
            previous = oldModel
        } else {
            previous = presentationValueBeforeChange(key, old: oldModel)
        }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            guard let copy = basic.copy() as? CABasicAnimation else { return }
            copy.fromValue = previous ?? NSNull()
            if copy.keyPath == nil { copy.keyPath = key }
            add(copy, forKey: key)
        } else {
            action.run(forKey: key, object: self,
                       arguments: ["previousValue": previous ?? NSNull(), "previousModelValue": oldModel ?? NSNull()])
        }
    }

    /// The value `key` was presented with before a change: the animations evaluated over the old model.
    private func presentationValueBeforeChange(_ key: String, old: Any?) -> Any? {
        guard animationEntries.contains(where: { entry in
            var keys: [String] = []
            entry.animation.animatedKeyPaths(into: &keys)
            return keys.contains { PresentationValues.split($0).base == PresentationValues.split(key).base }
        }), let oldValue = AnimatableValue(old) else { return old }
        let current = animatableValue(forKey: key)
        AnimationEngine.isApplyingPresentation = true
        setAnimatableValue(oldValue, forKey: key)
        let presented = presentationValue(forKeyPath: key)
        if let current { setAnimatableValue(current, forKey: key) }
        AnimationEngine.isApplyingPresentation = false
        return presented?.anyValue ?? old
    }

    /// The built-in implicit animation for an animatable key: a `CABasicAnimation` of that key with the
    /// current transaction's duration and timing function (default: `.default`), or `nil`.
    func builtInAction(forKey key: String) -> (any CAAction)? {
        guard hasBeenCommitted, animatableValue(forKey: key) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
            ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
