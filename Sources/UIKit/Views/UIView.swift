@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

/// A rectangular area on screen that draws content, lays out subviews and takes part in event handling,
/// as UIKit's `UIView`. Every view is backed by a `CALayer` (of `layerClass`) that it is the delegate of;
/// geometry and appearance properties read and write the layer.
///
/// The overridable members are declared here (Swift only lets class-body members be overridden), each
/// forwarding in one line to its implementation in a concern file: `UIView+Hierarchy`, `UIView+Layout`,
/// `UIView+Rendering`, `UIView+Geometry`, `UIView+Gestures`, `UIView+Description` (Views/),
/// `UIView+Animation`, `UIView+Keyframes`, `UIView+Transition` (Animation/), `UIView+AutoLayout*` and
/// `UIView+LayoutGuides` (AutoLayout/) and `UIView+Traits` (Traits/).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Storage

    /// The backing layer (of `layerClass`), created with the view.
    open var layer: CALayer { layerStorage }
    let layerStorage: CALayer
    var subviewStorage: [UIView] = []
    /// The superview (not retained). Not `weak`, which would give every superview a side table and slow
    /// all its retains and releases: it is set exactly while this view is in the superview's
    /// `subviewStorage`, and a view's `deinit` clears it in the subviews that outlive it.
    nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?
    weak var windowStorage: UIWindow?
    /// The view controller whose root view this is (the responder chain goes through it).
    weak var owningViewController: UIViewController?
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    var backgroundColorStorage: UIColor?
    var contentModeStorage: ContentMode = .scaleToFill
    var directionalLayoutMarginsStorage = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var lastSafeAreaInsets = UIEdgeInsets.zero
    var lastLayoutMargins = UIEdgeInsets.zero
    /// The gesture recognizers attached to this view, in the order they were added.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// Set while `updateDrawingProbe` decides whether this view's class overrides `draw(_:)`.
    var baseDrawWasCalled = false
    /// Auto Layout's state for this view: nil until the view takes part (see `AutoLayout/`).
    var autoLayoutStorage: AutoLayoutViewState?
    /// Auto Layout's reference to this view, held by anchors, constraints and guides instead of a `weak`
    /// reference (see `AutoLayout/LayoutItemReference.swift`); `deinit` clears it.
    var layoutItemReferenceStorage: LayoutItemReference?
    /// Whether this view or a descendant takes part in Auto Layout (views outside it cost nothing).
    var subtreeUsesAutoLayout = false
    /// The trait system's state for this view (see `Traits/`); created when first needed.
    var traitStateStorage: TraitEnvironmentState?
    /// Whether the last `draw(_:)` resolved a dynamic colour, so an appearance change redraws the view.
    var drawsWithDynamicColors = false
    /// The interactions attached to this view, in the order they were added (see `UIView+Interactions.swift`).
    var interactionStorage: [any UIInteraction] = []

    /// The class of the backing layer; override to back a view with a `CAShapeLayer` and so on.
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Initialisers (the layer's set-up is in UIView+Rendering.swift)

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        layerStorage = UIView.makeBackingLayer(for: type(of: self))
        super.init()
        attachBackingLayer()
        self.frame = frame
        prepareInitialDisplay()
    }

    /// Creates a view from an archive. OpenUIKit has no keyed archives of views (XIBs are loaded by
    /// `UINib`), so this creates an empty view with a zero frame; it exists so that subclasses can declare
    /// the `required init?(coder:)` that UIKit code always has.
    public required init?(coder: NSCoder) {
        layerStorage = UIView.makeBackingLayer(for: type(of: self))
        super.init()
        attachBackingLayer()
        prepareInitialDisplay()
    }

    /// Creates a view with a zero frame, as `UIView()` does on iOS.
    public convenience override init() { self.init(frame: .zero) }

    /// Deinitialises: the layer and the subviews that outlive the view stop naming it (see `superviewStorage`).
    deinit {
        layerStorage.releaseOwningView()
        traitStateStorage?.ownerIsAlive = false
        layoutItemReferenceStorage?.view = nil
        for sub in subviewStorage where sub.superviewStorage === self { sub.superviewStorage = nil }
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Undefined when `transform` is not the identity, as in UIKit
    /// (it then reports the bounding box of the transformed bounds).
    open var frame: CGRect { get { layer.frame } set { setFrame(newValue) } }
    /// The view's own coordinate space: origin (the scroll offset for scroll views) and size.
    open var bounds: CGRect { get { layer.bounds } set { setBounds(newValue) } }
    /// The centre of the frame in the superview's coordinates (the layer's position).
    open var center: CGPoint { get { layer.position } set { setCenter(newValue) } }
    /// The transform applied about the centre.
    open var transform: CGAffineTransform { get { layer.affineTransform() } set { layer.setAffineTransform(newValue) } }

    // MARK: Hierarchy (overridable notifications)

    /// Tells the view its superview is about to change.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Tells the view its superview changed.
    open func didMoveToSuperview() {}
    /// Tells the view its window is about to change.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Tells the view its window changed.
    open func didMoveToWindow() {}
    /// Tells the view a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Tells the view a subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (overridable)

    /// Lays out subviews (the layout pass calls it once per frame when needed). The default applies the
    /// engine's frames; overrides set subview frames, calling super when constraints place subviews.
    open func layoutSubviews() { applyEngineFramesToSubviews() }
    /// The size that best fits `size`; the default returns the view's current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The natural size of the content, or `noIntrinsicMetric` on an axis without one (the default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    // MARK: Auto Layout (overridable; the work is in AutoLayout/UIView+AutoLayout*.swift)

    /// Updates the view's constraints in the update pass (bottom-up, before layout), once per
    /// `setNeedsUpdateConstraints()`. Overrides change constraints and call super as their last step.
    open func updateConstraints() { defaultUpdateConstraints() }
    /// Whether the view needs the engine even before it has constraints (it makes them in
    /// `updateConstraints()`); false by default.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// How far the alignment rectangle (what constraints act on) lies inside the frame; zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of `frame`: inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { defaultAlignmentRect(forFrame: frame) }
    /// The frame of `alignmentRect`: grown by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { defaultFrame(forAlignmentRect: alignmentRect) }

    /// The size the view's constraints give it closest to `targetSize` (`layoutFittingCompressedSize`:
    /// smallest, `layoutFittingExpandedSize`: largest), both axes at `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it with its width and height pulled toward `targetSize` at
    /// the given priorities (`.required` fixes an axis, as when sizing a cell to a list's width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        engineFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// How strongly the view resists growing past its intrinsic size along `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { storedContentHuggingPriority(for: axis) }
    /// Sets the hugging priority along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { storeContentHuggingPriority(priority, for: axis) }
    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { storedCompressionResistancePriority(for: axis) }
    /// Sets the compression-resistance priority along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { storeCompressionResistancePriority(priority, for: axis) }
    /// The view whose first baseline is this view's `firstBaselineAnchor` (the view itself by default).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's `lastBaselineAnchor` (the view itself by default).
    open var forLastBaselineLayout: UIView { self }
    /// Tells the view its safe-area insets changed.
    open func safeAreaInsetsDidChange() {}
    /// Tells the view its layout margins changed.
    open func layoutMarginsDidChange() {}
    /// Where `child` rests, for `preservesSuperviewLayoutMargins`: its frame; a list row swiped open
    /// overrides it so the slid content keeps its resting margins. Not public API. - Complexity: O(1).
    func restingFrame(ofSubview child: UIView) -> CGRect { child.frame }
    /// The edges on which `preservesSuperviewLayoutMargins` takes the superview's margins: all four (list
    /// cells: left and right only, as UIKit's). Not public API.
    var superviewMarginEdges: UIRectEdge { .all }

    // MARK: Drawing (overridable)

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`, in the view's coordinates. The default
    /// draws nothing; views whose class does not override it get no backing bitmap, as on iOS.
    open func draw(_ rect: CGRect) { baseDrawWasCalled = true }
    /// Tells the view its effective tint colour changed.
    open func tintColorDidChange() {}
    /// Updates the layer's contents (the view is its layer's delegate): draws with `draw(_:)` into a backing
    /// bitmap for classes that override `draw(_:)`; image views, which set `layer.contents`, override it.
    open func display(_ layer: CALayer) { performDisplay(layer) }

    // MARK: Animation (overridable; see Animation/ViewAnimationContext.swift)

    /// The action for a change of `layer`'s `event` key: a view animation inside an animation block or
    /// property animator, otherwise `NSNull()` (a view's layer never animates implicitly, as on iOS).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { viewAnimationAction(forKey: event) }

    // MARK: Hit testing (overridable)

    /// The deepest visible, interactive descendant (or self) containing `point`, subviews front to back;
    /// `nil` when hidden, non-interactive, alpha < 0.01 or the point is outside, as UIKit's.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Gestures (overridable; the work is in UIView+Gestures.swift)

    /// Whether a recognizer on this view or a superview may begin for a touch in this view (true by
    /// default; controls refuse single taps on their superviews' recognizers, as in UIKit).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Attaches `gestureRecognizer` (moving it from another view, cancelling a gesture in progress there);
    /// it receives the touches that begin afterwards. Overrides must call super, as in UIKit.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachGestureRecognizer(gestureRecognizer) }
    /// Detaches `gestureRecognizer` (a gesture in progress is cancelled, one not begun fails; `view` becomes
    /// `nil`); nothing happens when it is not attached here. Overrides must call super, as in UIKit.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachGestureRecognizer(gestureRecognizer) }

    /// The recognizers attached to this view, in the order they were added (`nil` when none), as UIKit's
    /// `gestureRecognizers`. Setting it removes the current ones and adds the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizersImplementation } set { gestureRecognizersImplementation = newValue }
    }

    // MARK: Interactions (overridable; the work is in UIView+Interactions.swift)

    /// Attaches `interaction` (iOS 11): it is told `willMove(to:)` and `didMove(to:)` this view, and moves
    /// here from another view it was attached to. Overrides must call super, as in UIKit.
    open func addInteraction(_ interaction: any UIInteraction) { attachInteraction(interaction) }
    /// Detaches `interaction` (its view becomes `nil`); nothing happens when it is not attached here.
    open func removeInteraction(_ interaction: any UIInteraction) { detachInteraction(interaction) }
    /// The interactions attached to this view, in the order they were added, as UIKit's `interactions`.
    /// Setting it removes the current ones and adds the new ones.
    open var interactions: [any UIInteraction] {
        get { interactionStorage } set { replaceInteractions(with: newValue) }
    }

    // MARK: Responder chain and description (UIView+Description.swift)

    /// The view controller for a controller's root view, otherwise the superview, as on iOS; a window's
    /// next responder is the application.
    open override var next: UIResponder? { (owningViewController as UIResponder?) ?? superview }
    /// UIKit's description form, `<ClassName: frame = (x y; w h); …>`.
    /// Must be read on the main thread, like every view property.
    open nonisolated override var description: String { MainActor.assumeIsolated { descriptionImplementation } }

    // MARK: Plain properties

    /// An integer to find the view by with `viewWithTag(_:)`.
    open var tag: Int = 0
    /// Whether touches reach this view and its subviews (true by default).
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view takes part in multi-touch sequences (stored; OpenUIKit delivers every touch of a
    /// sequence whatever it says). The hosts give two touches with their Alt-drag emulation (`HostInput`).
    open var isMultipleTouchEnabled: Bool = false
    /// Whether this view's touches exclude others'.
    open var isExclusiveTouch: Bool = false
    /// Whether subviews are resized when the bounds change (true by default).
    open var autoresizesSubviews: Bool = true
    /// How this view follows its superview's size changes (none by default).
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { autoLayoutAutoresizingDidChange() } }
    }
    /// Whether the superview's layout margins also apply inside this view (false by default).
    open var preservesSuperviewLayoutMargins: Bool = false
    /// Whether the layout margins are added to the safe-area insets (true by default).
    open var insetsLayoutMarginsFromSafeArea: Bool = true
    /// Whether Auto Layout constraints are made from the autoresizing mask (true by default, as in UIKit).
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoLayoutAutoresizingDidChange() } }
    }

    // MARK: Forwards to Animation/UIView+Animation.swift (the full rules are documented there)

    /// Animates the property changes made in `animations` over `duration` after `delay` per `options`, then
    /// calls `completion` with whether all ran to their end; geometry blends additively, as on iOS 8+.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAnimate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with the default curve (ease in and out), then calls
    /// `completion`. See `animate(withDuration:delay:options:animations:completion:)`.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAnimate(withDuration: duration, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with the default curve (ease in and out).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        performAnimate(withDuration: duration, animations: animations)
    }

    /// Animates the changes made in `animations` with a damped spring that settles within `duration`
    /// (`dampingRatio` 1: no overshoot), starting with `velocity` (1 = the whole distance per second).
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        performAnimate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
                       options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring of perceived `duration` and `bounce`, as
    /// iOS 17's (Apple's defaults: 0.5 s, no bounce, no initial velocity, no delay, no options).
    open class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                            delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAnimate(springDuration: duration, bounce: bounce, initialSpringVelocity: initialSpringVelocity, delay: delay,
                       options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off (inside an animation block too), as UIKit.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { performWithoutAnimationImplementation(actionsWithoutAnimation) }
    /// Whether view animations run. Default `true`; when `false`, changes inside animation blocks apply at
    /// once (completions still run, with `true`).
    open class var areAnimationsEnabled: Bool { ViewAnimationContext.animationsEnabled }
    /// Turns view animations on or off.
    open class func setAnimationsEnabled(_ enabled: Bool) { performSetAnimationsEnabled(enabled) }
    /// The duration of the innermost animation block being executed, or 0 outside one (iOS 9.0+).
    open class var inheritedAnimationDuration: TimeInterval { inheritedAnimationDurationImplementation }

    // MARK: Forwards to Animation/UIView+Keyframes.swift and UIView+Transition.swift (rules documented there)

    /// Animates the keyframes `animations` adds with `addKeyframe` over `duration` after `delay`, as UIKit:
    /// ease-in-ease-out overall unless the options say otherwise, filling both ways.
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAnimateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Adds a keyframe inside `animateKeyframes`: `animations`' changes run from `frameStartTime` for
    /// `frameDuration` (fractions of the whole); outside a keyframe block they apply at once, as on iOS.
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        performAddKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }

    /// Animates the changes `animations` makes to `view` as one picture turning into another per the
    /// transition in `options` (flips and curls are 2D approximations), then calls `completion`, as UIKit.
    open class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performTransition(with: view, duration: duration, options: options, animations: animations, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with `.showHideTransitionViews`,
    /// hides one and shows the other) and animates the superview's picture per `options`, as UIKit.
    open class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                               options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        performTransition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
    }

    // MARK: Forwards to UIView+Geometry.swift

    /// Converts `point` from this view's coordinates to `view`'s (its window's when nil; across windows
    /// through screen coordinates). - Complexity: O(depth of both views).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { performConvert(point, to: view) }
    /// Converts `point` from `view`'s coordinates (or its window's when `view` is nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { performConvert(point, from: view) }
    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of the converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { performConvert(rect, to: view) }
    /// Converts `rect` from `view`'s coordinates to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { performConvert(rect, from: view) }

    // MARK: Forwards to UIView+Hierarchy.swift

    /// The view this view is a subview of.
    open var superview: UIView? { superviewStorage }
    /// The subviews, back to front.
    open var subviews: [UIView] { subviewStorage }
    /// The window this view is in, or `nil`.
    open var window: UIWindow? { windowStorage }
    /// Adds `view` in front of the other subviews (removing it from its superview first); adding a view to
    /// itself or a descendant traps with UIKit's message. - Complexity: O(subviews + moved subtree).
    open func addSubview(_ view: UIView) { performAddSubview(view) }
    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { performInsertSubview(view, aboveSubview: siblingSubview) }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { performInsertSubview(view, belowSubview: siblingSubview) }
    /// Swaps the subviews at two indexes (and their layers).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { performExchangeSubview(at: index1, withSubviewAt: index2) }
    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) { performBringSubviewToFront(view) }
    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) { performSendSubviewToBack(view) }
    /// Removes the view from its superview (and its window), with UIKit's notifications.
    open func removeFromSuperview() { performRemoveFromSuperview() }
    /// Whether this view is `view` or one of its descendants.
    /// - Complexity: O(depth).
    open func isDescendant(of view: UIView) -> Bool { performIsDescendant(of: view) }
    /// The first view with `tag` in a depth-first search starting at this view.
    /// - Complexity: O(n) in the subtree's size.
    open func viewWithTag(_ tag: Int) -> UIView? { performViewWithTag(tag) }

    // MARK: Forwards to UIView+Layout.swift

    /// Marks the view for layout in the next layout pass (once per frame), as UIKit's `setNeedsLayout()`.
    open func setNeedsLayout() { performSetNeedsLayout() }
    /// Lays out the view now if it, or a descendant, needs layout.
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() { performSizeToFit() }
    /// Tells the layout system the intrinsic size changed; the superview lays out again.
    open func invalidateIntrinsicContentSize() { performInvalidateIntrinsicContentSize() }

    /// The margins in directional form (leading = left: OpenUIKit lays out left to right).
    /// Defaults to 8 points on each edge, as UIKit's.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalLayoutMarginsImplementation } set { directionalLayoutMarginsImplementation = newValue }
    }

    /// The effective layout margins: the explicit ones, plus the safe area (`insetsLayoutMarginsFromSafeArea`),
    /// at least the superview's where they overlap (`preservesSuperviewLayoutMargins`).
    open var layoutMargins: UIEdgeInsets { get { layoutMarginsImplementation } set { layoutMarginsImplementation = newValue } }
    /// The insets that keep content clear of the window's unsafe edges and of the enclosing controllers'
    /// `additionalSafeAreaInsets`, as UIKit's. - Complexity: O(depth) (O(depth²) with additional insets).
    open var safeAreaInsets: UIEdgeInsets { safeAreaInsetsImplementation }

    // MARK: Forwards to UIView+Rendering.swift

    /// The background colour (the layer's background); `nil` (the default) is transparent.
    open var backgroundColor: UIColor? { get { backgroundColorImplementation } set { backgroundColorImplementation = newValue } }
    /// The view's opacity, 0...1 (the layer's `opacity`).
    open var alpha: CGFloat { get { alphaImplementation } set { alphaImplementation = newValue } }
    /// Whether the view (and its subviews) is hidden.
    open var isHidden: Bool { get { isHiddenImplementation } set { isHiddenImplementation = newValue } }
    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool { get { clipsToBoundsImplementation } set { clipsToBoundsImplementation = newValue } }
    /// Whether the view fills its bounds with opaque content (a drawing hint).
    open var isOpaque: Bool { get { isOpaqueImplementation } set { isOpaqueImplementation = newValue } }
    /// Whether the context is cleared before `draw(_:)`; OpenUIKit always draws into a cleared bitmap.
    open var clearsContextBeforeDrawing: Bool {
        get { clearsContextBeforeDrawingImplementation } set { clearsContextBeforeDrawingImplementation = newValue }
    }
    /// How cached content is placed when the bounds change (`.scaleToFill` by default).
    open var contentMode: ContentMode { get { contentModeImplementation } set { contentModeImplementation = newValue } }
    /// The tint colour: this view's own, else its superview's, else system blue; dimmed when the effective
    /// adjustment mode is `.dimmed`. Setting it tells this view and descendants that inherit it.
    open var tintColor: UIColor! { get { tintColorImplementation } set { tintColorImplementation = newValue } }

    /// How the tint is adjusted; `.automatic` inherits from the superview (normal at the top).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { tintAdjustmentModeImplementation } set { tintAdjustmentModeImplementation = newValue }
    }

    /// Marks the whole view for redrawing with `draw(_:)` in the next frame.
    open func setNeedsDisplay() { performSetNeedsDisplay() }
    /// Marks part of the view for redrawing; OpenUIKit redraws the whole view (documented deviation).
    open func setNeedsDisplay(_ rect: CGRect) { performSetNeedsDisplay(rect) }
    /// Draws the view's content for its layer (see `draw(_:)`).
    open func draw(_ layer: CALayer, in ctx: CGContext) { performDraw(layer, in: ctx) }
    /// Lays out the view when its layer lays out (see `layoutSubviews()`).
    open func layoutSublayers(of layer: CALayer) { performLayoutSublayers(of: layer) }

    // MARK: Forwards to AutoLayout/UIView+AutoLayout.swift

    /// The constraints installed on this view (by activation or `addConstraint(_:)`), in order; those UIKit
    /// makes for itself (autoresizing masks, guides, intrinsic sizes) are not listed.
    open var constraints: [NSLayoutConstraint] { constraintsImplementation }
    /// Installs `constraint` on this view and activates it. Prefer `isActive`/`activate(_:)`, which find
    /// the right view. UIKit parity: `addConstraint(_:)`.
    open func addConstraint(_ constraint: NSLayoutConstraint) { performAddConstraint(constraint) }
    /// Installs and activates every constraint.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { performAddConstraints(constraints) }
    /// Removes and deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { performRemoveConstraint(constraint) }
    /// Removes and deactivates every constraint installed here.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { performRemoveConstraints(constraints) }
    /// Marks the view so the next update pass calls `updateConstraints()`. UIKit parity.
    open func setNeedsUpdateConstraints() { performSetNeedsUpdateConstraints() }
    /// Whether `updateConstraints()` will run in the next update pass.
    open func needsUpdateConstraints() -> Bool { performNeedsUpdateConstraints() }
    /// Runs the update pass now for the views of this view's tree that need it, bottom-up (subviews
    /// before their superviews), as UIKit's `updateConstraintsIfNeeded()`.
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }

    // MARK: Forwards to AutoLayout/UIView+LayoutGuides.swift

    /// The layout guides added with `addLayoutGuide(_:)`, in order.
    open var layoutGuides: [UILayoutGuide] { layoutGuidesImplementation }
    /// Makes this view the owner of `layoutGuide` (taking it from another owner), as UIKit's.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { performAddLayoutGuide(layoutGuide) }
    /// Removes `layoutGuide` from this view; constraints that mention it are deactivated.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { performRemoveLayoutGuide(layoutGuide) }
    /// A guide for the layout margins (the bounds inset by `layoutMargins`), identifier
    /// `UIViewLayoutMarginsGuide`, as UIKit's.
    open var layoutMarginsGuide: UILayoutGuide { layoutMarginsGuideImplementation }
    /// A guide for the area clear of the window's unsafe edges (the bounds inset by `safeAreaInsets`).
    /// UIKit parity: `safeAreaLayoutGuide` (iOS 11), identifier `UIViewSafeAreaLayoutGuide`.
    open var safeAreaLayoutGuide: UILayoutGuide { safeAreaLayoutGuideImplementation }
    /// A guide for where the software keyboard is (iOS 15); on a desktop always where iOS puts it while
    /// no keyboard shows (see `UIKeyboardLayoutGuide`).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { keyboardLayoutGuideImplementation }

    /// A guide for a readable text column: inside the margins guide, centred, at most 672 points wide
    /// (UIKit's width at the default text size; the per-size widths are not documented).
    open var readableContentGuide: UILayoutGuide { readableContentGuideImplementation }

    // MARK: Forwards to AutoLayout/UIView+AutoLayoutDebugging.swift

    /// Whether the constraints leave this view's frame undetermined (a debugging aid, as in UIKit; false
    /// outside the engine). - Complexity: O(the view's rows in the solver).
    open var hasAmbiguousLayout: Bool { hasAmbiguousLayoutImplementation }
    /// Moves an ambiguous view to another layout its constraints also allow, for debugging, as UIKit's;
    /// does nothing for a view whose layout is determined.
    open func exerciseAmbiguityInLayout() { performExerciseAmbiguityInLayout() }
    /// The active constraints (autoresizing ones included) acting on this view along `axis`, for
    /// debugging. - Complexity: O(constraints in the engine).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { performConstraintsAffectingLayout(for: axis) }

    // MARK: Forwards to AutoLayout/UIView+AutoLayoutAnchors.swift

    /// The leading edge (left in a left-to-right layout).
    open var leadingAnchor: NSLayoutXAxisAnchor { leadingAnchorImplementation }
    /// The trailing edge (right in a left-to-right layout).
    open var trailingAnchor: NSLayoutXAxisAnchor { trailingAnchorImplementation }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { leftAnchorImplementation }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { rightAnchorImplementation }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { centerXAnchorImplementation }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { topAnchorImplementation }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { bottomAnchorImplementation }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { centerYAnchorImplementation }
    /// The baseline of the first line of text of `forFirstBaselineLayout` (its bottom for views without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { firstBaselineAnchorImplementation }
    /// The baseline of the last line of text of `forLastBaselineLayout` (its bottom for views without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { lastBaselineAnchorImplementation }
    /// The width.
    open var widthAnchor: NSLayoutDimension { widthAnchorImplementation }
    /// The height.
    open var heightAnchor: NSLayoutDimension { heightAnchorImplementation }

    // MARK: Forwards to Traits/UIView+Traits.swift

    /// The view's traits: its view controller's (for a root view) or its superview's (the screen's outside
    /// a hierarchy), with `overrideUserInterfaceStyle` and `traitOverrides` applied, as UIKit's.
    open var traitCollection: UITraitCollection { traitCollectionImplementation }
    /// Tells the view its traits changed (once per change, with `UITraitCollection.current` set to the new
    /// ones); deprecated in iOS 17 for `registerForTraitChanges`, still called, as on iOS.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style this view and its subviews use whatever they inherit (`.unspecified`, the
    /// default, inherits), as UIKit's `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleImplementation } set { overrideUserInterfaceStyleImplementation = newValue }
    }

    /// Traits this view sets for itself and its subviews (iOS 17), as UIKit's `traitOverrides`.
    open var traitOverrides: UITraitOverrides { get { traitOverridesImplementation } set { traitOverridesImplementation = newValue } }
    /// Applies pending trait changes to this view's tree now (they are otherwise applied before the next
    /// layout pass), as UIKit's `updateTraitsIfNeeded()`.
    open func updateTraitsIfNeeded() { performUpdateTraitsIfNeeded() }
    /// Ends a `registerForTraitChanges` registration.
    open func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) { performUnregisterForTraitChanges(registration) }

    /// How the view's content relates to the layout direction (`.unspecified` by default: it follows the
    /// interface's direction), as UIKit's `semanticContentAttribute`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { semanticContentAttributeDidChange() } }
    }

    /// The direction the view lays out in: its `semanticContentAttribute` applied to its traits' layout
    /// direction (the app's, right to left with `OPENUIKIT_LAYOUT_DIRECTION=rtl`), as UIKit's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { effectiveUserInterfaceLayoutDirectionImplementation }

    /// The direction content with `attribute` lays out in within the app's layout direction, as UIKit's.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        layoutDirection(for: attribute, relativeTo: HostAppearance.layoutDirection)
    }

    /// The direction content with `semanticContentAttribute` lays out in within `layoutDirection`, as UIKit's.
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        self.layoutDirection(for: semanticContentAttribute, relativeTo: layoutDirection)
    }

    /// The traits this view inherits before its own overrides. Not public API; `UIWindow` overrides it.
    func inheritedTraitCollection() -> UITraitCollection { defaultInheritedTraitCollection() }
    /// UIKit's own reaction to a trait change of this view (dynamic colours re-resolved, drawings that used
    /// them redrawn), before `traitCollectionDidChange(_:)`. Not public API; subclasses extend it.
    func traitsDidChange(from previous: UITraitCollection, changes: TraitChanges) { defaultTraitsDidChange(from: previous, changes: changes) }
}
