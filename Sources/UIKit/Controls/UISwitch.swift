import Foundation

/// An on/off switch, as UIKit's `UISwitch` (iOS 13–18 look): always 51 × 31 points, a track filled with
/// `onTintColor` (system green) when on and a light grey fill (`.secondarySystemFill`)
/// when off, and a white 28-point thumb with a shadow that stretches 7 points while pressed.
///
/// A tap toggles the switch; dragging the thumb past the middle chooses the side it lands on when the
/// finger lifts (a touch that moves less than `dragThreshold` counts as a tap). `.valueChanged` is sent
/// when the user changed the value, never for `setOn(_:animated:)`. Animated changes move the thumb and
/// blend the track over 0.2 s on the host's display clock. A disabled switch draws at 50 % opacity.
/// Tap and pan recognizers of superviews do not begin for touches on the switch.
///
/// Right to left (`effectiveUserInterfaceLayoutDirection`), the switch mirrors as iOS's: the thumb sits
/// on the left when on, and dragging it left turns the switch on.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The fixed size of every switch.
    static let fixedSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// How much wider the thumb grows while pressed.
    static let pressedStretch: CGFloat = 7
    /// How far a touch must move to count as a drag, not a tap, in points.
    static let dragThreshold: CGFloat = 4
    /// The duration of animated changes, in seconds.
    static let animationDuration: CFTimeInterval = 0.2

    /// The track and the thumb, made at the first layout (or first internal access): a switch that is
    /// never shown costs no subviews. After layout its subviews are the track and the thumb, in that order.
    var partsIfLoaded: (track: UIView, thumb: UIView)?
    /// 0 = off position, 1 = on position, as drawn now.
    var drawnPosition: CGFloat = 0
    var animation: ControlAnimation?
    var touchStartX: CGFloat = 0
    var didDrag = false
    var dragOn = false

    // MARK: Initialisers

    /// Creates a switch; the frame's size is ignored (51 × 31).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        setUpViews()
    }

    /// Creates a switch (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.frame = CGRect(origin: .zero, size: UISwitch.fixedSize)
        setUpViews()
    }

    // MARK: Value

    /// Whether the switch is on (false by default). Setting it moves the thumb without animation and sends
    /// no event.
    open var isOn: Bool = false {
        didSet {
            guard isOn != oldValue else { return }
            animation?.cancel()
            drawnPosition = isOn ? 1 : 0
            refreshAppearance()
        }
    }

    /// Sets the value, moving the thumb over 0.2 s when `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard animated, window != nil else {
            isOn = on
            drawnPosition = on ? 1 : 0
            refreshAppearance()
            return
        }
        let from = drawnPosition
        isOnSilently(on)
        animate(from: from, to: on ? 1 : 0)
    }

    /// The track colour when on (`nil`: system green).
    open var onTintColor: UIColor? { didSet { refreshAppearance() } }
    /// The thumb colour (`nil`: white).
    open var thumbTintColor: UIColor? { didSet { refreshAppearance() } }

    // MARK: Geometry

    /// The frame; its size stays 51 × 31 whatever is set, as in UIKit.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.fixedSize) }
    }

    /// The bounds; their size stays 51 × 31.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch.fixedSize) }
    }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }

    /// 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }

    /// Makes (the first time) and places the track and thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadParts()
        refreshAppearance()
    }

    // MARK: Tracking

    /// Presses the thumb (it stretches).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStartX = touch.location(in: self).x
        didDrag = false
        dragOn = isOn
        animation?.finish()
        refreshAppearance()
        return true
    }

    /// Follows a drag: the thumb moves to the side the finger is on.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if abs(x - touchStartX) >= UISwitch.dragThreshold { didDrag = true }
        if didDrag {
            let newSide = isRightToLeft ? x < bounds.midX : x >= bounds.midX
            if newSide != dragOn {
                dragOn = newSide
                animate(from: drawnPosition, to: newSide ? 1 : 0)
            }
        }
        return true
    }

    /// Commits a tap (toggle) or a drag (the side the thumb is on) and sends `.valueChanged` when the
    /// value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let inside = touch.map { isInsideEnlargedBounds($0.location(in: self)) } ?? false
        let target = didDrag ? dragOn : (inside ? !isOn : isOn)
        commit(target)
    }

    /// Puts the thumb back where the value says.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        animate(from: drawnPosition, to: isOn ? 1 : 0)
    }

    /// Refuses single-tap and pan recognizers of superviews for touches on the switch.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self,
           ControlGestureArbitration.isSingleTap(gestureRecognizer) || ControlGestureArbitration.isPanOrSwipe(gestureRecognizer) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func stateDidChange() {
        super.stateDidChange()
        refreshAppearance()
    }

    /// Redraws with the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshAppearance()
    }
}
