import Foundation

/// The base class of controls, as UIKit's `UIControl`: a view that tracks a touch, keeps a state
/// (enabled, selected, highlighted) and sends events to its actions.
///
/// Tracking follows UIKit's lifecycle (Apple's UIControl documentation, "Tracking touches"):
/// - touch down: `isTouchInside = true`, `isTracking = beginTracking(_:with:)`, `isHighlighted = true`;
///   when tracking, `.touchDown` (with `.touchDownRepeat` when `tapCount > 1`) as one mask;
/// - move: `isTouchInside` from the enlarged bounds, `isHighlighted = isTouchInside`,
///   `isTracking = continueTracking(_:with:)`, then `.touchDragInside`/`.touchDragOutside` combined with
///   `.touchDragEnter`/`.touchDragExit` when the touch crossed the border;
/// - up: `isHighlighted = false`, `endTracking(_:with:)`, then `.touchUpInside` (buttons add
///   `.primaryActionTriggered` to the same mask) or `.touchUpOutside`;
/// - cancel: `isHighlighted = false`, `cancelTracking(with:)`, then `.touchCancel`.
///
/// "Inside" for drags and touch-up is the bounds outset by `touchInsideOutset` (70 pt), as UIKit's
/// undocumented enlarged area; the touch-down itself needs the normal hit test.
///
/// Bad input: a control disabled while tracking calls `cancelTracking(with: nil)`, unhighlights and
/// ignores the rest of that touch without sending events (disabled controls send nothing); a control
/// removed from its window while tracking calls `cancelTracking(with: nil)` and sends `.touchCancel`.
/// A disabled control sends no events and passes its touches up the responder chain.
///
/// Actions: `addAction(_:for:)` with `UIAction`s and the closure forms of target-action replace
/// selectors (see `UIControl+Actions.swift` and `UIControl+Targets.swift`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far beyond the bounds a tracked touch still counts as inside, in points, for drag
    /// enter/exit and touch-up inside/outside. UIKit does not document its value; 70 pt is the figure
    /// observed on iOS.
    static let touchInsideOutset: CGFloat = 70

    /// The dispatch table, in registration order.
    var eventHandlers: [ControlEventHandler] = []
    /// The touch being tracked (from its touch-down to its end).
    var trackedTouch: UITouch?
    /// A touch whose events go up the responder chain (it began while the control was disabled).
    var forwardedTouch: UITouch?
    /// The touch event being handled, passed to closure targets by `sendActions(for:)` (so value
    /// changes sent while tracking carry it too).
    var dispatchingEvent: UIEvent?
    /// The context menu interaction `isContextMenuInteractionEnabled` installs (UIControl+ContextMenu.swift).
    var contextMenuInteractionStorage: UIContextMenuInteraction?

    // MARK: Initialisers

    /// Creates a control with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a control (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a control whose `.primaryActionTriggered` event performs `primaryAction` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control reacts to touches (true by default). A disabled control draws dimmed, sends no
    /// events and cancels a tracking in progress.
    open var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { abandonTracking(sendingCancel: false) }
            stateDidChange()
        }
    }

    /// Whether the control is selected (false by default; set by the app or the subclass).
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the control is highlighted: set while a tracked touch is inside, cleared on touch-up.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The control's state: `.highlighted`, `.disabled`, `.selected` as its flags say (`.normal` when none).
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked (what `beginTracking`/`continueTracking` last returned).
    open internal(set) var isTracking = false

    /// Whether the tracked touch is inside the control's enlarged bounds (see `touchInsideOutset`).
    open internal(set) var isTouchInside = false

    /// How content is placed horizontally (`.center` by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How content is placed vertically (`.center` by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with `.leading`/`.trailing` resolved to `.left`/`.right` (OpenUIKit lays
    /// out left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed; subclasses refresh their look.
    func stateDidChange() {}

    /// The events a touch-up inside sends; buttons add `.primaryActionTriggered`.
    var touchUpInsideEvents: UIControl.Event { .touchUpInside }

    /// Called just before a touch-up inside is sent; buttons toggle their selection here.
    func touchUpInsideWillSend() {}

    // MARK: Tracking (overridable)

    /// A touch went down in the control; return whether to track it (true by default). The result
    /// becomes `isTracking`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved (also outside the bounds); return whether to keep tracking (true by
    /// default). The result becomes `isTracking`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted. The default clears `isTracking`; overrides should call super (the
    /// control clears it afterwards anyway).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { isTracking = false }

    /// Tracking was cancelled: by the system (`event` is the touch event) or because the control was
    /// removed from its window or disabled (`event` is `nil`). The default clears `isTracking`.
    open func cancelTracking(with event: UIEvent?) { isTracking = false }

    // MARK: Actions (overridable)

    /// Runs every action and target registered for any event in `controlEvents`, once each, in the order
    /// they were added; the control's own tracking sends its events through this method. Closure targets
    /// receive the touch event being dispatched (`nil` when called directly). Targets that were
    /// deallocated are skipped and dropped.
    /// - Complexity: O(n) in the number of registered handlers.
    open func sendActions(for controlEvents: UIControl.Event) {
        let handlers = eventHandlers
        let event = dispatchingEvent
        for handler in handlers where !handler.events.isDisjoint(with: controlEvents) {
            switch handler.kind {
            case .action(let action):
                sendAction(action)
            case .target(let box, let hasTarget, let closure):
                if hasTarget && box.object == nil { continue }
                closure(self, event)
            }
        }
        if eventHandlers.contains(where: \.isOrphaned) { eventHandlers.removeAll { $0.isOrphaned } }
    }

    /// Performs `action` with this control as its `sender` (iOS 14); `sendActions(for:)` calls it for each
    /// registered action, so subclasses can observe or filter actions here.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends `.primaryActionTriggered`, as a tap on a button does (iOS 17.4).
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Context menu (overridable; the work is in UIControl+ContextMenu.swift)

    /// Whether the control shows a context menu (iOS 14): true installs `contextMenuInteraction`, whose
    /// configurations come from `contextMenuInteraction(_:configurationForMenuAtLocation:)`. False by
    /// default; a button with a `menu` sets it.
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteractionStorage != nil } set { setContextMenuInteractionEnabled(newValue) }
    }
    /// Whether a touch down opens the menu instead of tracking (iOS 14), sending `.menuActionTriggered`;
    /// otherwise a long press opens it. False by default.
    open var showsMenuAsPrimaryAction = false
    /// The control's context menu interaction while `isContextMenuInteractionEnabled` (iOS 14).
    open var contextMenuInteraction: UIContextMenuInteraction? { contextMenuInteractionStorage }
    /// The configuration of the control's menu at `location` (iOS 14): `nil` here (no menu); `UIButton`
    /// answers its `menu`. Override to supply a control's own menu.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The preview for the menu's item (iOS 16). Default: `previewForHighlightingMenuWithConfiguration`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                     highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
    }
    /// The dismissal preview for the menu's item (iOS 16). Default: `previewForDismissingMenuWithConfiguration`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                     dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
    }
    /// The preview to lift (iOS 14). Default nil: a control's menu is compact and lifts nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The dismissal preview (iOS 14). Default nil.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The user tapped the preview (iOS 14). Default: nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                     animator: any UIContextMenuInteractionCommitAnimating) {}
    /// The control's menu is about to appear (iOS 14). Default: nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}
    /// The control's menu is about to disappear (iOS 14). Default: nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Where the control's menu attaches, in the control's coordinates (iOS 14): its bottom centre.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }

    // MARK: Touches

    /// Starts tracking the touch (see the class discussion); a disabled control passes it up the
    /// responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let previousEvent = dispatchingEvent
        dispatchingEvent = event
        defer { dispatchingEvent = previousEvent }
        guard let touch = touches.first else { return }
        if isEnabled, trackedTouch == nil, openMenuAsPrimaryAction(for: touch) { return }
        guard isEnabled, trackedTouch == nil else {
            if trackedTouch == nil { forwardedTouch = touch }
            if forwardedTouch === touch { super.touchesBegan(touches, with: event) }
            return
        }
        trackedTouch = touch
        forwardedTouch = nil
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard trackedTouch === touch else { return }
        isHighlighted = true
        if isTracking {
            var events: UIControl.Event = .touchDown
            if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
            fire(events, with: event)
        }
    }

    /// Follows the tracked touch: inside/outside, highlight, `continueTracking`, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let previousEvent = dispatchingEvent
        dispatchingEvent = event
        defer { dispatchingEvent = previousEvent }
        guard let touch = trackedTouch, touches.contains(touch) else {
            forwardIfNeeded(touches) { super.touchesMoved(touches, with: event) }
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isInsideEnlargedBounds(touch.location(in: self))
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking, trackedTouch === touch else { return }
        var events: UIControl.Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside && wasInside { events.insert(.touchDragExit) }
        fire(events, with: event)
    }

    /// Ends tracking: `endTracking`, then touch-up inside or outside.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let previousEvent = dispatchingEvent
        dispatchingEvent = event
        defer { dispatchingEvent = previousEvent }
        guard let touch = trackedTouch, touches.contains(touch) else {
            forwardIfNeeded(touches) { super.touchesEnded(touches, with: event) }
            return
        }
        isHighlighted = false
        if isTracking {
            isTouchInside = isInsideEnlargedBounds(touch.location(in: self))
            let inside = isTouchInside
            endTracking(touch, with: event)
            if inside { touchUpInsideWillSend() }
            fire(inside ? touchUpInsideEvents : .touchUpOutside, with: event)
        }
        resetTracking()
    }

    /// Cancels tracking: `cancelTracking`, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let previousEvent = dispatchingEvent
        dispatchingEvent = event
        defer { dispatchingEvent = previousEvent }
        guard let touch = trackedTouch, touches.contains(touch) else {
            forwardIfNeeded(touches) { super.touchesCancelled(touches, with: event) }
            return
        }
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            fire(.touchCancel, with: event)
        }
        resetTracking()
    }

    // MARK: Window

    /// Cancels a tracking in progress when the control leaves its window (`cancelTracking(with: nil)`,
    /// then `.touchCancel`), so no control stays highlighted. Overrides must call super.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { abandonTracking(sendingCancel: true) }
    }

    // MARK: Internals

    /// Whether `point` (in the control's coordinates) is within the bounds outset by `touchInsideOutset`.
    func isInsideEnlargedBounds(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.touchInsideOutset, dy: -UIControl.touchInsideOutset).contains(point)
    }

    /// Sends `events` with `event` as the event closure targets receive.
    func fire(_ events: UIControl.Event, with event: UIEvent?) {
        let previous = dispatchingEvent
        dispatchingEvent = event
        sendActions(for: events)
        dispatchingEvent = previous
    }

    /// Stops tracking the current touch outside the touch methods (disabled, removed from the window):
    /// unhighlights, calls `cancelTracking(with: nil)`, optionally sends `.touchCancel`, and ignores the
    /// rest of the touch.
    func abandonTracking(sendingCancel: Bool) {
        guard trackedTouch != nil else { return }
        isHighlighted = false
        let wasTracking = isTracking
        if wasTracking { cancelTracking(with: nil) }
        resetTracking()
        if wasTracking && sendingCancel { fire(.touchCancel, with: nil) }
    }

    /// Clears the tracking flags and the tracked touch.
    func resetTracking() {
        isTracking = false
        isTouchInside = false
        trackedTouch = nil
    }

    /// Passes touches of a forwarded touch up the responder chain; swallows abandoned or unknown ones.
    private func forwardIfNeeded(_ touches: Set<UITouch>, _ forward: () -> Void) {
        guard let forwardedTouch, touches.contains(forwardedTouch) else { return }
        if forwardedTouch.phase == .ended || forwardedTouch.phase == .cancelled { self.forwardedTouch = nil }
        forward()
    }

    // MARK: Forwards to UIControl+Actions.swift

    /// Adds `action` for `controlEvents` (iOS 14). Actions are unique by identifier: when the control
    /// already has an action with `action.identifier`, the new action replaces it (for all the events the
    /// old one had) and also runs for `controlEvents`; so the same action can be added for several events
    /// in several calls, as UIKit documents.
    /// - Complexity: O(n) in the number of registered handlers.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        performAddAction(action, for: controlEvents)
    }

    /// Removes the action with `action`'s identifier from `controlEvents`; it stays registered for its
    /// other events.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        performRemoveAction(action, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`; it stays registered for its other
    /// events.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        performRemoveAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Every event some action or target is registered for.
    open var allControlEvents: UIControl.Event { allControlEventsImplementation }

    /// Calls `iterator` for each handler registered when the call starts, in registration order (iOS 14):
    /// an action handler gets `actionHandler` set; a closure target-action (the selector replacement)
    /// gets `targetAction` set with its target (`nil` for a `nil` target) and closure. `controlEvent` is
    /// every event the handler runs for. Set `stop` to true to end the enumeration. Deallocated targets
    /// are skipped.
    @preconcurrency open func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?,
                   _ targetAction: (target: Any?, action: @MainActor (UIControl, UIEvent?) -> Void)?,
                   _ controlEvent: UIControl.Event,
                   _ stop: inout Bool) -> Void
    ) {
        performEnumerateEventHandlers(iterator)
    }

    // MARK: Forwards to UIControl+Targets.swift

    /// The live targets of closure target-actions: `NSObject` targets as themselves, other objects by
    /// their `ObjectIdentifier`, and `NSNull()` for `nil` targets, as UIKit's `allTargets`.
    open var allTargets: Set<AnyHashable> { allTargetsImplementation }
}
