import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`: attached to a view, it sees
/// the touches of that view and its subviews before the views do and turns them into a gesture.
///
/// **Actions (the replacement for target/action).** Linux has no selectors, so `init(target:action:)`
/// and `addTarget(_:action:)` do not exist. The one replacement is a closure handler that receives the
/// recognizer typed as the recognizer's own class:
///
///     let tap = UITapGestureRecognizer { (tap: UITapGestureRecognizer) in print(tap.location(in: nil)) }
///     let token = pan.addAction { pan in label.center.x += pan.translation(in: view).x }
///     pan.removeAction(token)
///
/// Handlers run for `.began`, `.changed`, `.ended` (= `.recognized`) and `.cancelled`, never for
/// `.failed`, as UIKit's actions do, and read the state they were sent for in `state`.
///
/// **Timing.** UIKit sends actions "at the next turn of the run loop". OpenUIKit sends them at the end
/// of the same event dispatch (or timer tick) that changed the state: after every recognizer has seen the
/// touches and the views got their (possibly cancelled) touches, in the order the states changed, before
/// finished recognizers are reset. That keeps headless runs exact and matches UIKit's observable order
/// (`touchesCancelled` on the view, then the action). Waiting for time (a long press's duration, the
/// pause allowed between taps, a swipe's time limit) runs on media time (`CACurrentMediaTime()`) through
/// the run loop's per-frame callbacks, never wall-clock timers: it resolves at the first frame at or
/// after the deadline, so a headless host's virtual clock drives it exactly.
///
/// **Arbitration** (see `GestureArena`): recognizers on the touched view and its ancestors receive a
/// touch, the closest view's first. When one begins or recognizes, the others that share a touch with it
/// fail unless either delegate allows simultaneous recognition (or `canPrevent`/`canBePrevented` say
/// no), and one already in progress keeps later ones from beginning on the same terms;
/// `require(toFail:)` holds a recognition until the other recognizer fails. A recognizer attached to
/// an ancestor of the touched view asks that view's `gestureRecognizerShouldBegin(_:)` before it leaves
/// `.possible` (controls refuse their default gesture this way).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not recognized yet (the initial state).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (continuous) or was recognized (discrete).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture failed.
        case failed = 5

        /// A discrete gesture's success, the same value as `ended`.
        public static var recognized: State { .ended }
    }

    // MARK: Engine storage (internal)

    /// The state the engine holds; `state` reads it (or the state an action is being sent for).
    var storedState: State = .possible
    /// The state reported while actions for an earlier transition are delivered.
    var reportedState: State?
    /// A transition requested while failure requirements are pending (`state` still reads `.possible`).
    var pendingState: State?
    /// An end requested while a pending `.began` waits (delivered right after it).
    var pendingEnd: State?
    /// The recognizers whose failure this one waits for before `pendingState` applies.
    var waitingOn: [UIGestureRecognizer] = []
    /// Every touch delivered since the last reset (ended ones included): the touches of the gesture.
    var trackedTouches: [UITouch] = []
    /// The tracked touches still down.
    var activeTouches: [UITouch] = []
    /// The buttons a touch must be made with to reach this recognizer (nil: any); see
    /// `UITapGestureRecognizer.buttonMaskRequired`.
    var requiredButtonsStorage: UIEvent.ButtonMask?
    /// The tracked touches whose `touchesBegan` this recognizer got (later phases go only to those).
    var begunTouches: [UITouch] = []
    /// The centroid of the touches at the last event, in window coordinates.
    var lastWindowLocation: CGPoint = .zero
    /// The window of the touches.
    weak var lastWindow: UIWindow?
    /// Whether the engine lists this recognizer as taking part in the current touches.
    var isInvolved = false
    /// Recognizers added with `require(toFail:)`, held weakly.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The registered action handlers, in the order they were added.
    @preconcurrency var actionHandlers: [(id: Int, handler: @MainActor (UIGestureRecognizer) -> Void)] = []

    // MARK: Configuration

    /// The view the recognizer is attached to (`addGestureRecognizer(_:)` sets it). Not retained, as in
    /// UIKit (the view holds its recognizers).
    open internal(set) var view: UIView? {
        get { viewStorage }
        set { viewStorage = newValue }
    }
    /// `view`'s storage. Not `weak`: a weak reference would give every view with a recognizer (each
    /// scroll view) a side table, slowing all its retains and releases. Set exactly while the view holds
    /// the recognizer; removing it, or the view's `deinit`, clears it.
    nonisolated(unsafe) unowned(unsafe) var viewStorage: UIView?

    /// The delegate that can veto or relax recognition, held weakly as in UIKit.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A name for debugging (iOS 11), `nil` by default.
    open var name: String?

    /// Whether the recognizer receives touches (true by default). Setting it to false cancels a gesture
    /// in progress (a `.cancelled` action), fails one that has not begun, and drops its touches, as UIKit.
    open var isEnabled: Bool = true {
        didSet { if oldValue && !isEnabled { GestureArena.shared.abandon(self) } }
    }

    /// Whether the view gets `touchesCancelled` for the gesture's touches when it begins or is recognized
    /// (true by default, as UIKit).
    open var cancelsTouchesInView: Bool = true

    /// Whether `touchesBegan` reaches the view only after this recognizer fails (false by default). Touches
    /// of a recognized gesture then never reach the view.
    open var delaysTouchesBegan: Bool = false

    /// Whether `touchesEnded` reaches the view only after this recognizer fails (true by default), so a
    /// recognition can still cancel it (a double tap waiting for its second tap holds the first tap's end).
    open var delaysTouchesEnded: Bool = true

    /// Whether a recognizer tracking touches of one type ignores touches of other types (true by default).
    open var requiresExclusiveTouchType: Bool = true

    /// The touch types (`UITouch.TouchType` raw values) the recognizer receives; all of them by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }

    // MARK: Initialisers

    /// Creates a recognizer with no action. `init(target:action:)` does not exist on Linux; use
    /// `init(handler:)` or `addAction(_:)`.
    public override init() { super.init() }

    // MARK: State

    /// The current state. Subclasses write it, as in UIKit's `UIGestureRecognizerSubclass.h`.
    ///
    /// Valid writes: possible → began / recognized(ended) / failed; began or changed → changed / ended /
    /// cancelled. Other writes (a continuous gesture failing after it began, a discrete one cancelling
    /// after it was recognized, `.possible`) are ignored, as UIKit ignores them after logging. Leaving
    /// `.possible` asks the delegate's `gestureRecognizerShouldBegin(_:)` and the touched views (once, at
    /// the attempt, before any failure requirement is waited for), then checks the recognizers already
    /// in progress and the failure requirements: while a required recognizer is still possible, the
    /// transition waits and `state` keeps reading `.possible`. After ended, cancelled or failed the
    /// recognizer returns to `.possible` and `reset()` runs once its touches have lifted (after the
    /// actions for the final state).
    open var state: State {
        get { reportedState ?? storedState }
        set { GestureArena.shared.requestTransition(self, to: newValue) }
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it begins or is recognized;
    /// if the other one begins or is recognized, this one fails (classic use: a single tap requiring a
    /// double tap to fail). The other recognizer is held weakly. A required recognizer that is not taking
    /// part in the current touches does not hold this one back.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// Whether this recognizer requires `otherGestureRecognizer` to fail, asked once per recognition
    /// attempt (iOS 7 subclass hook). False by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail, asked once per recognition
    /// attempt (iOS 7 subclass hook). False by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether this recognizer, on recognizing, can make `preventedGestureRecognizer` fail (true by
    /// default; a tap never prevents a tap needing more taps).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, on recognizing, can make this one fail (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Touches (subclass hooks)

    /// Touches began that this recognizer receives; subclasses override to track them (the base does nothing).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved; subclasses override.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended; subclasses override.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled; subclasses override.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer returned to `.possible`, once the touches of a finished gesture lifted;
    /// subclasses override to clear their gesture data and must call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer; the touch is no longer part of the gesture, so the
    /// view is never sent `touchesCancelled` for it by this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        GestureArena.shared.untrack(touch, from: self)
    }

    // MARK: Location

    /// The number of touches of the gesture that are down.
    open var numberOfTouches: Int { activeTouches.count }

    /// The buttons of the gesture's touches (iOS 13.4): `.primary` for fingers and clicks, `.secondary`
    /// for a right click; empty without touches.
    open var buttonMask: UIEvent.ButtonMask { trackedTouches.reduce([]) { $0.union($1.pressedButtons) } }

    /// The gesture's location in `view`'s coordinates (the window's for `nil`): the centroid of its
    /// touches, or where they were at the last event once they lifted.
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(activeTouches.isEmpty ? lastWindowLocation : GestureGeometry.centroid(activeTouches), to: view)
    }

    /// The location of the touch at `touchIndex` (0 ..< `numberOfTouches`) in `view`'s coordinates.
    /// An index out of range stops with UIKit's exception text.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touchIndex >= 0, touchIndex < activeTouches.count else {
            fatalError("*** Terminating app due to uncaught exception 'NSRangeException', reason: '-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(activeTouches.count)).'")
        }
        return convertFromWindow(activeTouches[touchIndex].location(in: nil), to: view)
    }

    /// Converts a window point of the gesture's window into `view`'s coordinates.
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow ?? self.view?.window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    // MARK: - NSObject

    /// UIKit's description form: `<ClassName: state = …; view = <…>; name = …>`.
    open nonisolated override var description: String {
        MainActor.assumeIsolated {
            var text = "<\(type(of: self)): state = \(state)"
            if !isEnabled { text += "; enabled = NO" }
            if let view { text += "; view = <\(type(of: view))>" }
            if let name { text += "; name = \(name)" }
            return text + ">"
        }
    }
}
