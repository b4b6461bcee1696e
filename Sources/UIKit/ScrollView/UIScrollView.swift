@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// A view whose bounds origin (`contentOffset`) moves over a larger content area, with iOS's scrolling
/// physics, scroll indicators, zooming and delegate, as UIKit's `UIScrollView`.
///
/// - Dragging: `panGestureRecognizer` follows the finger (the content moves from the moment the pan is
///   recognized, so it does not jump by the recognizer's 10 pt hysteresis); past an edge the offset
///   follows the rubber band `b = (1 − 1 / (x·0.55 / d + 1)) · d` (x: overscroll of the finger, d: the
///   bounds size on that axis).
/// - Release: the view decelerates as `x(t) = x0 + v0 · (rate^(1000·t) − 1) / (1000 · ln rate)`, so it
///   rests at `x0 − v0 / (1000 · ln rate)` (WWDC 2018 "Designing Fluid Interfaces"), or at the `targetContentOffset` the
///   delegate wrote; past an edge a critically damped spring (stiffness 100, mass 1) brings it back.
///   Paging snaps to a multiple of the bounds size, at most one page from where the drag began.
/// - A touch stops a moving view at once. Touches on content views are held back for 150 ms
///   (`delaysContentTouches`); once a content view has them, a drag scrolls only when
///   `canCancelContentTouches` and `touchesShouldCancel(in:)` allow (not for controls, by default).
/// - Desktop input (OpenUIKit): the mouse wheel and trackpad scroll the innermost scroll view under the
///   pointer that can still scroll that way, smoothly and without overscroll; a scroll view that is first
///   responder scrolls with the arrows, page up/down, home/end and space.
///
/// **Many listeners, no fight (OpenUIKit additions).** A subclass gets every scroll event through the
/// overridable methods below (`didScroll()`, `willBeginDragging()`, …), called before the delegate's
/// methods, so a subclass can keep default scroll behaviour while a view controller stays its delegate
/// (seed 000). Any number of weakly held observers get every delegate event
/// (`addScrollObserver(_:)`), after the delegate. Key-value observation of `contentOffset`,
/// `contentSize`, `contentInset`, `bounds` and `zoomScale` works in both Foundation forms (seed 001).
/// Order of one event: subclass method, delegate, scroll observers (in the order they were added), then
/// key-value observers.
///
/// Zooming: two fingers pinch (`pinchGestureRecognizer`, about the fingers' centroid, rubber-banded
/// past the limits when `bouncesZoom`, animated back on release); a mouse has one pointer, so desktop
/// hosts zoom with control + wheel, and code with `setZoomScale(_:animated:)` and `zoom(to:animated:)`.
///
/// Deviation: the scroll indicators are sublayers, not subviews (they never appear in `subviews` or in
/// hit testing).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Storage (internal)

    var contentSizeStorage = CGSize.zero
    var contentInsetStorage = UIEdgeInsets.zero
    var adjustedContentInsetStorage = UIEdgeInsets.zero
    var lastSafeAreaForInsets = UIEdgeInsets.zero
    /// Points a collapsing large-title navigation bar has given back to the safe area above this scroll
    /// view while it drives the collapse: added to the top of `adjustedContentInset` so the inset stays
    /// at the expanded bar's height, as iOS keeps it (see `NavigationLargeTitleTracker`).
    var collapsedBarTopInset: CGFloat = 0
    /// Scroll observers in the order they were added.
    var scrollObserverEntries: [ScrollObserverEntry] = []
    var nextScrollObserverID = 0
    /// Key-value observers (both forms).
    var keyValueEntries: [KeyValueObservationEntry] = []
    /// Drag, deceleration, spring, animation and wheel state.
    var motion = ScrollMotionState()
    /// The indicator layers and their fade.
    var indicators = ScrollIndicators()
    /// The per-frame callback while anything moves or fades (released with the view, which unregisters it).
    var frameTick: FrameTickRegistration?
    /// The recognizer behind `panGestureRecognizer`.
    let scrollPan: ScrollViewPanGestureRecognizer
    /// The recognizer that holds content touches back (`delaysContentTouches`).
    let contentTouchGate: ScrollViewContentTouchGate
    /// The pan's delegate (a private object, as UIKit's pan delegate is private).
    let panDelegate: ScrollViewPanDelegate
    /// The recognizer behind `pinchGestureRecognizer` (attached always; it begins only while zooming is possible).
    let scrollPinch: UIPinchGestureRecognizer
    var zoomScaleStorage: CGFloat = 1
    /// The pinch's start: scale, and the zooming-view point under the fingers' centroid.
    var pinchStart: (scale: CGFloat, contentPoint: CGPoint) = (1, .zero)

    // MARK: Initialisers

    /// Creates a scroll view with `frame` (clipping its content, as UIKit's).
    public override init(frame: CGRect) {
        scrollPan = ScrollViewPanGestureRecognizer()
        contentTouchGate = ScrollViewContentTouchGate()
        panDelegate = ScrollViewPanDelegate()
        scrollPinch = UIPinchGestureRecognizer()
        super.init(frame: frame)
        configureScrollView()
    }

    /// Creates a scroll view from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        scrollPan = ScrollViewPanGestureRecognizer()
        contentTouchGate = ScrollViewContentTouchGate()
        panDelegate = ScrollViewPanDelegate()
        scrollPinch = UIPinchGestureRecognizer()
        super.init(coder: coder)
        configureScrollView()
    }

    // MARK: Geometry

    /// The bounds; its origin is `contentOffset`. Changing the origin is a scroll (`didScroll()`, the
    /// delegate, observers, key-value observers of `bounds` and `contentOffset`, a layout pass).
    /// Non-finite values are ignored.
    open override var bounds: CGRect {
        get { layer.bounds }
        set { applyBounds(newValue) }
    }

    /// The frame; a size change updates the offset limits, insets and indicators.
    open override var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.bounds
            setFrame(newValue)
            boundsDidChange(from: old, notifyKeyValue: true)
        }
    }

    /// The point of the content at the bounds' top-left corner: the same value as `bounds.origin`
    /// (setting one moves the other). Setting it does not clamp (as UIKit); non-finite values are
    /// ignored. `.zero` by default.
    open var contentOffset: CGPoint {
        get { layer.bounds.origin }
        set { applyContentOffset(newValue) }
    }

    /// The size of the scrollable content (`.zero` by default). Non-finite components are read as 0 and
    /// negative ones count as 0 for the offset limits.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set { applyContentSize(newValue) }
    }

    /// Extra scrollable space around the content (`.zero` by default). Non-finite values count as 0.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set { applyContentInset(newValue) }
    }

    /// How the safe area joins `contentInset` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Whether the indicator insets follow the safe area (true by default, iOS 13).
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true {
        didSet { layoutIndicators() }
    }

    /// Called when `adjustedContentInset` changed; overrides must call super (which tells the delegate
    /// and the observers `scrollViewDidChangeAdjustedContentInset`).
    open func adjustedContentInsetDidChange() {
        notifyDidChangeAdjustedContentInset()
    }

    // MARK: Behaviour

    /// The object that receives the scroll events, held weakly.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The pull-to-refresh control shown above the content (iOS 10). Default nil.
    open var refreshControl: UIRefreshControl? {
        didSet {
            if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
            if let refreshControl, refreshControl.superview !== self { addSubview(refreshControl) }
        }
    }

    /// Whether the user can scroll by dragging, wheel or keyboard (true by default). Code can always set
    /// the offset. Turning it off during a drag cancels the drag.
    open var isScrollEnabled: Bool = true {
        didSet {
            if !isScrollEnabled && isDragging {
                scrollPan.isEnabled = false
                scrollPan.isEnabled = true
            }
        }
    }

    /// Whether the content bounces past the edges on both axes: reading gives true only when
    /// `bouncesHorizontally` and `bouncesVertically` are both true; setting sets both (true by default).
    open var bounces: Bool {
        get { bouncesHorizontally && bouncesVertically }
        set { bouncesHorizontally = newValue; bouncesVertically = newValue }
    }

    /// Whether the content bounces past the left and right edges (true by default, iOS 17.4).
    open var bouncesHorizontally: Bool = true
    /// Whether the content bounces past the top and bottom edges (true by default, iOS 17.4).
    open var bouncesVertically: Bool = true

    /// Whether vertical dragging bounces even when the content is not taller than the bounds (false by
    /// default; needs `bouncesVertically`).
    open var alwaysBounceVertical: Bool = false {
        didSet { updateAdjustedContentInset() }
    }

    /// Whether horizontal dragging bounces even when the content is not wider than the bounds (false by
    /// default; needs `bouncesHorizontally`).
    open var alwaysBounceHorizontal: Bool = false {
        didSet { updateAdjustedContentInset() }
    }

    /// Whether a drag that starts mostly along one axis stays on that axis (false by default). A drag is
    /// locked when, at recognition, its movement on one axis is more than twice the other's.
    open var isDirectionalLockEnabled: Bool = false

    /// Whether scrolling stops on multiples of the bounds size (false by default). A flick moves at most
    /// one page from where the drag began; a slow release snaps to the nearest page.
    open var isPagingEnabled: Bool = false

    /// How quickly the view slows down after a flick (`.normal` by default).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a scroll-to-top request scrolls this view (true by default).
    open var scrollsToTop: Bool = true

    /// Whether touches on content views wait 150 ms to see whether they become a drag (true by default).
    open var delaysContentTouches: Bool = true {
        didSet { contentTouchGate.delaysTouchesBegan = delaysContentTouches }
    }

    /// Whether a drag may take touches away from a content view that already has them (true by default).
    /// When false, nothing scrolls once a content view tracks the touch.
    open var canCancelContentTouches: Bool = true

    /// Whether the arrows, page keys, home/end and space scroll this view while it is first responder
    /// (true by default, iOS 17).
    open var allowsKeyboardScrolling: Bool = true

    // MARK: State

    /// Whether a finger is down on the view (it may not be dragging yet). Not key-value observable, as UIKit.
    open internal(set) var isTracking: Bool = false
    /// Whether the user is dragging the content (from `willBeginDragging` to `didEndDragging`).
    open internal(set) var isDragging: Bool = false
    /// Whether the view moves on its own after a drag (deceleration, page snap, bounce back).
    open internal(set) var isDecelerating: Bool = false
    /// Whether an offset animation (`setContentOffset(_:animated:)` and friends) runs (iOS 17.4).
    open internal(set) var isScrollAnimating: Bool = false
    /// Whether a zoom animation runs.
    open internal(set) var isZooming: Bool = false
    /// Whether the zoom scale is animating back into range after a pinch past the limits.
    open internal(set) var isZoomBouncing: Bool = false

    /// The recognizer that drags the content. Its delegate is private to the scroll view; do not change it.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// The recognizer that zooms with two fingers, or `nil` while zooming is off (no `viewForZooming`, or
    /// `maximumZoomScale` not above `minimumZoomScale`), as UIKit. Its delegate is private; do not change it.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { canZoom ? scrollPinch : nil }

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling (true by default).
    open var showsVerticalScrollIndicator: Bool = true {
        didSet { layoutIndicators() }
    }
    /// Whether the horizontal indicator shows while scrolling (true by default).
    open var showsHorizontalScrollIndicator: Bool = true {
        didSet { layoutIndicators() }
    }
    /// The indicators' look (`.default` by default).
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { indicators.apply(style: indicatorStyle) }
    }
    /// Extra insets of the vertical indicator's track (`.zero` by default, iOS 11.1).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { layoutIndicators() }
    }
    /// Extra insets of the horizontal indicator's track (`.zero` by default, iOS 11.1).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { layoutIndicators() }
    }

    /// Shows the indicators briefly: they fade out 1.2 s later.
    open func flashScrollIndicators() { showIndicators(flash: true) }

    // MARK: Zooming

    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1 by default; zooming needs it above the minimum).
    open var maximumZoomScale: CGFloat = 1
    /// Whether the scale may overshoot its limits while pinching, bouncing back on release (true by
    /// default). Programmatic zooming always clamps.
    open var bouncesZoom: Bool = true
    /// The current zoom scale (1 by default). Setting it zooms about the visible centre without animation.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    // MARK: Touches (overridable)

    /// Whether the touches that began in `view` (a content view) are delivered to it; asked before they
    /// are, after the 150 ms delay or at once without `delaysContentTouches`. True by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches a content view already has: true unless `view` is a
    /// `UIControl`, so a drag that starts on a button does not scroll (never asked when
    /// `canCancelContentTouches` is false).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Subclass events (OpenUIKit additions; each runs before the delegate's counterpart)

    /// The offset changed (before `scrollViewDidScroll`). Default: nothing.
    open func didScroll() {}
    /// A drag begins (before `scrollViewWillBeginDragging`). Default: nothing.
    open func willBeginDragging() {}
    /// The finger lifted after a drag, velocity in points per millisecond; writing to
    /// `targetContentOffset.pointee` changes where the view comes to rest (before the delegate's
    /// `scrollViewWillEndDragging`, which sees the value written here). Default: nothing.
    open func willEndDragging(withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// The drag ended (before `scrollViewDidEndDragging`). Default: nothing.
    open func didEndDragging(willDecelerate decelerate: Bool) {}
    /// The view starts decelerating (before `scrollViewWillBeginDecelerating`). Default: nothing.
    open func willBeginDecelerating() {}
    /// The view came to rest after decelerating (before `scrollViewDidEndDecelerating`). Default: nothing.
    open func didEndDecelerating() {}
    /// An offset or zoom animation finished (before `scrollViewDidEndScrollingAnimation`). Default: nothing.
    open func didEndScrollingAnimation() {}
    /// Whether a scroll-to-top request may scroll this view; asked before the delegate, and both must
    /// agree. Default: true.
    open func shouldScrollToTop() -> Bool { true }
    /// The view reached the top after a scroll-to-top request (before `scrollViewDidScrollToTop`).
    /// Default: nothing.
    open func didScrollToTop() {}
    /// The zoom scale changed (before `scrollViewDidZoom`). Default: nothing.
    open func didZoom() {}
    /// A zoom animation of `view` begins (before `scrollViewWillBeginZooming`). Default: nothing.
    open func willBeginZooming(with view: UIView?) {}
    /// A zoom animation ended at `scale` (before `scrollViewDidEndZooming`). Default: nothing.
    open func didEndZooming(with view: UIView?, atScale scale: CGFloat) {}

    // MARK: - UIView

    /// Keeps the indicators in front of subviews added later.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        indicators.bringToFront(in: layer)
    }

    /// Recomputes `adjustedContentInset` from the new safe area; overrides must call super.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset(pinningRestingEdges: true)
    }

    /// Recomputes the insets for the new window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateAdjustedContentInset(pinningRestingEdges: true)
    }

    // MARK: - UIResponder

    /// A scroll view can become first responder to take keyboard scrolling when
    /// `allowsKeyboardScrolling` is on (deviation: UIKit routes keyboard scrolling through focus).
    open override var canBecomeFirstResponder: Bool { allowsKeyboardScrolling }

    /// Scrolls for the arrows (40 pt), page up/down and space (a page minus 40 pt; shift+space goes up),
    /// home/end (top/bottom), animated; other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses where !handleKeyboardScroll(press) { unhandled.insert(press) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Forwards to UIScrollView+KeyValueObserving.swift

    /// Registers `observer` for notifications of `keyPath`, as Foundation's
    /// `addObserver(_:forKeyPath:options:context:)`. The observer must adopt `NSKeyValueObserving`
    /// (the Linux replacement for overriding `observeValue` on `NSObject`); otherwise this stops with a
    /// message saying so. With `.initial`, the observer is notified at once. Held weakly.
    /// - Complexity: O(1), plus the initial notification.
    open func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                          context: UnsafeMutableRawPointer?) {
        performAddObserver(observer, forKeyPath: keyPath, options: options, context: context)
    }

    /// Removes the most recent registration of `observer` for `keyPath` with `context` (also from the
    /// observer's `deinit`). Removing a registration that does not exist stops with Foundation's message.
    /// - Complexity: O(registrations).
    open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        performRemoveObserver(observer, forKeyPath: keyPath, context: context)
    }

    /// Removes the most recent registration of `observer` for `keyPath`, whatever its context.
    /// - Complexity: O(registrations).
    open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        performRemoveObserver(observer, forKeyPath: keyPath)
    }

    // MARK: Forwards to UIScrollView+Offsets.swift

    /// The adjusted insets: `contentInset` plus the parts of the safe area that
    /// `contentInsetAdjustmentBehavior` allows (iOS 11).
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInsetStorage }

    /// Sets the offset; with `animated`, it moves there over 0.3 s on an ease-in-out curve, calling
    /// `didScroll` every frame and then `scrollViewDidEndScrollingAnimation` (nothing is sent when the
    /// offset is already there). Without animation it is `contentOffset = offset`. Non-finite offsets
    /// are ignored; the offset is not clamped (as UIKit).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        performSetContentOffset(contentOffset, animated: animated)
    }

    /// Scrolls the least amount that makes `rect` (content coordinates) visible inside the inset bounds;
    /// nothing happens when it already is. A rect larger than the view aligns its top/left edge. The
    /// result is clamped to the offset limits.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        performScrollRectToVisible(rect, animated: animated)
    }

    /// Stops dragging, deceleration, bouncing, offset and zoom animations at once (iOS 17.4): a drag is
    /// cancelled, an overscrolled offset is clamped into the valid range and, with paging, the offset
    /// snaps to the nearest page, without animation. No end callbacks are sent (OpenUIKit's choice; UIKit
    /// does not document them); `didScroll` follows a clamp or snap.
    open func stopScrollingAndZooming() { performStopScrollingAndZooming() }

    // MARK: Forwards to UIScrollView+Zooming.swift

    /// Sets the zoom scale (clamped to `minimumZoomScale...maximumZoomScale`) of the delegate's
    /// `viewForZooming(in:)`, keeping the centre of the visible area in place. The view is scaled with its
    /// `transform`, placed at the content origin, and `contentSize` becomes its scaled size. Without a
    /// zooming view nothing happens (as UIKit). Animated: 0.3 s, with `scrollViewWillBeginZooming`,
    /// `scrollViewDidZoom` per frame and `scrollViewDidEndZooming` (OpenUIKit's choice of callbacks for
    /// programmatic animated zooms, which UIKit does not document); not animated: `scrollViewDidZoom`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { performSetZoomScale(scale, animated: animated) }

    /// Zooms so that `rect` (in the zooming view's own coordinates) fills the bounds as far as the scale
    /// limits allow, centred. Nothing happens without a zooming view or with an empty or non-finite rect.
    open func zoom(to rect: CGRect, animated: Bool) { performZoom(to: rect, animated: animated) }

    // MARK: Forwards to AutoLayout/UIScrollView+LayoutGuides.swift

    /// A guide for the scrollable content area, at the content's origin: constraints to it (and, as in
    /// iOS 11, constraints from the content to the scroll view's edges) define `contentSize`.
    /// UIKit parity: `contentLayoutGuide`.
    open var contentLayoutGuide: UILayoutGuide { contentLayoutGuideImplementation }

    /// A guide for the scroll view's frame, fixed on screen while the content scrolls.
    /// UIKit parity: `frameLayoutGuide`.
    open var frameLayoutGuide: UILayoutGuide { frameLayoutGuideImplementation }
}
