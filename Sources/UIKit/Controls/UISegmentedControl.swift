import Foundation

/// A horizontal row of segments, each a button with a title or an image, one of which is selected, as
/// UIKit's `UISegmentedControl` (iOS 13+ look): a rounded `tertiarySystemFill` track 32 points high, a
/// white platter (light grey in dark mode, `selectedSegmentTintColor` when set) with a soft shadow behind
/// the selected segment, inset 2 points, and 1-point dividers between segments except next to the
/// selection. Titles are 13-point medium text, semibold in the selected segment. In a right-to-left
/// layout segment 0 is the rightmost.
///
/// Touching a segment highlights it; lifting the finger on it selects it (the platter slides over in
/// 0.25 s) and sends `.valueChanged` once, together with the segment's `UIAction` when it has one. A
/// touch that starts on the selected segment drags the platter from segment to segment (iOS 13) and
/// selects where it rests when the finger lifts. Choosing the segment that is already selected sends
/// nothing, except in a momentary control, whose segments act as buttons: it draws no selection, and
/// every tap sets `selectedSegmentIndex` to the tapped segment and sends `.valueChanged`. Setting
/// `selectedSegmentIndex` in code sends no event. Disabled segments ignore touches and draw dimmed.
/// Segment indexes out of range are ignored by the setters and read as empty by the getters (UIKit
/// documents the valid range only). Single-tap and pan recognizers of superviews do not begin for
/// touches on the control.
///
/// A segment without a fixed width (`setWidth(_:forSegmentAt:)` with 0, the default) shares the width
/// left by the fixed ones: equally, or in proportion to its content with
/// `apportionsSegmentWidthsByContent`. The intrinsic width gives each segment its content plus 8 points
/// each side (the widest content for all, unless apportioned); UIKit does not document its padding.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index `selectedSegmentIndex` has while no segment is selected (-1), as UIKit's.
    public static let noSegment: Int = -1
    /// The control's height on iOS 13 and later.
    static let defaultHeight: CGFloat = 32
    /// The space between a segment's edge and its content, each side, in the intrinsic size.
    static let contentPadding: CGFloat = 8
    /// The inset of the selection platter from the segment's edges.
    static let platterInset: CGFloat = 2
    /// The track's corner radius.
    static let trackCornerRadius: CGFloat = 8.91
    /// The platter's corner radius.
    static let platterCornerRadius: CGFloat = 6.93
    /// How far the dividers stop short of the top and bottom edges.
    static let dividerInset: CGFloat = 8
    /// The duration of the platter's slide to a new segment.
    static let selectionAnimationDuration: TimeInterval = 0.25

    /// The segments, in index order.
    var segments: [SegmentedControlSegment] = []
    var selectedIndexStorage: Int = UISegmentedControl.noSegment
    /// The segment the platter is drawn behind (differs from the selection while the platter is dragged).
    var displayedSelection: Int = UISegmentedControl.noSegment
    /// The segment drawn pressed, while a touch is on it.
    var highlightedSegment: Int?
    /// Whether the current touch drags the platter.
    var isDraggingSelection = false
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    var backgroundImages: [SegmentedControlImageKey: UIImage] = [:]
    var dividerImages: [SegmentedControlImageKey: UIImage] = [:]
    /// The views that draw the control, made on the first layout (see `UISegmentedControl+Appearance`).
    var parts: SegmentedControlParts?

    // MARK: Initialisers

    /// Creates a control with a segment for each item, a `String` (a title) or a `UIImage` (an image);
    /// other items are skipped. The frame is the intrinsic size, as UIKit's.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).compactMap(SegmentedControlSegment.init(item:))
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// Creates a control with a segment for each action (its title and image); selecting a segment
    /// performs its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { SegmentedControlSegment(action: $0) }
        segmentsDidChange()
    }

    /// Creates a control without segments.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a control without segments (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped to `0...numberOfSegments`); `animated`
    /// is accepted and the segment appears at once.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        performInsert(SegmentedControlSegment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to `0...numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        performInsert(SegmentedControlSegment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its title and image) at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        performInsert(SegmentedControlSegment(action: action), at: segment)
    }

    /// Removes the segment at `segment`; removing the selected one leaves no segment selected.
    open func removeSegment(at segment: Int, animated: Bool) { performRemoveSegment(at: segment) }

    /// Removes every segment; no segment is selected afterwards.
    open func removeAllSegments() { performRemoveAllSegments() }

    /// Sets the title of a segment (its image goes: a segment shows a title or an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { updateSegment(segment) { $0.setTitle(title) } }

    /// The title of a segment, or nil.
    open func titleForSegment(at segment: Int) -> String? { segmentOrNil(segment)?.title }

    /// Sets the image of a segment (its title goes).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { updateSegment(segment) { $0.setImage(image) } }

    /// The image of a segment, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? { segmentOrNil(segment)?.image }

    /// Sets the action of a segment, which also gives it the action's title and image (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) { updateSegment(segment) { $0 = SegmentedControlSegment(action: action, keeping: $0) } }

    /// The action of a segment, or nil (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? { segmentOrNil(segment)?.action }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment` (iOS 14).
    /// - Complexity: O(segments).
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Enables or disables a segment (a disabled one ignores touches and draws dimmed).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { updateSegment(segment) { $0.isEnabled = enabled } }

    /// Whether a segment is enabled (true by default; false out of range).
    open func isEnabledForSegment(at segment: Int) -> Bool { segmentOrNil(segment)?.isEnabled ?? false }

    /// Fixes the width of a segment; 0 (the default) lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { updateSegment(segment) { $0.width = max(0, width) } }

    /// The fixed width of a segment, 0 when the control sizes it.
    open func widthForSegment(at segment: Int) -> CGFloat { segmentOrNil(segment)?.width ?? 0 }

    /// Moves a segment's title or image by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) { updateSegment(segment) { $0.contentOffset = offset } }

    /// The content offset of a segment (zero by default).
    open func contentOffsetForSegment(at segment: Int) -> CGSize { segmentOrNil(segment)?.contentOffset ?? .zero }

    /// Whether segments without a fixed width are as wide as their content (false: equal widths).
    open var apportionsSegmentWidthsByContent: Bool = false { didSet { segmentGeometryDidChange() } }

    // MARK: Selection

    /// The selected segment, or `noSegment` (the default). Setting it moves the platter at once and
    /// sends no event; indexes out of range are ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set { setSelectedSegment(newValue, animated: false) }
    }

    /// Whether segments act as buttons that do not stay selected (false by default).
    open var isMomentary: Bool = false { didSet { setNeedsLayout() } }

    // MARK: Appearance

    /// The colour of the selection platter; nil (the default) is white, or grey in dark mode.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// Sets text attributes (`.font`, `.foregroundColor`) for titles in `state` (`.normal`, `.selected`,
    /// `.highlighted`, `.disabled`); the state's attributes apply over the `.normal` ones.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        storeTitleTextAttributes(attributes, for: state)
    }

    /// The text attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// Sets an image drawn instead of the track (`.normal`) or the platter (`.selected`), stretched to fill.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        storeImage(backgroundImage, in: \.backgroundImages, key: SegmentedControlImageKey(state, barMetrics: barMetrics))
    }

    /// The background image for `state` and `barMetrics`, or nil.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[SegmentedControlImageKey(state, barMetrics: barMetrics)]
    }

    /// Sets an image drawn instead of the dividers between segments in the given states (its width is
    /// the divider's, its height stretches to the control's).
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        storeImage(dividerImage, in: \.dividerImages, key: SegmentedControlImageKey(leftState, rightState, barMetrics: barMetrics))
    }

    /// The divider image for the pair of states and `barMetrics`, or nil.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[SegmentedControlImageKey(leftState, rightState, barMetrics: barMetrics)]
    }

    // MARK: Layout

    /// The segments' content plus padding, 32 points high.
    open override var intrinsicContentSize: CGSize { intrinsicSizeImplementation }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeImplementation }

    /// Places the track, the segments' content, the dividers and the platter.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    /// Highlights the touched segment, or picks up the platter when the touch is on the selected one.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginSegmentTracking(touch) }

    /// Follows the finger: the highlight, or the dragged platter, moves with it.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continueSegmentTracking(touch) }

    /// Selects the segment under the finger (or under the dragged platter) and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        endSegmentTracking(touch)
    }

    /// Puts the platter back on the selected segment.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        cancelSegmentTracking()
    }

    /// Refuses single-tap and pan recognizers of superviews for touches on the control.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !ControlGestureArbitration.dragControl(self, refuses: gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsLayout()
    }

    /// Redraws in the new layout direction or appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
}
