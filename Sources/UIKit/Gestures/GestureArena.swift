import Foundation

/// The gesture engine (UIKit's gesture environment). Not public API.
///
/// It receives every touch event before the views (through `TouchDelivery.gestureRouter`, installed
/// when the first recognizer is added to a view), hands touches to recognizers, arbitrates between them,
/// decides which touches the views get and when (`cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`), sends actions and resets finished recognizers.
///
/// Work runs in transactions: an event dispatch, a timer tick or a state change from outside. State
/// changes and arbitration happen at once; held view deliveries, actions and resets run when the
/// outermost transaction ends (`flush`), in that order, until nothing is left, so handlers may add or
/// remove recognizers, views or touches without corrupting the engine.
///
/// Safety nets: a recognizer left in `.began`/`.changed` once all its touches lifted (a subclass that
/// never ends, or a pending begin released after the fingers lifted) is cancelled by the engine, so no
/// recognizer stays in progress without touches; one in `.possible` that lost every touch (ignored them,
/// or a nested dispatch ended them before it saw them begin) and waits for nothing fails. Recognizers
/// get a touch's later phases only after its `touchesBegan`, and stop counting an ended touch as down
/// right after their callback, so a nested dispatch from a handler or callback stays consistent.
@MainActor
final class GestureArena {
    /// The engine of the process (UIKit has one per app).
    static let shared = GestureArena()

    /// The recognizers that received touches since their last reset, in the order they first did.
    var involved: [UIGestureRecognizer] = []
    /// The touches the engine follows, by touch.
    var records: [ObjectIdentifier: TouchRecord] = [:]
    /// Records whose view delivery must be re-examined at the next flush.
    var dirtyRecords: [TouchRecord] = []
    /// Actions to send at the next flush: recognizer and the state the action is for.
    var actionQueue: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
    /// The serial number of the next touch record (deterministic ordering).
    var nextRecordSerial = 0
    /// Recently finished touches (held, so their identifiers are not reused), oldest first.
    var finishedTouches: [UITouch] = []
    /// The identifiers of `finishedTouches`.
    var finishedTouchIDs: Set<ObjectIdentifier> = []
    /// How many finished touches are remembered.
    static let finishedTouchCapacity = 32
    private var transactionDepth = 0
    private var isFlushing = false

    /// Installs the engine as the touch router (idempotent).
    static func install() {
        if TouchDelivery.gestureRouter == nil {
            TouchDelivery.gestureRouter = { event, touches, window in
                GestureArena.shared.route(event, changed: touches, in: window)
            }
        }
    }

    // MARK: Transactions

    /// Opens a transaction; `end()` closes it and flushes when it was the outermost.
    func begin() { transactionDepth += 1 }

    /// Closes a transaction, flushing pending work when no transaction remains open.
    func end() {
        transactionDepth -= 1
        if transactionDepth == 0 { flush() }
    }

