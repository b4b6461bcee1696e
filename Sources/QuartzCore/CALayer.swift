import CoreGraphics
import Foundation

/// An object that manages image-based content and its geometry, as Core Animation's `CALayer`: a tree of
/// layers that OpenUIKit's compositor (`LayerCompositor`) draws into a window's pixels.
///
/// Parity: Apple's names, labels and default values. The one deviation: `CALayer` is `@MainActor`
/// isolated, like UIKit's types in this project (Apple's `CALayer` is nonisolated but main-thread-only in
/// practice). Transforms are drawn by their affine part (see `CATransform3D`). Animatable properties run
/// their action when they change (see `add(_:forKey:)` and `action(forKey:)`); the compositor draws
/// animated layers from their presentation values.
///
/// `init()` is `required`, so that a layer class held as a metatype (UIKit's `layerClass`) can be
/// instantiated; subclasses declare `required init()`.
///
/// Every property setter records what changed and marks the path to the root, so the compositor finds the
/// changed layers without visiting the rest of the tree.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // MARK: Hierarchy storage

    /// The sublayers in back-to-front insertion order.
    var sublayerStorage: [CALayer] = []
    /// The layer whose `mask` this layer is (changes propagate to it).
    weak var maskOwner: CALayer?
    /// The superlayer (not retained). Not `weak`: a weak reference gives its target a side table, which
    /// makes every retain and release of the superlayer slow. Invariant that keeps it from dangling: it is
    /// set exactly while this layer is in the superlayer's `sublayerStorage` (inserting sets it,
    /// `detachFromSuperlayer()` clears it), and a layer's `deinit` clears it in the sublayers it still holds.
    nonisolated(unsafe) unowned(unsafe) var superlayerStorage: CALayer?

    // MARK: Change tracking (see LayerCompositor)

    /// What changed on this layer since the last frame.
    var changes: LayerChanges = []
    /// Whether this layer or a descendant has changes; when set, every ancestor has it set too.
    var subtreeDirty = false
    /// The union of the pixel rectangles of sublayers removed since the last frame, as last rendered.
    var removedDamage = CGRect.null
    /// Pixel rectangle of this layer's own drawing (shadow included) as last composited; `.null` if none.
    var renderedOwnRect = CGRect.null
    /// Pixel rectangle of this layer and all its descendants as last composited; `.null` if none.
    var renderedSubtreeRect = CGRect.null
    /// Whether the layer was last composited as a group (transparency layer).
    var renderedAsGroup = false
    /// Whether the rendered rectangles above describe the layer as last composited.
    var renderedValid = false
    /// The cached shadow bitmap, keyed by everything that shapes it.
    var shadowCache: ShadowCache?
    /// The nine parts of `contents` for `contentsCenter`, cut once per image and centre.
    var ninePartCache: (image: CGImage, center: CGRect, parts: [CGImage?])?
    /// The cached rounded background bitmap.
    var backgroundCache: DeviceBitmap?
    /// The cached border bitmap.
    var borderCache: DeviceBitmap?
    /// The cached gradient bitmap of a gradient layer.
    var gradientCache: (key: [CGFloat], image: CGImage)?

    // MARK: Animations (hook for Animation/CALayer+Animation.swift and AnimationEngine)

    /// The attached animations by key, in the order added (later ones apply on top).
    var animationEntries: [(key: String, animation: CAAnimation)] = []
    /// The layer's registration with `AnimationEngine` while it has animations (`deinit` marks it dead,
    /// which is how the engine, holding no reference to the layer, learns that the layer went away).
    nonisolated(unsafe) var animationRegistration: AnimationRegistration?
    /// Whether the compositor has drawn (committed) the layer once: `presentation()` and standalone
    /// layers' implicit animations start then.
    var hasBeenCommitted = false
    /// For a presentation copy, the model layer it was made from.
    var modelLayerStorage: CALayer?

    // MARK: - CAMediaTiming (animation hook; see Animation/CALayer+MediaTiming.swift)

    /// When the layer's time starts, in its superlayer's time. Default 0. With `speed` and `timeOffset` it
    /// maps the superlayer's time to the layer's: `(t − beginTime) × speed + timeOffset`, which the
    /// layer's animations and those of its sublayers run on.
    open var beginTime: CFTimeInterval = 0 { didSet { LayerTiming.noteTimingChange(self) } }
    /// The rate of the layer's time relative to its superlayer's. Default 1; 0 pauses its animations.
    open var speed: Float = 1 { didSet { LayerTiming.noteTimingChange(self) } }
    /// An offset added to the layer's time. Default 0.
    open var timeOffset: CFTimeInterval = 0 { didSet { LayerTiming.noteTimingChange(self) } }
    /// Stored for parity (a layer's own active duration does not limit its animations in OpenUIKit).
    open var duration: CFTimeInterval = 0
    /// Stored for parity (layers do not repeat their time in OpenUIKit).
    open var repeatCount: Float = 0
    /// Stored for parity (layers do not repeat their time in OpenUIKit).
    open var repeatDuration: CFTimeInterval = 0
    /// Stored for parity (layers do not reverse their time in OpenUIKit).
    open var autoreverses = false
    /// Stored for parity (layers do not fill their time in OpenUIKit).
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Display and layout flags

    var needsDisplayFlag = false
    var needsLayoutFlag = false
    /// Whether some descendant needs layout; when set, every ancestor has it set too.
    var descendantNeedsLayout = false

    // MARK: - Initializers

    /// Creates a layer with Apple's default property values.
    public required override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (not its sublayers or delegate), as Core Animation does for
    /// presentation layers. Subclasses override it to copy their own properties.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyProperties(of: other) }
    }

    // MARK: - Delegate

    /// The layer's delegate (not retained), asked for contents, layout and actions.
    open var delegate: (any CALayerDelegate)? {
        get { owningViewStorage ?? delegateStorage }
        set { setDelegateImplementation(newValue) }
    }
    /// A delegate set through `delegate`.
    weak var delegateStorage: (any CALayerDelegate)?
    /// The view that owns this layer and is its delegate (set by UIKit for a view's backing layer). Not
    /// `weak` (see `superlayerStorage`): the view holds its layer for its whole life and clears this in
    /// its `deinit`, so it never dangles.
    nonisolated(unsafe) unowned(unsafe) var owningViewStorage: (any CALayerDelegate)?
    /// Whether the delegate is a view whose actions are UIKit's default ones (`NSNull` outside view
    /// animations), so changes need no action lookup while no view animation is open.
    var delegateAnswersNullOutsideViewAnimations = false

    /// Deinitialises; sublayers that outlive this layer no longer name it as their superlayer.
    deinit {
        animationRegistration?.layerIsAlive = false
        for layer in sublayerStorage where layer.superlayerStorage === self { layer.superlayerStorage = nil }
    }

    // MARK: - Geometry

    /// The layer's own coordinate space: its origin is what the top-left of the layer shows, its size
    /// the layer's size. Default `.zero`. Changing the size marks the layer as needing layout and, when
    /// `needsDisplayOnBoundsChange` is set, display.
    open var bounds: CGRect = .zero { didSet { if bounds != oldValue { boundsDidChange(from: oldValue) } } }

    /// Where the anchor point sits, in the superlayer's coordinate space. Default `.zero`.
    open var position: CGPoint = .zero {
        didSet { if position != oldValue { noteChange(.geometry); animatablePropertyDidChange("position", from: oldValue) } }
    }

    /// The anchor point in unit coordinates of the bounds: the point that sits at `position` and about
    /// which `transform` applies. Default (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { noteChange(.geometry); animatablePropertyDidChange("anchorPoint", from: oldValue) } }
    }

    /// The layer's position on the z axis: sublayers draw in increasing `zPosition`, stably (equal values
    /// keep sublayer order). Default 0.
    open var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { noteChange(.geometry); animatablePropertyDidChange("zPosition", from: oldValue) } }
    }

    /// The anchor point's z component. Default 0. Stored for parity; it has no effect on 2D drawing.
    open var anchorPointZ: CGFloat = 0

    /// The transform applied about the anchor point. Default `CATransform3DIdentity`; drawn by its
    /// affine part.
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet { if transform != oldValue { noteChange(.geometry); animatablePropertyDidChange("transform", from: oldValue) } }
    }

    /// The transform applied to the sublayers, about this layer's anchor point (so perspective has its
    /// vanishing point there). Default identity; drawn by its affine part.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet { if sublayerTransform != oldValue { noteChange(.geometry); animatablePropertyDidChange("sublayerTransform", from: oldValue) } }
    }

    /// Whether the sublayers' geometry is flipped vertically (their y axis points up from the bottom of
    /// this layer). Default `false`. Contents are not flipped by it.
    open var isGeometryFlipped = false {
        didSet { if isGeometryFlipped != oldValue { noteChange(.geometry) } }
    }

    /// Pixels per point of the layer's drawn contents and of how `contents` images are sized for the
    /// non-scaling gravities. Default 1.
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue { noteChange(.appearance) } }
    }

    /// The scale a rasterized layer is drawn at. Default 1. Stored for parity; OpenUIKit does not rasterize.
    open var rasterizationScale: CGFloat = 1
    /// Whether the layer is rasterized. Default `false`. Stored for parity; it has no effect.
    open var shouldRasterize = false

    // MARK: - Appearance

    /// The colour filling the bounds (rounded by `cornerRadius`). Default `nil`.
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { noteChange(.appearance); animatablePropertyDidChange("backgroundColor", from: oldValue) } }
    }

    /// The radius of the rounded corners of the background, border and `masksToBounds` clip; clamped to
    /// half the shorter side when drawn. Default 0.
    open var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { cornerRadiusDidChange(from: oldValue) } } }
    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                             .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { noteChange(masksToBounds ? .geometry : .appearance) } }
    }

    /// The shape of the rounded corners: `.circular` (the default, as on iOS) or Apple's `.continuous`
    /// corners, used by the background, border, `masksToBounds` clip, default shadow and gradient.
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { noteChange(masksToBounds ? .geometry : .appearance) } }
    }

    /// The width of the border drawn inside the bounds, above the sublayers. Default 0.
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { noteChange(.appearance); animatablePropertyDidChange("borderWidth", from: oldValue) } }
    }

    /// The border colour. Default opaque black.
    open var borderColor: CGColor? = CGColor.black {
        didSet { if borderColor != oldValue { noteChange(.appearance); animatablePropertyDidChange("borderColor", from: oldValue) } }
    }

    /// The layer's opacity, 0...1, applied to the layer and its sublayers as a group. Default 1.
    open var opacity: Float = 1 {
        didSet { if opacity != oldValue { noteChange(.geometry); animatablePropertyDidChange("opacity", from: oldValue) } }
    }

    /// The backdrop blur behind the layer, in points (0: none): what is drawn below the layer within its
    /// bounds is blurred before the layer's background is drawn over it (the compositor's material
    /// blur, see `CGContext.applyBackdropBlur`). A change below the layer repaints all of it. Not public
    /// API (UIKit's `UIVisualEffectView` sets it).
    @_spi(OpenUIKitBackend) public var backdropBlurRadius: CGFloat = 0 {
        didSet { if backdropBlurRadius != oldValue { BackdropLayers.note(self); noteChange(.appearance) } }
    }
    /// The saturation applied to the blurred backdrop (1: unchanged). Not public API.
    @_spi(OpenUIKitBackend) public var backdropSaturation: CGFloat = 1 {
        didSet { if backdropSaturation != oldValue { noteChange(.appearance) } }
    }

    /// Whether the layer and its sublayers are not drawn (nor hit-tested). Default `false`.
    open var isHidden = false {
        didSet { if isHidden != oldValue { noteChange(.geometry) } }
    }

    /// Whether sublayers (and the shadow) are clipped to the bounds, rounded by `cornerRadius`.
    /// Default `false`.
    open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { noteChange(.geometry) } }
    }

    /// A layer whose alpha channel masks this layer and its sublayers (outside the mask's drawing the
    /// layer is transparent). Positioned in this layer's coordinate space. Default `nil`.
    open var mask: CALayer? { didSet { if mask !== oldValue { maskDidChange(from: oldValue) } } }
    /// Whether the layer promises to be fully opaque. Default `false`. A hint only.
    open var isOpaque = false
    /// Whether the back of the layer is drawn when turned away. Default `true`. Stored for parity.
    open var isDoubleSided = true
    /// Whether edges are anti-aliased per Core Animation's edge mask. Default `false`. Stored for parity;
    /// OpenUIKit always anti-aliases shapes.
    open var allowsEdgeAntialiasing = false

    // MARK: - Shadow

    /// The shadow colour. Default opaque black.
    open var shadowColor: CGColor? = CGColor.black {
        didSet { if shadowColor != oldValue { noteChange(.appearance); animatablePropertyDidChange("shadowColor", from: oldValue) } }
    }

    /// The shadow's opacity, 0...1; no shadow is drawn at 0. Default 0.
    open var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { noteChange(.appearance); animatablePropertyDidChange("shadowOpacity", from: oldValue) } }
    }

    /// The shadow's offset in the layer's (y-down) space. Default (0, -3), as on iOS: the shadow shows
    /// above the layer.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { noteChange(.appearance); animatablePropertyDidChange("shadowOffset", from: oldValue) } }
    }

    /// The shadow's blur radius (the Gaussian's standard deviation, in points). Default 3.
    open var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { noteChange(.appearance); animatablePropertyDidChange("shadowRadius", from: oldValue) } }
    }

    /// The shape of the shadow. Default `nil`: the shadow takes the shape of the rounded bounds.
    ///
    /// Deviation: without a `shadowPath`, Core Animation derives the shadow from the layer's composited
    /// alpha; OpenUIKit uses the rounded bounds (the common case of a filled or bordered layer).
    open var shadowPath: CGPath? {
        didSet { if shadowPath != oldValue { noteChange(.appearance) } }
    }

    // MARK: - Contents

    /// The layer's image: a `CGImage`, drawn above the background per `contentsGravity`. Other values are
    /// ignored. Default `nil`. `display()` sets it from the layer's drawing.
    open var contents: Any? {
        didSet { noteChange(.appearance) }
    }

    /// How `contents` is positioned and scaled in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue { noteChange(.appearance) } }
    }

    /// The part of `contents` shown, in unit coordinates of the image. Default (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { noteChange(.appearance); animatablePropertyDidChange("contentsRect", from: oldValue) } }
    }

    /// The stretchable part of `contents`, in unit coordinates of the image: with `.resize` gravity the
    /// image is drawn in nine parts, the corners at their natural size (per `contentsScale`), the edges
    /// stretched along one axis and this centre along both. Default (0, 0, 1, 1): the whole image
    /// stretches. Applies when `contentsRect` is the whole image.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { noteChange(.appearance) } }
    }

    /// A name for the layer, for debugging and lookups. Default `nil`.
    open var name: String?
    /// Whether changing the bounds size calls `setNeedsDisplay()`. Default `false`.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing may be deferred to a background thread. Default `false`. Stored for parity;
    /// OpenUIKit draws on the main actor.
    open var drawsAsynchronously = false
    /// Actions by key, consulted by `action(forKey:)` after the delegate. Default `nil`.
    open var actions: [String: any CAAction]?

    // MARK: - Overridable behaviour

    /// The layer's frame in its superlayer's coordinates: the bounding box of the bounds placed at
    /// `position` by `anchorPoint` and `transform` (its affine part). Setting it sets `position` and
    /// `bounds.size` (divided by the transform's scale when it has no rotation); with a rotating transform
    /// the size is taken as is and the position chosen so that the frame's origin lands where asked.
    open var frame: CGRect { get { frameFromGeometry } set { applyFrame(newValue) } }

    /// Updates the contents: asks the delegate's `display(_:)` (whose default performs the standard
    /// drawing), or without a delegate draws into a new backing bitmap of `bounds.size × contentsScale`
    /// through `draw(in:)` and makes the result the `contents`. Called by `displayIfNeeded()` and the
    /// compositor; rarely called directly.
    /// - Complexity: O(pixels of the backing bitmap) plus the drawing.
    open func display() { performDisplay() }
    /// Draws the layer's contents into `ctx` (y-down, in bounds coordinates, clipped to the bounds).
    /// The default asks `delegate?.draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Marks the contents as needing `display()` before the next frame.
    /// - Complexity: O(1) amortized.
    open func setNeedsDisplay() { performSetNeedsDisplay() }
    /// Marks the contents as needing display. OpenUIKit redraws the whole layer (the rectangle is a hint).
    open func setNeedsDisplay(_ r: CGRect) { if !r.isEmpty { setNeedsDisplay() } }
    /// Marks the layer as needing `layoutSublayers()` before the next frame.
    /// - Complexity: O(1) amortized.
    open func setNeedsLayout() { performSetNeedsLayout() }

    /// Lays out the layer tree now if needed: finds the topmost ancestor chain needing layout, then runs
    /// `layoutSublayers()` top-down on every layer that needs it (each at most once).
    /// - Complexity: O(layers needing layout plus their ancestors).
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    /// Lays out the sublayers. The default asks `delegate?.layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The layer's preferred size in its superlayer: the bounds size transformed by the affine transform.
    open func preferredFrameSize() -> CGSize { performPreferredFrameSize() }

    /// The action for `event`: the delegate's answer, else the `actions` dictionary, else
    /// `defaultAction(forKey:)`, else — for an animatable property of a layer that has been rendered —
    /// the implicit animation (a `CABasicAnimation` of the transaction's duration). `NSNull()` from the
    /// delegate or `actions` stops the search, as in Core Animation.
    open func action(forKey event: String) -> (any CAAction)? { performAction(forKey: event) }
    /// The class's default action for `event`. Default `nil`.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's coordinates;
    /// hidden layers and, with `masksToBounds`, points outside the bounds are skipped. Sublayers are tested
    /// front to back (reverse drawing order).
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestImplementation(p) }
    /// Whether `p` (in the layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// Draws the layer and its sublayers into `ctx` in the layer's coordinate space, as
    /// `renderInContext:` does: background, contents, sublayers, border, with masks, opacity and shadows.
    /// - Complexity: O(layers) plus their drawing.
    open func render(in ctx: CGContext) { LayerPainter(context: ctx, deviceClip: nil, useTracking: false).paintContents(of: self) }

    /// A copy of the layer showing its current animated values (at `CACurrentMediaTime()`), as Core
    /// Animation's presentation layer; `nil` until the layer has been rendered (committed) once, as on
    /// iOS. Its sublayers are not copied. On a presentation layer it returns itself.
    /// - Complexity: O(animations on the layer) plus the copy.
    open func presentation() -> Self? { makePresentationLayer() as? Self }
    /// The model layer: for a presentation layer the layer it was made from, otherwise the layer itself.
    open func model() -> Self { (modelLayerStorage as? Self) ?? self }

    // MARK: - Drawing hooks for subclasses (module-internal)

    /// Whether the layer draws something of its own beyond background, contents and border (shape and
    /// gradient layers do).
    var hasOwnDrawing: Bool { false }
    /// Draws the layer's own content above the background, in bounds coordinates: the `contents` image.
    /// Shape and gradient layers add theirs.
    func drawOwnContent(in ctx: CGContext) { drawContentsImage(in: ctx) }
    /// The rectangle, in bounds coordinates, that the layer's own drawing (without shadow) may cover.
    var ownDrawingExtent: CGRect { contentsImageExtent }

    // MARK: Forwards to CALayer+Animation.swift

    /// Adds a copy of `anim` under `key` (replacing the animation with that key), as Core Animation's: a
    /// zero `beginTime` becomes the layer's time, a zero `duration` the transaction's; the model is kept.
    /// - Complexity: O(animations on the layer); for a transition, plus drawing the layer's area.
    open func add(_ anim: CAAnimation, forKey key: String?) { performAdd(anim, forKey: key) }

    /// Removes the animation with `key`; its delegate hears `animationDidStop(_:finished: false)` on the
    /// next frame unless it had already ended.
    /// - Complexity: O(animations on the layer).
    open func removeAnimation(forKey key: String) { performRemoveAnimation(forKey: key) }
    /// Removes every animation (delegates hear `finished: false` on the next frame).
    /// - Complexity: O(animations on the layer).
    open func removeAllAnimations() { performRemoveAllAnimations() }
    /// The animation added under `key`, or `nil`. Deviation: Core Animation returns an immutable copy;
    /// this is the layer's own copy (changing it changes the running animation).
    open func animation(forKey key: String) -> CAAnimation? { performAnimation(forKey: key) }
    /// The keys of the attached animations, in the order added (animations added without a key are not
    /// listed), or `nil` when there are none, as Core Animation.
    open func animationKeys() -> [String]? { performAnimationKeys() }

    // MARK: Forwards to CALayer+MediaTiming.swift

    /// Converts `t` from `l`'s time (media time when `l` is `nil`) to this layer's time, through the
    /// layers' `beginTime`, `speed` and `timeOffset`, as Core Animation's `convertTime(_:from:)`.
    /// - Complexity: O(depth of both layers).
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { performConvertTime(t, from: l) }
    /// Converts `t` from this layer's time to `l`'s (media time when `l` is `nil`).
    /// - Complexity: O(depth of both layers).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { performConvertTime(t, to: l) }

    // MARK: Forwards to CALayer+Display.swift

    /// Whether `setNeedsDisplay()` was called since the last display.
    open func needsDisplay() -> Bool { performNeedsDisplay() }
    /// Calls `display()` if the layer needs display.
    open func displayIfNeeded() { performDisplayIfNeeded() }

    // MARK: Forwards to CALayer+Geometry.swift

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { performAffineTransform() }
    /// Sets `transform` to the 3D equivalent of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { performSetAffineTransform(m) }

    /// Converts `p` from `layer`'s coordinates (its root's when `nil`) to this layer's.
    /// Layers in different trees are related through their roots' coordinate spaces.
    /// - Complexity: O(depth of both layers).
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint { performConvert(p, from: layer) }
    /// Converts `p` from this layer's coordinates to `layer`'s (its root's when `nil`).
    /// - Complexity: O(depth of both layers).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { performConvert(p, to: layer) }
    /// Converts `r` from `layer`'s coordinates to this layer's (the bounding box of the result).
    /// - Complexity: O(depth of both layers).
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { performConvert(r, from: layer) }
    /// Converts `r` from this layer's coordinates to `layer`'s (the bounding box of the result).
    /// - Complexity: O(depth of both layers).
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { performConvert(r, to: layer) }

    // MARK: Forwards to CALayer+Hierarchy.swift

    /// The layer this layer is a sublayer of, or `nil`.
    open var superlayer: CALayer? { superlayerStorage }

    /// The sublayers, back to front in insertion order (`zPosition` reorders drawing, not this array);
    /// `nil` when there are none, as on Apple platforms. Setting it removes the old sublayers and adds
    /// the new ones (each removed from its previous superlayer first).
    open var sublayers: [CALayer]? {
        get { sublayersImplementation }
        set { sublayersImplementation = newValue }
    }

    /// Appends `layer` to the sublayers (on top), removing it from its previous superlayer first.
    /// - Complexity: O(n) in the number of sublayers.
    open func addSublayer(_ layer: CALayer) { performAddSublayer(layer) }

    /// Inserts `layer` at `idx` in the sublayers (clamped to the count), removing it from its previous
    /// superlayer first.
    ///
    /// Traps when `layer` is this layer or one of its ancestors, since that would make a cycle.
    /// - Complexity: O(n) in the number of sublayers plus the depth of the tree.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { performInsertSublayer(layer, at: idx) }
    /// Inserts `layer` directly below `sibling` (at index 0 when `sibling` is `nil` or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { performInsertSublayer(layer, below: sibling) }
    /// Inserts `layer` directly above `sibling` (on top when `sibling` is `nil` or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { performInsertSublayer(layer, above: sibling) }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index; does nothing when `oldLayer` is
    /// not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        performReplaceSublayer(oldLayer, with: newLayer)
    }

    /// Removes the layer from its superlayer's sublayers (or from its owner's `mask`).
    open func removeFromSuperlayer() { performRemoveFromSuperlayer() }

    // MARK: Forwards to CALayer+Layout.swift

    /// Whether `setNeedsLayout()` was called since the last layout.
    open func needsLayout() -> Bool { performNeedsLayout() }
}
