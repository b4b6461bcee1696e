import Foundation

/// A touch the gesture engine follows: the recognizers it was delivered to and what its view got so far.
/// Not public API.
@MainActor
final class TouchRecord {
    /// The touch.
    let touch: UITouch
    /// Creation order, for deterministic processing of several touches.
    let serial: Int
    /// The event the touch last came with (held deliveries reuse it).
    var event: UIEvent
    /// The window the touch is in.
    weak var window: UIWindow?
    /// The recognizers following the touch, closest view's first.
    var recognizers: [UIGestureRecognizer] = []
    /// Phases not yet delivered to the view (held by `delaysTouchesBegan`/`delaysTouchesEnded`).
    var queue: [UITouch.Phase] = []
    /// Whether the view got `touchesBegan`.
    var viewBegan = false
    /// Whether the view is done with the touch (got ended or cancelled, or will never hear of it).
    var viewDone = false
    /// Whether a recognizer that cancels touches in its view claimed the touch.
    var cancelRequested = false
    /// Whether the touch itself ended or was cancelled.
    var touchDone = false

    init(touch: UITouch, serial: Int, event: UIEvent, window: UIWindow) {
        self.touch = touch
        self.serial = serial
        self.event = event
        self.window = window
    }
}

extension GestureArena {
    // MARK: Routing

    /// Routes one touch event: recognizers first (closest view's first, phases in UIKit's order), then
    /// the views get what the recognizers let through, then the flush sends actions and resets.
    /// Touches the engine does not know (they began before it was installed, or no recognizer wanted
    /// them) go straight to their views; repeated began and anything after a followed touch's end are
    /// dropped (the last `finishedTouchCapacity` finished touches are remembered for that).
    /// - Complexity: O(touches × recognizers per touch) per event, plus the hierarchy depth for a began.
    func route(_ event: UIEvent, changed: Set<UITouch>, in window: UIWindow) {
        begin()
        defer { end() }
        var passThrough: Set<UITouch> = []
        var eventRecords: [TouchRecord] = []
        var eventAnswers: [ObjectIdentifier: Bool] = [:]
        for touch in ordered(changed) {
            let key = ObjectIdentifier(touch)
            if let record = records[key] {
                guard !record.touchDone, touch.phase != .began else { continue }
                record.event = event
                if touch.phase == .ended || touch.phase == .cancelled { record.touchDone = true }
                eventRecords.append(record)
            } else if finishedTouchIDs.contains(key) {
                continue
            } else if touch.phase == .began {
                nextRecordSerial += 1
                let record = TouchRecord(touch: touch, serial: nextRecordSerial, event: event, window: window)
                attachRecognizers(to: record, event: event, answers: &eventAnswers)
                if record.recognizers.isEmpty {
                    passThrough.insert(touch)
                    continue
                }
                records[key] = record
                eventRecords.append(record)
            } else {
                passThrough.insert(touch)
            }
        }
        // Phases as this event brought them (a handler's nested dispatch may change a touch meanwhile).
        let phases = eventRecords.map(\.touch.phase)
        if !eventRecords.isEmpty {
            dropRecognizersOutsideWindow(eventRecords)
            deliverToRecognizers(eventRecords, phases: phases, event: event, window: window)
            for record in eventRecords where record.touchDone {
                for recognizer in record.recognizers { recognizer.activeTouches.removeAll { $0 === record.touch } }
            }
        }
        var batch = passThrough
        for (record, phase) in zip(eventRecords, phases) {
            if record.viewDone {
                finishIfDone(record)
                continue
            }
            record.queue.append(phase)
            if record.queue.count == 1, !record.cancelRequested, record.touch.phase == phase, canDeliverNow(phase, record) {
                record.queue.removeAll()
                if phase == .began { record.viewBegan = true }
                if phase == .ended || phase == .cancelled { record.viewDone = true }
                batch.insert(record.touch)
            } else {
                processViewDelivery(record)
            }
        }
        if !batch.isEmpty { TouchDelivery.deliverToViews(event, touches: batch) }
        for record in eventRecords { finishIfDone(record) }
    }

    /// Changed touches in a stable order: known ones by age, new ones by position.
    private func ordered(_ touches: Set<UITouch>) -> [UITouch] {
        if touches.count < 2 { return Array(touches) }
        return touches.sorted { a, b in
            let ra = records[ObjectIdentifier(a)]?.serial ?? Int.max
            let rb = records[ObjectIdentifier(b)]?.serial ?? Int.max
            if ra != rb { return ra < rb }
            let pa = a.location(in: nil), pb = b.location(in: nil)
            return pa.x != pb.x ? pa.x < pb.x : pa.y < pb.y
        }
    }

