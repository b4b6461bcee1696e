import Foundation
import QuartzCore

/// Swipe-to-reveal actions of a list cell or a table cell (any `SwipeableRow`): a horizontal pan on the cell slides its content and reveals
/// the row's leading or trailing `UISwipeActionsConfiguration` from the list configuration's providers.
///
/// Behaviour (as UIKit's list swipe actions):
/// - The pan begins only when it is more horizontal than vertical and a provider returns actions for that
///   side (or the row is already open). Beginning a swipe closes another open row of the collection view.
/// - Up to the actions' total width the row follows the finger; past it the row resists with the rubber
///   band `W + (1 − 1/(x·c/d + 1))·d`, `x` the finger's travel past the width `W`, `d` the row's width and
///   `c = rubberBandCoefficient` (0.55, the constant UIScrollView's overscroll uses, uikit-behavior §1.3).
/// - With `performsFirstActionWithFullSwipe`, once the finger has travelled `fullSwipeFraction` (60 %) of
///   the row's width (and at least the actions' width plus 44 pt) the full swipe arms: the first action
///   widens over the others and the row follows the finger without resistance (the change animates).
///   Chosen: UIKit's thresholds are not documented.
/// - On release: armed → the first action animates to the whole row's width, then its handler runs;
///   otherwise the row animates open to exactly the actions' width when the position projected 0.1 s
///   ahead with the finger's velocity is past half that width, and closed otherwise.
/// - Tapping an action runs its handler. When a handler calls its completion (true or false) the row
///   closes, animated. The handler's view is the action's button.
/// - Animations are `UIView` springs (damping 1, `animationDuration`), on the run loop's clock: frames
///   take their final values at once and their presentation animates, as on iOS. Grabbing a moving row
///   stops its animation where it is shown.
/// - `configurationState.isSwiped` is true from the moment the row moves until its close animation ends.
/// - The collection view closes its open row (animated) when a touch lands elsewhere in it (without
///   selecting what was touched) and when it scrolls; see `UICollectionView.openSwipeRow`.
/// - Complexity: O(actions) per frame while swiping.
@MainActor
final class ListSwipeController: UIGestureRecognizerDelegate {
    /// The rubber band's coefficient `c` past the actions' width (UIScrollView's 0.55).
    static let rubberBandCoefficient: CGFloat = 0.55
    /// The fraction of the row's width the finger travels to arm a full swipe (chosen).
    static let fullSwipeFraction: CGFloat = 0.6
    /// How long opening, closing and the full swipe's expansion animate (chosen; springs of damping 1).
    static let animationDuration: TimeInterval = 0.4
    /// How long arming or disarming the full swipe animates while dragging (chosen).
    static let armDuration: TimeInterval = 0.2

    /// The row (a list cell or a table cell) that swipes.
    unowned let cell: any SwipeableRow
    /// The row content's horizontal offset the layout uses (the animations' end value while they run):
    /// negative when trailing actions show, positive for leading ones.
    private(set) var offset: CGFloat = 0
    /// The revealed actions' buttons, first action first (it sits at the row's edge, drawn on top).
    private(set) var buttons: [ListSwipeActionButton] = []
    /// Whether the first action covers the whole revealed area (full swipe armed or performing).
    private(set) var isExpanded = false
    /// The pan that swipes the row.
    let pan = UIPanGestureRecognizer()
    private var configuration: UISwipeActionsConfiguration?
    private var preparedSide: Bool?
    private var leadingSide = false
    private var rawStart: CGFloat = 0
    private var isPerforming = false
    private var animationToken = 0
    private var resetCount = 0
    private var catchUpUntil: CFTimeInterval = 0

    /// Attaches the swipe pan to `row`.
    init(row: any SwipeableRow) {
        self.cell = row
        pan.addAction { [weak self] pan in self?.handle(pan) }
        pan.delegate = self
        cell.addGestureRecognizer(pan)
    }

    /// Whether the row is open or opening (its actions are, or will be, shown).
    var isOpen: Bool { offset != 0 }

    // MARK: - UIGestureRecognizerDelegate

    /// Lets the swipe pan begin (see `shouldBegin()`).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin() }

    /// The row's actions on one physical side, `leading` meaning the left (from the list configuration's
    /// providers or the table's delegate): right to left, the leading actions are on the right and the
    /// trailing ones on the left, as iOS swaps them.
    /// - Complexity: O(1) plus the provider.
    func actions(leading: Bool) -> UISwipeActionsConfiguration? {
        let semanticLeading = leading != cell.isRightToLeft
        guard let result = cell.swipeActionsConfiguration(leading: semanticLeading), !result.actions.isEmpty else { return nil }
        return result
    }

    /// Whether a pan should start: more horizontal than vertical, with actions on that side (or open),
    /// and no action being performed.
    func shouldBegin() -> Bool {
        guard !isPerforming else { return false }
        let v = pan.velocity(in: cell), t = pan.translation(in: cell)
        let dx = abs(v.x) + abs(t.x), dy = abs(v.y) + abs(t.y)
        guard dx > dy else { return false }
        if offset != 0 || !buttons.isEmpty { return true }
        let towardTrailing = (v.x + t.x) < 0
        return actions(leading: !towardTrailing) != nil
    }

