@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

/// A rectangular area on screen that draws content, lays out subviews and takes part in event handling,
/// as UIKit's `UIView`. Every view is backed by a `CALayer` (of `layerClass`) that it is the delegate of;
/// geometry and appearance properties read and write the layer.
///
/// The overridable members are declared here (Swift only lets class-body members be overridden); the
/// work behind them lives in `UIView+Hierarchy`, `UIView+Layout`, `UIView+Rendering` and
/// `UIView+Geometry`.
@MainActor
open class UIView: UIResponder {
    // MARK: Storage

    /// The backing layer.
    public let layer: CALayer
    var subviewStorage: [UIView] = []
    weak var superviewStorage: UIView?
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
    /// Whether this view or a descendant takes part in Auto Layout (views outside it cost nothing).
    var subtreeUsesAutoLayout = false

    /// The class of the backing layer; override to back a view with a `CAShapeLayer` and so on.
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Initialisers

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        self.frame = frame
        prepareInitialDisplay()
    }

    /// Creates a view from an archive. OpenUIKit has no keyed archives of views (XIBs are loaded by
    /// `UINib`), so this creates an empty view with a zero frame; it exists so that subclasses can declare
    /// the `required init?(coder:)` that UIKit code always has.
    public required init?(coder: NSCoder) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        prepareInitialDisplay()
    }

    /// Creates a view with a zero frame, as `UIView()` does on iOS.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Undefined when `transform` is not the identity, as in UIKit
    /// (it then reports the bounding box of the transformed bounds).
    open var frame: CGRect {
        get { layer.frame }
        set { setFrame(newValue) }
    }

    /// The view's own coordinate space: origin (the scroll offset for scroll views) and size.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setBounds(newValue) }
    }

    /// The centre of the frame in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if autoLayoutStorage != nil { autoLayoutGeometryDidChange() }
        }
    }

    /// The transform applied about the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

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

    /// Lays out subviews. The default copies the frames the Auto Layout engine computed into the
    /// subviews it moved (autoresizing is applied when the bounds change); override it and set subview
    /// frames, calling super when constraints place subviews. Called by the layout pass once per frame
    /// for views that need it.
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

    /// The size the view's constraints give it closest to `targetSize`
    /// (`layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the largest), both
    /// axes at `fittingSizeLevel`.
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
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeContentHuggingPriority(priority, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedCompressionResistancePriority(for: axis)
    }

    /// Sets the compression-resistance priority along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeCompressionResistancePriority(priority, for: axis)
    }

    /// The view whose first baseline is this view's `firstBaselineAnchor` (the view itself by default).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's `lastBaselineAnchor` (the view itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// Tells the view its safe-area insets changed.
    open func safeAreaInsetsDidChange() {}
    /// Tells the view its layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Where `child` (a subview) rests, for the superview-margin rule of `preservesSuperviewLayoutMargins`:
    /// its frame. A view that slides its subviews for a moment (a list row swiped open) overrides this, so
    /// the slid content keeps the margins of its resting place. Not public API.
    /// - Complexity: O(1).
    func restingFrame(ofSubview child: UIView) -> CGRect { child.frame }

    // MARK: Drawing (overridable)

    /// Draws the view's content into the current graphics context (`UIGraphicsGetCurrentContext()`), in
    /// the view's coordinates. The default draws nothing; views whose class does not override it get no
    /// backing bitmap, as on iOS.
    open func draw(_ rect: CGRect) { baseDrawWasCalled = true }

    /// Tells the view its effective tint colour changed.
    open func tintColorDidChange() {}

    /// Updates the layer's contents (the view is its layer's delegate). The default draws with
    /// `draw(_:)` into a backing bitmap — only for classes that override `draw(_:)`, found out on the
    /// first display — and leaves the contents alone otherwise. Views that set `layer.contents`
    /// themselves (image views) override this.
    open func display(_ layer: CALayer) {
        let key = ObjectIdentifier(type(of: self))
        if UIView.drawingClasses[key] == false { return }
        layer.displayWithBackingStore()
        if UIView.drawingClasses[key] == false { layer.contents = nil }
    }

    // MARK: Animation (overridable; see Animation/ViewAnimationContext.swift)

    /// The action for a change of `layer`'s `event` key (the view is its layer's delegate): inside a
    /// `UIView.animate` block or property animator, an animation of the view-animatable properties;
    /// otherwise `NSNull()`, so a view's layer never animates implicitly, as on iOS.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        viewAnimationAction(forKey: event)
    }

    // MARK: Hit testing (overridable)

    /// The deepest visible, interactive descendant (or self) containing `point` (in this view's
    /// coordinates), searching subviews front to back; `nil` when hidden, non-interactive, almost
    /// transparent (alpha < 0.01) or the point is outside, as UIKit's `hitTest(_:with:)`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Gestures (overridable)

    /// Whether a recognizer on this view or a superview may begin for a touch in this view (true by
    /// default; controls refuse single taps on their superviews' recognizers, as in UIKit).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Attaches `gestureRecognizer` to this view (moving it from another view, which cancels or fails a
    /// gesture in progress there). Adding it again does nothing. It receives touches that begin after this
    /// call. Overridable, as in UIKit; overrides must call super.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachGestureRecognizer(gestureRecognizer) }

    /// Detaches `gestureRecognizer` from this view: a gesture in progress is cancelled (its handlers get
    /// `.cancelled`), one not begun fails, and it stops receiving touches; `view` becomes `nil`. Nothing
    /// happens when it is not attached here. Overridable, as in UIKit; overrides must call super.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachGestureRecognizer(gestureRecognizer) }

    // MARK: Responder chain

    /// The view controller for a controller's root view, otherwise the superview, as on iOS; a window's
    /// next responder is the application.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    // MARK: - NSObject

    /// UIKit's description form, `<ClassName: frame = (x y; w h); …>`.
    /// Must be read on the main thread, like every view property.
    open nonisolated override var description: String {
        MainActor.assumeIsolated {
            let f = frame
            var text = "<\(type(of: self)): frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))"
            if tag != 0 { text += "; tag = \(tag)" }
            if isHidden { text += "; hidden = YES" }
            return text + ">"
        }
    }

    // MARK: Plain properties

    /// An integer to find the view by with `viewWithTag(_:)`.
    open var tag: Int = 0
    /// Whether touches reach this view and its subviews (true by default).
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view takes part in multi-touch sequences; OpenUIKit's hosts have a single touch.
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
}