    /// Gives a new touch to the recognizers of its view and the view's ancestors, closest first, that are
    /// enabled, can take a touch in their state, allow its type and whose delegate agrees.
    private func attachRecognizers(to record: TouchRecord, event: UIEvent, answers: inout [ObjectIdentifier: Bool]) {
        let touch = record.touch
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizerStorage where recognizer.view === view && recognizer.isEnabled {
                guard acceptsNewTouch(recognizer, touch) else { continue }
                if let delegate = recognizer.delegate {
                    let key = ObjectIdentifier(recognizer)
                    let wantsEvent = answers[key] ?? delegate.gestureRecognizer(recognizer, shouldReceive: event)
                    answers[key] = wantsEvent
                    guard wantsEvent, delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { continue }
                    guard recognizer.isEnabled, recognizer.view === view else { continue }
                }
                recognizer.trackedTouches.append(touch)
                recognizer.activeTouches.append(touch)
                touch.recognizerStorage.append(recognizer)
                record.recognizers.append(recognizer)
                involve(recognizer)
                let inProgress = recognizer.storedState == .began || recognizer.storedState == .changed
                if inProgress && recognizer.cancelsTouchesInView { record.cancelRequested = true }
            }
            current = view.superview
        }
    }

    /// Whether `recognizer` can take `touch` as a new touch of its gesture.
    private func acceptsNewTouch(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        switch recognizer.storedState {
        case .possible:
            if let pending = recognizer.pendingState, pending != .began { return false }
        case .began, .changed:
            break
        default:
            return false
        }
        if recognizer.trackedTouches.contains(where: { $0 === touch }) { return false }
        let type = touch.type.rawValue
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == type }) else { return false }
        if let required = recognizer.requiredButtonsStorage, touch.pressedButtons != required { return false }
        if recognizer.requiresExclusiveTouchType, let first = recognizer.activeTouches.first, first.type != touch.type {
            return false
        }
        return true
    }

    /// Abandons recognizers whose view was removed or left the touches' window mid-gesture.
    private func dropRecognizersOutsideWindow(_ eventRecords: [TouchRecord]) {
        for record in eventRecords {
            for recognizer in record.recognizers {
                guard let view = recognizer.view, let window = record.window, view.window === window else {
                    abandon(recognizer)
                    continue
                }
            }
        }
    }

    /// Calls the recognizers' touch hooks: for each phase (began, moved, ended, cancelled), each
    /// recognizer in order gets its touches of that phase, while it can still receive them.
    private func deliverToRecognizers(_ eventRecords: [TouchRecord], phases: [UITouch.Phase], event: UIEvent, window: UIWindow) {
        var order: [UIGestureRecognizer] = []
        for record in eventRecords {
            for recognizer in record.recognizers where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            recognizer.lastWindow = window
            if !recognizer.activeTouches.isEmpty {
                recognizer.lastWindowLocation = GestureGeometry.centroid(recognizer.activeTouches)
            }
        }
        if eventRecords.count == 1 {
            // The usual case (one finger): one set for every recognizer.
            let touch = eventRecords[0].touch, phase = phases[0]
            let touches: Set<UITouch> = [touch]
            for recognizer in order where receivesTouches(recognizer) && recognizer.activeTouches.contains(where: { $0 === touch }) {
                if phase == .began {
                    recognizer.begunTouches.append(touch)
                } else if !recognizer.begunTouches.contains(where: { $0 === touch }) {
                    // It never saw this touch begin (a nested dispatch ended it first): drop it quietly.
                    if phase == .ended || phase == .cancelled { untrack(touch, from: recognizer) }
                    continue
                }
                callHook(recognizer, phase, touches, event)
            }
            return
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for recognizer in order {
                guard receivesTouches(recognizer) else { continue }
                var touches: Set<UITouch> = []
                for (record, recordPhase) in zip(eventRecords, phases) where recordPhase == phase
                    && recognizer.activeTouches.contains(where: { $0 === record.touch }) {
                    if phase == .began {
                        recognizer.begunTouches.append(record.touch)
                    } else if !recognizer.begunTouches.contains(where: { $0 === record.touch }) {
                        if phase == .ended || phase == .cancelled { untrack(record.touch, from: recognizer) }
                        continue
                    }
                    touches.insert(record.touch)
                }
                guard !touches.isEmpty else { continue }
                callHook(recognizer, phase, touches, event)
            }
        }
    }

    /// Calls the recognizer's hook for `phase`; ended or cancelled touches stop counting as down for it
    /// right after (so a nested dispatch from a later callback sees them gone).
    private func callHook(_ recognizer: UIGestureRecognizer, _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        default: break
        }
        if phase == .ended || phase == .cancelled {
            recognizer.activeTouches.removeAll { touches.contains($0) }
        }
    }

    /// Whether a recognizer still receives its touches: enabled and possible (not waiting with a
    /// discrete recognition), began or changed.
    func receivesTouches(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.isEnabled else { return false }
        switch recognizer.storedState {
        case .possible: return recognizer.pendingState == nil || recognizer.pendingState == .began
        case .began, .changed: return true
        default: return false
        }
    }

    // MARK: View delivery

    /// Whether a recognizer still in `.possible` holds the view's `phase` (began or ended) of the touch.
    ///
    /// Only a recognizer that can still decide holds: one with touches down, waiting for a failure
    /// requirement, or waiting on an engine timer (a double tap between its taps). A custom subclass left
    /// possible after its touches lifted (one that forgets to fail) no longer holds, so it cannot freeze
    /// a view or control without its `touchesEnded`.
    private func holds(_ phase: UITouch.Phase, _ record: TouchRecord) -> Bool {
        for recognizer in record.recognizers where recognizer.storedState == .possible {
            guard phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded else { continue }
            if !recognizer.activeTouches.isEmpty || recognizer.pendingState != nil
                || GestureTimers.shared.hasTimer(for: recognizer) {
                return true
            }
        }
        return false
    }

    /// Whether the view can get `phase` now (nothing earlier is queued).
    private func canDeliverNow(_ phase: UITouch.Phase, _ record: TouchRecord) -> Bool {
        switch phase {
        case .began: return !holds(.began, record)
        case .moved, .stationary: return record.viewBegan
        case .ended: return record.viewBegan && !holds(.ended, record)
        default: return record.viewBegan
        }
    }

    /// Delivers what the view may get of a record now: `touchesCancelled` when a recognizer claimed the
    /// touch (only if the view had it), otherwise queued phases up to the first held one (consecutive
    /// moves coalesce into one, with the touch's latest position).
    func processViewDelivery(_ record: TouchRecord) {
        while !record.viewDone {
            if record.cancelRequested {
                record.queue.removeAll()
                record.viewDone = true
                if record.viewBegan { deliver(record, as: .cancelled) }
                break
            }
            guard let phase = record.queue.first else { break }
            switch phase {
            case .began:
                if holds(.began, record) { finishIfDone(record); return }
                record.queue.removeFirst()
                record.viewBegan = true
                deliver(record, as: .began)
            case .moved, .stationary:
                record.queue.removeFirst()
                if record.queue.first == .moved || record.queue.first == .stationary || !record.viewBegan { continue }
                deliver(record, as: .moved)
            case .ended:
                if holds(.ended, record) { finishIfDone(record); return }
                record.queue.removeAll()
                record.viewDone = true
                if record.viewBegan { deliver(record, as: .ended) }
            default:
                record.queue.removeAll()
                record.viewDone = true
                if record.viewBegan { deliver(record, as: .cancelled) }
            }
        }
        record.queue.removeAll()
        finishIfDone(record)
    }

    /// Sends the touch to its view as `phase` (its phase reads `phase` during the call).
    private func deliver(_ record: TouchRecord, as phase: UITouch.Phase) {
        let touch = record.touch
        let actual = touch.phase
        touch.phase = phase
        TouchDelivery.deliverToViews(record.event, touches: [touch])
        touch.phase = actual
    }

    /// Forgets a record once the touch ended and the view is done with it, remembering the touch so that
    /// late events for it are dropped.
    private func finishIfDone(_ record: TouchRecord) {
        guard record.touchDone, record.viewDone else { return }
        let key = ObjectIdentifier(record.touch)
        guard records[key] === record else { return }
        records[key] = nil
        finishedTouches.append(record.touch)
        finishedTouchIDs.insert(key)
        if finishedTouches.count > GestureArena.finishedTouchCapacity {
            finishedTouchIDs.remove(ObjectIdentifier(finishedTouches.removeFirst()))
        }
    }
}
