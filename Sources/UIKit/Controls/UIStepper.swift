@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// A control that increments or decrements a value, as UIKit's `UIStepper` (iOS 13+ look): always
/// 94 × 32 points (UIKit's size is undocumented), a rounded grey fill split into a minus
/// and a plus segment by a 1-point divider.
///
/// Touching a segment steps the value at once (by `stepValue`, clamped to `minimumValue...maximumValue`;
/// with `wraps`, a step beyond one end sets the other end, as UIKit documents) and sends `.valueChanged`. Holding it repeats when
/// `autorepeat` (the default): first after `autorepeatDelay` (0.5 s), then every `autorepeatInterval`
/// (0.1 s), on the host's display clock, while the finger stays on that segment. With `isContinuous`
/// false, the value still changes while held but `.valueChanged` is sent once, when the finger lifts. A
/// segment that cannot step (at the end, without `wraps`) draws dimmed and ignores touches. The first
/// step happens in `beginTracking`, so its `.valueChanged` comes before `.touchDown` (UIKit's order is
/// undocumented). Single-tap
/// recognizers of superviews do not begin for touches on the stepper.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The fixed size of every stepper.
    static let fixedSize = CGSize(width: 94, height: 32)
    /// The hold time before the first repeat, in seconds.
    static let autorepeatDelay: CFTimeInterval = 0.5
    /// The time between repeats, in seconds.
    static let autorepeatInterval: CFTimeInterval = 0.1

    /// Which segment a touch holds.
    enum Segment { case decrement, increment }

    let backgroundView = UIView(frame: .zero)
    let dividerView = UIView(frame: .zero)
    let minusView = UIImageView(frame: .zero)
    let plusView = UIImageView(frame: .zero)
    let highlightView = UIView(frame: .zero)
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]
    var valueStorage: Double = 0
    var pressedSegment: Segment?
    var autorepeatTick: FrameTickRegistration?
    var nextRepeatTime: CFTimeInterval = 0
    var valueAtTouchDown: Double = 0

    // MARK: Initialisers

    /// Creates a stepper; the frame's size is ignored (94 × 32).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.fixedSize))
        setUpViews()
    }

    /// Creates a stepper (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.frame = CGRect(origin: .zero, size: UIStepper.fixedSize)
        setUpViews()
    }

    // MARK: Value

    /// The value, clamped to `minimumValue...maximumValue` (0 by default). Setting it sends no event.
    open var value: Double {
        get { valueStorage }
        set {
            valueStorage = min(max(newValue.isFinite ? newValue : minimumValue, minimumValue), maximumValue)
            refreshAppearance()
        }
    }

    /// The smallest value (0 by default).
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = valueStorage
        }
    }

    /// The largest value (100 by default).
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = valueStorage
        }
    }

    /// The amount one step adds or removes (1 by default; values ≤ 0 are ignored).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }

    /// Whether stepping past one end continues at the other (false by default).
    open var wraps = false { didSet { refreshAppearance() } }

    /// Whether holding a segment repeats the step (true by default).
    open var autorepeat = true

    /// Whether `.valueChanged` is sent at each step (true, the default) or once when the finger lifts.
    open var isContinuous = true

    // MARK: Images (overridable)

    /// Sets the plus segment's image for `state` (`.normal`, `.highlighted` while pressed, `.disabled`
    /// when it cannot step); `nil` restores the default.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        refreshAppearance()
    }

    /// The plus segment's image for `state`: the one set for it, else the `.normal` one, else the
    /// standard "plus" symbol.
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue] ?? incrementImages[UIControl.State.normal.rawValue] ?? UIImage(systemName: "plus")
    }

    /// Sets the minus segment's image for `state`; `nil` restores the default.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        refreshAppearance()
    }

    /// The minus segment's image for `state`: the one set for it, else the `.normal` one, else the
    /// standard "minus" symbol.
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue] ?? decrementImages[UIControl.State.normal.rawValue] ?? UIImage(systemName: "minus")
    }

    // MARK: Geometry

    /// The frame; its size stays 94 × 32 whatever is set.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.fixedSize) }
    }

    /// The bounds; their size stays 94 × 32.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UIStepper.fixedSize) }
    }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { UIStepper.fixedSize }

    /// 94 × 32.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.fixedSize }

    // MARK: Tracking

    /// Steps once for the touched segment (if it can step) and starts the repeat timer.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let segment = self.segment(at: touch.location(in: self))
        guard canStep(segment) else { return false }
        valueAtTouchDown = valueStorage
        pressedSegment = segment
        step(segment)
        if autorepeat { startRepeating(from: touch.timestamp) }
        refreshAppearance()
        return true
    }

    /// Keeps repeating only while the finger is on the pressed segment.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        refreshAppearance()
        return true
    }

    /// Stops repeating; a non-continuous stepper sends its `.valueChanged` now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishInteraction()
    }

    /// Stops repeating.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishInteraction()
    }

    /// Refuses single-tap recognizers of superviews for touches on the stepper.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, ControlGestureArbitration.isSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func stateDidChange() {
        super.stateDidChange()
        refreshAppearance()
    }
}