    /// Runs held view deliveries, then actions, then resets, until none is left.
    /// - Complexity: O(dirty records + queued actions + involved recognizers) per round.
    func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        while true {
            if !dirtyRecords.isEmpty {
                let batch = dirtyRecords
                dirtyRecords.removeAll()
                for record in batch { processViewDelivery(record) }
                continue
            }
            if !actionQueue.isEmpty {
                let batch = actionQueue
                actionQueue.removeAll()
                for (recognizer, state) in batch { recognizer.sendActions(for: state) }
                continue
            }
            var didChange = false
            for recognizer in involved where recognizer.isInvolved {
                switch recognizer.storedState {
                case .ended, .cancelled, .failed:
                    if recognizer.activeTouches.isEmpty {
                        resetRecognizer(recognizer)
                        didChange = true
                    }
                case .began, .changed:
                    // Its touches lifted and its hooks left it in progress: the gesture cannot go on.
                    if recognizer.activeTouches.isEmpty && !recognizer.trackedTouches.isEmpty {
                        recognizer.storedState = .cancelled
                        actionQueue.append((recognizer, .cancelled))
                    }
                case .possible:
                    // It lost every touch (ignored them, or they ended before it saw them begin) and waits
                    // for nothing: it fails (releasing recognizers waiting for it) and resets next round.
                    if recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil
                        && !GestureTimers.shared.hasTimer(for: recognizer) {
                        fail(recognizer)
                        didChange = true
                    }
                }
            }
            involved.removeAll { !$0.isInvolved }
            if dirtyRecords.isEmpty && actionQueue.isEmpty && !didChange { break }
        }
    }

    // MARK: Transitions

    /// A write of `state` by a subclass (or user code): validated, then applied through arbitration.
    func requestTransition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        begin()
        defer { end() }
        if let pending = recognizer.pendingState {
            switch target {
            case .failed, .cancelled:
                fail(recognizer)
            case .ended where pending == .began:
                recognizer.pendingEnd = .ended
            default:
                break
            }
            return
        }
        let from = recognizer.storedState
        switch (from, target) {
        case (.possible, .began), (.possible, .ended):
            involve(recognizer)
            attempt(recognizer, to: target)
        case (.possible, .failed):
            involve(recognizer)
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            involve(recognizer)
            recognizer.storedState = target
            actionQueue.append((recognizer, target))
        default:
            break
        }
    }

    /// A recognizer tries to leave `.possible` for `target` (began or recognized).
    private func attempt(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        guard shouldBegin(recognizer), !isPreventedByActive(recognizer) else {
            fail(recognizer)
            return
        }
        var waiting: [UIGestureRecognizer] = []
        for required in failureRequirements(of: recognizer) {
            switch required.storedState {
            case .failed:
                continue
            case .possible:
                waiting.append(required)
            default:
                fail(recognizer)
                return
            }
        }
        if waiting.isEmpty {
            apply(recognizer, target)
        } else {
            recognizer.pendingState = target
            recognizer.waitingOn = waiting
            markRecordsDirty(of: recognizer)
        }
    }

    /// Whether the delegate and the touched views (other than the recognizer's own view) let it begin.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        for touch in recognizer.trackedTouches {
            guard let view = touch.view, view !== recognizer.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    /// Whether a recognizer that already began or was recognized, sharing a touch, keeps this one out.
    private func isPreventedByActive(_ recognizer: UIGestureRecognizer) -> Bool {
        for other in involved where other !== recognizer && other.isInvolved {
            switch other.storedState {
            case .began, .changed, .ended:
                if shareTouches(other, recognizer), !recognizeSimultaneously(other, recognizer),
                   other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
                    return true
                }
            default:
                continue
            }
        }
        return false
    }

    /// The recognizers this one must see fail: `require(toFail:)` ones taking part in the touches, and
    /// those the subclass hooks or delegates name (asked now, once per attempt).
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for weak in recognizer.failureRequirements {
            if let other = weak.recognizer, other !== recognizer, other.isInvolved { result.append(other) }
        }
        for other in involved where other !== recognizer && other.isInvolved && shareTouches(other, recognizer) {
            if result.contains(where: { $0 === other }) { continue }
            let requires = recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            if requires { result.append(other) }
        }
        return result
    }

    /// Enters `target` (began or recognized): queues the action, fails the recognizers it prevents and
    /// those waiting for it to fail, and cancels its touches in the views.
    private func apply(_ recognizer: UIGestureRecognizer, _ target: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        recognizer.waitingOn = []
        recognizer.storedState = target
        actionQueue.append((recognizer, target))
        if let end = recognizer.pendingEnd {
            recognizer.pendingEnd = nil
            recognizer.storedState = end
            actionQueue.append((recognizer, end))
        }
        for other in involved where other !== recognizer && other.isInvolved && other.storedState == .possible {
            if other.waitingOn.contains(where: { $0 === recognizer }) {
                fail(other)
            } else if shareTouches(other, recognizer), !recognizeSimultaneously(recognizer, other),
                      recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                fail(other)
            }
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.trackedTouches {
                guard let record = records[ObjectIdentifier(touch)] else { continue }
                record.cancelRequested = true
                dirtyRecords.append(record)
            }
        }
        markRecordsDirty(of: recognizer)
    }

    /// Moves a `.possible` recognizer to `.failed` (no action) and lets the recognizers waiting for it go.
    func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.storedState = .failed
        recognizer.pendingState = nil
        recognizer.pendingEnd = nil
        recognizer.waitingOn = []
        GestureTimers.shared.cancel(for: recognizer)
        markRecordsDirty(of: recognizer)
        for other in involved where other.pendingState != nil && other.waitingOn.contains(where: { $0 === recognizer }) {
            other.waitingOn.removeAll { $0 === recognizer }
            guard other.waitingOn.isEmpty, let target = other.pendingState else { continue }
            if isPreventedByActive(other) {
                fail(other)
            } else {
                apply(other, target)
            }
        }
    }

    /// Takes a recognizer out of the current touches (disabled, removed from its view, or its view left
    /// the window): a gesture in progress is cancelled, one not begun fails, and its touches are dropped.
    func abandon(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isInvolved else { return }
        begin()
        defer { end() }
        switch recognizer.storedState {
        case .possible:
            fail(recognizer)
        case .began, .changed:
            recognizer.storedState = .cancelled
            actionQueue.append((recognizer, .cancelled))
        default:
            break
        }
        for touch in recognizer.trackedTouches { detach(touch, from: recognizer) }
        recognizer.trackedTouches.removeAll()
        recognizer.activeTouches.removeAll()
        recognizer.begunTouches.removeAll()
    }

    /// Back to `.possible`: forgets the gesture's touches and timers, then calls `reset()`.
    private func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        recognizer.pendingEnd = nil
        recognizer.waitingOn = []
        recognizer.isInvolved = false
        GestureTimers.shared.cancel(for: recognizer)
        let touches = recognizer.trackedTouches
        recognizer.trackedTouches.removeAll()
        recognizer.activeTouches.removeAll()
        recognizer.begunTouches.removeAll()
        for touch in touches { detach(touch, from: recognizer) }
        recognizer.reset()
    }

    // MARK: Helpers

    /// Lists a recognizer as taking part (so the flush resets it once it finished).
    func involve(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isInvolved else { return }
        recognizer.isInvolved = true
        involved.append(recognizer)
    }

    /// Whether either delegate allows the two recognizers to recognize together.
    func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether the two recognizers have a touch of their gestures in common.
    func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for touch in a.trackedTouches where b.trackedTouches.contains(where: { $0 === touch }) { return true }
        return false
    }

    /// Queues the records of `recognizer`'s touches for re-examination (a hold may have been released).
    func markRecordsDirty(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches {
            if let record = records[ObjectIdentifier(touch)] { dirtyRecords.append(record) }
        }
    }

    /// Removes the link between `touch` and `recognizer` on the touch's side and queues its record.
    func detach(_ touch: UITouch, from recognizer: UIGestureRecognizer) {
        touch.recognizerStorage.removeAll { $0 === recognizer }
        if let record = records[ObjectIdentifier(touch)] {
            record.recognizers.removeAll { $0 === recognizer }
            dirtyRecords.append(record)
        }
    }

    /// `ignore(_:for:)`: the recognizer stops following `touch`.
    func untrack(_ touch: UITouch, from recognizer: UIGestureRecognizer) {
        begin()
        defer { end() }
        recognizer.trackedTouches.removeAll { $0 === touch }
        recognizer.activeTouches.removeAll { $0 === touch }
        recognizer.begunTouches.removeAll { $0 === touch }
        detach(touch, from: recognizer)
    }
}
