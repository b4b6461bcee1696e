import Foundation

/// A control that picks a value from a continuous range, as UIKit's `UISlider` (iOS 13–18 look): a 2-point
/// rounded track, tint-coloured left of the thumb (`minimumTrackTintColor`) and `.systemFill` right of it
/// (`maximumTrackTintColor`), and a white 28-point thumb with a shadow. Its natural height
/// is 31 points (no natural width).
///
/// Only a touch on the thumb (its frame outset by `thumbTouchOutset`) moves it; touching the track
/// elsewhere does nothing, as in UIKit. The value then follows the finger proportionally from where it
/// was grabbed (no jump) and is clamped to `minimumValue...maximumValue`. `.valueChanged` is sent at each
/// change while dragging when `isContinuous` (the default), else once when the finger lifts; never for
/// `value` or `setValue(_:animated:)`. Pan and swipe recognizers of superviews do not begin for touches on
/// the slider.
///
/// Right to left (`effectiveUserInterfaceLayoutDirection`), the slider mirrors as iOS's: the minimum
/// value is at the right end, the value grows as the thumb moves left, the minimum track (tinted) lies
/// right of the thumb and `minimumValueImage` sits at the right edge.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 2
    /// The slider's natural height.
    static let naturalHeight: CGFloat = 31
    /// How far around the thumb a touch still grabs it, in points.
    static let thumbTouchOutset: CGFloat = 10
    /// The duration of `setValue(_:animated: true)`, in seconds.
    static let animationDuration: CFTimeInterval = 0.2

    /// The space between a value image and the track, in points (UIKit's is undocumented).
    static let valueImageSpacing: CGFloat = 8

    let minimumValueImageView = UIImageView(frame: .zero)
    let maximumValueImageView = UIImageView(frame: .zero)
    let minimumTrackView = UIView(frame: .zero)
    let maximumTrackView = UIView(frame: .zero)
    let thumbView = UIView(frame: .zero)
    let thumbImageView = UIImageView(frame: .zero)
    var thumbImages: [UInt: UIImage] = [:]
    var valueStorage: Float = 0
    /// The value the thumb is drawn at (differs from `value` during an animation).
    var drawnValue: Float = 0
    var animation: ControlAnimation?
    var grabOffset: CGFloat = 0
    var valueAtTouchDown: Float = 0

    // MARK: Initialisers

    /// Creates a slider with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    /// Creates a slider (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    // MARK: Value

    /// The value, clamped to `minimumValue...maximumValue` (0 by default). Setting it sends no event.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The smallest value (0 by default); the value is clamped again when it changes.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// The largest value (1 by default); the value is clamped again when it changes.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// Whether `.valueChanged` is sent during a drag (true, the default) or only when it ends.
    open var isContinuous = true

    /// Sets the value (clamped), moving the thumb over 0.2 s when `animated`; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = clamp(value)
        let from = drawnValue
        valueStorage = clamped
        animation?.cancel()
        guard animated, window != nil, from != clamped else {
            drawnValue = clamped
            setNeedsLayout()
            return
        }
        animation = ControlAnimation(duration: UISlider.animationDuration) { [weak self] progress in
            guard let self else { return }
            self.drawnValue = from + (clamped - from) * Float(progress)
            self.layoutParts()
        }
    }

    /// The colour of the track left of the thumb (`nil`: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { refreshColors() } }
    /// The colour of the track right of the thumb (`nil`: `.systemFill`).
    open var maximumTrackTintColor: UIColor? { didSet { refreshColors() } }
    /// The thumb colour (`nil`: white).
    open var thumbTintColor: UIColor? { didSet { refreshColors() } }

    /// Sets the thumb's image for `state` (`nil` removes it); with an image for the current state (or
    /// `.normal`) the thumb is that image, at its size, instead of the white circle.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        refreshColors()
        setNeedsLayout()
    }

    /// The thumb image for `state`, falling back to the `.normal` one; `nil` when none was set.
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
    }

    /// The thumb image shown now, or `nil` for the standard thumb.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    /// An image at the minimum end, left of the track (symbols draw in the tint colour); the track
    /// shortens to make room.
    open var minimumValueImage: UIImage? {
        didSet {
            minimumValueImageView.image = minimumValueImage
            setNeedsLayout()
        }
    }

    /// An image at the maximum end, right of the track.
    open var maximumValueImage: UIImage? {
        didSet {
            maximumValueImageView.image = maximumValueImage
            setNeedsLayout()
        }
    }

    // MARK: Geometry (overridable)

    /// The rectangle of `minimumValueImage` in `bounds`: its size, at the leading edge (left; right in
    /// right to left), centred vertically (empty without an image).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { valueImageRect(minimumValueImage, forBounds: bounds, atLeading: true) }

    /// The rectangle of `maximumValueImage` in `bounds`: its size, at the trailing edge (right; left in
    /// right to left), centred vertically (empty without an image).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { valueImageRect(maximumValueImage, forBounds: bounds, atLeading: false) }

    /// The track's rectangle in `bounds`: the width between the value images (`valueImageSpacing` from
    /// each), 2 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect { defaultTrackRect(forBounds: bounds) }

    /// The thumb's rectangle for `value`: a 28-point square (or the current thumb image's size) that
    /// travels along the track from its leading end (the right end in right to left), inset by half a
    /// thumb so it stays within the track's ends.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        defaultThumbRect(trackRect: rect, value: value)
    }

    /// No natural width; 31 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISlider.naturalHeight) }

    /// The current width (at least a thumb's), 31 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(bounds.width, UISlider.thumbDiameter), height: UISlider.naturalHeight)
    }

    /// Places the track halves and the thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    /// Grabs the thumb when the touch is on it; elsewhere the slider does not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        animation?.finish()
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        guard thumb.insetBy(dx: -UISlider.thumbTouchOutset, dy: -UISlider.thumbTouchOutset).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = valueStorage
        return true
    }

    /// Moves the value with the finger and sends `.valueChanged` when it changed (if continuous).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbSize.width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return true }
        let centre = touch.location(in: self).x - grabOffset
        let fromLeading = isRightToLeft ? track.maxX - thumbWidth / 2 - centre : centre - track.minX - thumbWidth / 2
        let fraction = Float(fromLeading / travel)
        let newValue = clamp(minimumValue + fraction * (maximumValue - minimumValue))
        if newValue != valueStorage {
            valueStorage = newValue
            drawnValue = newValue
            layoutParts()
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// Sends the deferred `.valueChanged` of a non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, valueStorage != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// Refuses pan and swipe recognizers of superviews for touches on the slider.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, ControlGestureArbitration.isPanOrSwipe(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Redraws the minimum track in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    override func stateDidChange() {
        super.stateDidChange()
        refreshColors()
    }
}