    // MARK: - Geometry

    /// The actions' total natural width (`W`).
    private var revealWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    /// The finger's travel that arms a full swipe.
    private var fullSwipeThreshold: CGFloat {
        max(cell.bounds.width * Self.fullSwipeFraction, revealWidth + 44)
    }

    /// The offset shown now: the presentation of the content's slide while it animates.
    var presentedOffset: CGFloat {
        let layer = cell.swipeContentView.layer
        guard let presented = layer.presentation() else { return offset }
        return offset + presented.position.x - layer.position.x
    }

    /// The finger's travel `x` → the row's offset (rubber band past the actions' width).
    func rubberBanded(_ raw: CGFloat) -> CGFloat {
        let w = revealWidth, d = max(cell.bounds.width, 1), x = abs(raw)
        guard x > w else { return raw }
        let b = (1 - 1 / ((x - w) * Self.rubberBandCoefficient / d + 1)) * d
        return raw < 0 ? -(w + b) : w + b
    }

    /// The inverse of `rubberBanded(_:)`: the finger travel that shows `displayed`.
    private func unbanded(_ displayed: CGFloat) -> CGFloat {
        let w = revealWidth, d = max(cell.bounds.width, 1), v = abs(displayed)
        guard v > w, !isExpanded else { return displayed }
        let b = min(v - w, d * 0.999)
        let x = w + (d / Self.rubberBandCoefficient) * (1 / (1 - b / d) - 1)
        return displayed < 0 ? -x : x
    }

