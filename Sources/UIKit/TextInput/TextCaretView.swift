@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// The blinking insertion point of a text control: a 2-point bar in the tint colour with rounded ends,
/// as iOS draws it. It stays solid for `solidInterval` after each change or move (so it is visible while
/// typing), then blinks `blinkInterval` on, `blinkInterval` off, on the host's media clock. Blinking
/// does not keep a headless host busy (`runUntilIdle` ignores it). Not public API.
final class TextCaretView: UIView {
    /// How long the caret stays solid after it moved, in seconds.
    static let solidInterval: TimeInterval = 0.5
    /// The length of each on and off phase, in seconds.
    static let blinkInterval: TimeInterval = 0.5
    /// The caret's width in points.
    static let width: CGFloat = 2

    private var tick: FrameTickRegistration?
    private var restartTime: TimeInterval = 0
    /// Whether the caret is shown at all (the control is editing with an empty selection).
    var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { restartBlinking() } else { tick = nil; isHidden = true }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
        layer.cornerRadius = 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isHidden = true
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        backgroundColor = tintColor
        if window == nil { tick = nil } else if isActive { restartBlinking() }
    }

    /// Whether the caret stays solid (no blinking) for now: while a finger moves it (a long press).
    var holdsSolid = false {
        didSet { if !holdsSolid, oldValue { restartBlinking() } }
    }

    /// Shows the caret solid and starts the blink cycle again (after typing or moving).
    func restartBlinking() {
        guard isActive else { return }
        restartTime = CACurrentMediaTime()
        isHidden = false
        if tick == nil, window != nil {
            tick = FrameTickRegistration(wantsFrames: { false }, fire: { [weak self] timestamp, _ in
                MainActor.assumeIsolated { self?.update(at: timestamp) }
            })
        }
    }

    /// Whether the caret shows at media time `time`.
    static func isVisible(elapsed: TimeInterval) -> Bool {
        guard elapsed >= solidInterval else { return true }
        let phase = Int(((elapsed - solidInterval) / blinkInterval).rounded(.down))
        return phase % 2 == 1
    }

    private func update(at time: TimeInterval) {
        guard isActive else { return }
        let visible = holdsSolid || TextCaretView.isVisible(elapsed: time - restartTime)
        if isHidden == visible { isHidden = !visible }
    }
}
