@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// A text control's touch-and-hold, as iOS's text views and fields have it (Apple's iPhone User Guide,
/// "Select and edit text": touch and hold the text to move the insertion point; the loupe gesture of
/// `UITextInteraction`). A finger held still (`UILongPressGestureRecognizer`'s defaults: 0.5 s, 10
/// points of movement) on the text:
/// - in editable text, puts the caret under the finger and makes it follow the finger (the caret stays
///   solid, the edit menu and the selection handles hide) until it lifts, where the caret stays and the
///   edit menu shows for it, as iOS's callout after the loupe; a text view scrolls while the finger is
///   near its top or bottom edge (`TextLoupeAutoscroll`);
/// - in selectable, non-editable text, selects the word under the finger with the selection handles,
///   grows the selection word by word as the finger moves, and shows the edit menu when it lifts.
/// Touches from a mouse or trackpad do not take part (`allowedTouchTypes` is `.direct`): a held mouse
/// button selects by dragging, as on iPadOS. No loupe (magnifier) is drawn. Not public API.
@MainActor
final class TextLoupeGesture: NSObject, UIGestureRecognizerDelegate {
    /// The control the press is attached to.
    unowned let control: any TextLoupeHost
    /// The recognizer (on the control).
    let recognizer = UILongPressGestureRecognizer()
    /// In non-editable text, the word the press selected first (the selection grows from it).
    private var anchorWord: Range<Int>?
    /// Whether a press is moving the caret or the selection right now.
    private(set) var isActive = false
    /// The finger's position in window coordinates (autoscroll places the caret under it each frame).
    private var fingerInWindow: CGPoint?
    /// The per-frame callback while the finger holds near a scrolling edge.
    private var autoscrollTick: FrameTickRegistration?
    private var lastTickTime: CFTimeInterval?

    init(control: any TextLoupeHost) {
        self.control = control
        super.init()
        recognizer.name = "UITextLoupeGestureRecognizer"
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        recognizer.delegate = self
        _ = recognizer.addAction { [weak self] (press: UILongPressGestureRecognizer) in self?.pressChanged(press) }
        control.addGestureRecognizer(recognizer)
    }

    /// Begins only on selectable text, and not while a finger drags a selection handle.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        control.loupeMayBegin
    }

    private func pressChanged(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began:
            guard control.isFirstResponder || control.becomeFirstResponder() else { return }
            isActive = true
            control.editMenu.dismiss()
            fingerInWindow = press.location(in: nil)
            if control.editMenuAllowsEditing {
                anchorWord = nil
                control.showsSelectionHandles = false
                control.caretView.holdsSolid = true
                moveCaret(to: press.location(in: control))
            } else {
                let offset = control.textOffset(atInputPoint: press.location(in: control))
                control.showsSelectionHandles = true
                control.engine.selectWord(at: offset)
                anchorWord = control.engine.selection.isEmpty ? nil : control.engine.selection
                control.updateSelectionHandles()
            }
            updateAutoscroll()
        case .changed:
            guard isActive else { return }
            fingerInWindow = press.location(in: nil)
            follow(press.location(in: control))
            updateAutoscroll()
        case .ended:
            guard isActive else { return }
            finish()
            control.engine.breakTypingRun()
            control.editMenu.show()
        default:
            if isActive { finish() }
        }
    }

    /// The caret (editable text) or the selection's moving end (non-editable text) follows the finger
    /// at `point` (the control's coordinates).
    private func follow(_ point: CGPoint) {
        if control.editMenuAllowsEditing {
            moveCaret(to: point)
        } else {
            extendWords(to: point)
        }
    }

    private func moveCaret(to point: CGPoint) {
        let offset = control.textOffset(atInputPoint: point)
        control.engine.select(offset..<offset)
        control.caretView.restartBlinking()
    }

    /// Grows the selection from the first word to the word under `point` (or the caret position there,
    /// between words), in whichever direction the finger went.
    private func extendWords(to point: CGPoint) {
        let engine = control.engine
        let offset = control.textOffset(atInputPoint: point)
        let word = engine.boundaries.word(containing: offset) ?? offset..<offset
        guard let anchor = anchorWord else {
            anchorWord = word.isEmpty ? nil : word
            if !word.isEmpty { engine.select(word) }
            return
        }
        if word.lowerBound < anchor.lowerBound {
            engine.select(word.lowerBound..<anchor.upperBound, anchor: anchor.upperBound)
        } else {
            engine.select(anchor.lowerBound..<max(anchor.upperBound, word.upperBound), anchor: anchor.lowerBound)
        }
        control.updateSelectionHandles()
    }

    private func finish() {
        isActive = false
        fingerInWindow = nil
        control.caretView.holdsSolid = false
        stopAutoscroll()
    }

    // MARK: Autoscroll

    /// Starts the per-frame callback while the finger is inside the control's scrolling edge zone.
    private func updateAutoscroll() {
        guard let finger = fingerInWindow, control.loupeAutoscrollSpeed(fingerInWindow: finger) != 0 else {
            stopAutoscroll()
            return
        }
        guard autoscrollTick == nil else { return }
        lastTickTime = nil
        autoscrollTick = FrameTickRegistration(
            wantsFrames: { [weak self] in MainActor.assumeIsolated { self?.autoscrollTick != nil } },
            fire: { [weak self] timestamp, _ in MainActor.assumeIsolated { self?.autoscroll(at: timestamp) } })
    }

    private func stopAutoscroll() {
        autoscrollTick?.cancel()
        autoscrollTick = nil
        lastTickTime = nil
    }

    /// One frame of autoscroll: the control scrolls by the speed for the time since the last frame, and
    /// the caret (or selection end) goes under the finger again.
    private func autoscroll(at time: CFTimeInterval) {
        guard let finger = fingerInWindow else { stopAutoscroll(); return }
        defer { lastTickTime = time }
        guard let last = lastTickTime else { return }
        let speed = control.loupeAutoscrollSpeed(fingerInWindow: finger)
        guard speed != 0 else { stopAutoscroll(); return }
        guard control.loupeScroll(by: speed * CGFloat(time - last)) else { return }
        follow(control.convert(finger, from: nil))
    }
}

/// A text control with a `TextLoupeGesture`.
@MainActor
protocol TextLoupeHost: TextSelectionHandleHost {
    /// The control's caret.
    var caretView: TextCaretView { get }
    /// The edit menu.
    var editMenu: TextEditMenu { get }
    /// Whether a long press may begin now (selectable text, no handle being dragged).
    var loupeMayBegin: Bool { get }
    /// The vertical scrolling speed, in points per second (negative: up), for a finger held at
    /// `fingerInWindow`; 0 away from the scrolling edges (and for a control that does not scroll).
    func loupeAutoscrollSpeed(fingerInWindow: CGPoint) -> CGFloat
    /// Scrolls by `distance` points (clamped to the content); returns whether the offset changed.
    func loupeScroll(by distance: CGFloat) -> Bool
}