    // MARK: - Gesture

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let shown = presentedOffset
            stopAnimations()
            setModelOffset(shown)
            rawStart = unbanded(shown)
            if let open = cell.openSwipeRowInContainer, open !== cell { open.swipeController.close(animated: true) }
        case .changed:
            let raw = rawStart + pan.translation(in: cell).x
            if raw != 0, preparedSide != (raw > 0) { prepare(leading: raw > 0) }
            guard let configuration, raw != 0, (raw > 0) == leadingSide else { update(to: 0); return }
            let armed = configuration.performsFirstActionWithFullSwipe && abs(raw) >= fullSwipeThreshold
            if armed != isExpanded {
                isExpanded = armed
                catchUpUntil = CACurrentMediaTime() + Self.armDuration
            }
            update(to: armed ? raw : rubberBanded(raw))
        case .ended:
            guard let configuration, offset != 0 else { close(animated: true); return }
            let velocity = pan.velocity(in: cell).x
            if isExpanded, let first = configuration.actions.first, let button = buttons.first {
                performFullSwipe(first, button: button, velocity: velocity)
                return
            }
            let projected = offset + velocity * 0.1
            if (projected > 0) == leadingSide, abs(projected) >= revealWidth / 2 {
                open(velocity: velocity)
            } else {
                close(animated: true, velocity: velocity)
            }
        case .cancelled, .failed:
            close(animated: true)
        default:
            break
        }
    }

    /// Moves the row to `value` while the finger drags: at once, or catching up over a short animation
    /// after the full swipe armed or disarmed.
    private func update(to value: CGFloat) {
        guard value != offset else { return }
        if CACurrentMediaTime() < catchUpUntil {
            animate(to: value, duration: Self.armDuration, completion: nil)
        } else {
            setModelOffset(value)
        }
    }

    private func prepare(leading: Bool) {
        removeButtons()
        preparedSide = leading
        leadingSide = leading
        isExpanded = false
        configuration = actions(leading: leading)
        guard let configuration else { return }
        let h = cell.bounds.height
        buttons = configuration.actions.map { action in
            let button = ListSwipeActionButton(action: action, height: h)
            button.contentOnLeft = !leading
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.run(action, view: button)
            }, for: .touchUpInside)
            return button
        }
        // The last action lowest, the first (at the edge) on top; all behind the background and content.
        for (index, button) in buttons.reversed().enumerated() { cell.insertSubview(button, at: index) }
        UIView.performWithoutAnimation { layoutButtons() }
    }

    private func removeButtons() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = []
    }

    // MARK: - Open, close, perform

    /// Opens the row to exactly the actions' width, animated.
    private func open(velocity: CGFloat) {
        let target = leadingSide ? revealWidth : -revealWidth
        animate(to: target, velocity: velocity, completion: nil)
    }

    /// Opens the row's leading or trailing actions without a drag (a table's red minus reveals its Delete
    /// confirmation this way: on the right, on the left in right to left), animated.
    func reveal(leading: Bool) {
        guard !isPerforming else { return }
        prepare(leading: leading != cell.isRightToLeft)
        guard configuration != nil else { return }
        if let open = cell.openSwipeRowInContainer, open !== cell { open.swipeController.close(animated: true) }
        open(velocity: 0)
    }

    /// Closes the row: animated (the buttons go and `isSwiped` turns false when the animation ends), or at
    /// once (reuse, a row outside a window), which also forgets a pending handler's completion.
    func close(animated: Bool, velocity: CGFloat = 0) {
        guard animated, cell.window != nil else {
            stopAnimations()
            resetCount += 1
            isPerforming = false
            setModelOffset(0)
            finishClose()
            return
        }
        guard offset != 0 || !buttons.isEmpty || cell.configurationStorage.isSwiped else { return }
        animate(to: 0, velocity: velocity) { [weak self] in self?.finishClose() }
    }

    private func finishClose() {
        isPerforming = false
        removeButtons()
        configuration = nil
        preparedSide = nil
        isExpanded = false
        setSwiped(false)
    }

    private func performFullSwipe(_ action: UIContextualAction, button: ListSwipeActionButton, velocity: CGFloat) {
        isPerforming = true
        isExpanded = true
        let width = cell.bounds.width
        animate(to: leadingSide ? width : -width, velocity: velocity) { [weak self] in
            self?.run(action, view: button)
        }
    }

    /// Runs an action's handler; its completion closes the row (unless the cell was reused meanwhile).
    private func run(_ action: UIContextualAction, view: UIView) {
        isPerforming = true
        let token = resetCount
        action.handler(action, view) { [weak self] _ in
            guard let self, self.resetCount == token else { return }
            self.isPerforming = false
            self.close(animated: true)
        }
    }

    // MARK: - Animation

    /// Animates the row to `target` with a spring (damping 1) starting from where it is shown, then calls
    /// `completion` unless another animation or a drag took over.
    private func animate(to target: CGFloat, velocity: CGFloat = 0, duration: TimeInterval = animationDuration,
                         completion: (@MainActor () -> Void)?) {
        let from = presentedOffset
        setModelOffset(target)
        animationToken += 1
        let token = animationToken
        let distance = target - from
        let springVelocity = distance != 0 ? max(0, min(velocity / distance, 20)) : 0
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: springVelocity,
                       options: [.allowUserInteraction, .beginFromCurrentState]) { [cell] in
            cell.layoutIfNeeded()
        } completion: { [weak self] _ in
            guard let self, self.animationToken == token else { return }
            completion?()
        }
    }

    /// Stops the slide's animations where they are (their completions are ignored).
    private func stopAnimations() {
        animationToken += 1
        catchUpUntil = 0
        for view in cell.subviews {
            ViewAnimationContext.removeAnimations(of: view.layer, properties: ["position", "bounds"])
            guard view is ListSwipeActionButton else { continue }
            for inner in view.subviews {
                ViewAnimationContext.removeAnimations(of: inner.layer, properties: ["position", "bounds"])
            }
        }
    }

    private func setModelOffset(_ value: CGFloat) {
        offset = value
        cell.configurationStorage.swipeOffset = value
        cell.setNeedsLayout()
        if value != 0 {
            setSwiped(true)
            cell.openSwipeRowInContainer = cell
        } else if cell.openSwipeRowInContainer === cell {
            cell.openSwipeRowInContainer = nil
        }
    }

    private func setSwiped(_ swiped: Bool) {
        guard cell.configurationStorage.isSwiped != swiped else { return }
        cell.configurationStorage.isSwiped = swiped
        cell.setNeedsUpdateConfiguration()
        cell.swipeStateChanged(swiped)
    }

    // MARK: - Layout

    /// Places the revealed buttons in the space the content slid out of, as iOS 11+ does:
    /// - Opening (revealed width `o` below the actions' width `W`): button `i` (counted from the row's
    ///   content) starts at `o/W` times the natural widths of the buttons nearer the content, so each
    ///   button's visible slice is its natural width times `o/W`. Each button keeps its natural width
    ///   (ending at the row's edge at most) and the outer ones lie on top, so a button's content, laid out
    ///   at natural width at its content-side edge (`ListSwipeActionButton.contentBox`), is covered by its
    ///   outer neighbour or cut by the row's edge, never squeezed or truncated.
    /// - Past `W` (rubber band) every button stretches to its natural width times `o/W`, its content
    ///   staying at the content side (UIKit grows every slice in proportion; chosen over stretching only the
    ///   outermost one).
    /// - Expanded (full swipe armed or performing) the first action covers the whole revealed width.
    /// - Complexity: O(actions).
    func layoutButtons() {
        guard !buttons.isEmpty else { return }
        let rowWidth = cell.bounds.width, h = cell.bounds.height
        let o = abs(offset), total = revealWidth
        let f = total > 0 ? o / total : 0
        var before: CGFloat = 0
        for button in buttons.reversed() {
            let w = button.naturalWidth
            var start = before * f
            var width = max(w, w * f)
            if isExpanded, button === buttons.first { start = 0; width = o }
            before += w
            width = max(0, min(width, o - start))
            let x = leadingSide ? o - start - width : rowWidth - o + start
            let frame = CGRect(x: x, y: 0, width: width, height: h)
            if button.frame != frame { button.frame = frame }
            button.layoutIfNeeded()
        }
    }
}
