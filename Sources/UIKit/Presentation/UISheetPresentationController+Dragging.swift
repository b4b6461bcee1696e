import Foundation

/// A drag of a sheet in progress.
struct SheetDrag {
    /// The card's top edge when the drag began.
    var startTop: CGFloat
    /// The card's height when the drag began.
    var startHeight: CGFloat
    /// The interactive dismissal the drag began (the sheet moved below its smallest detent).
    var dismissal: ModalTransitionContext?
    /// Whether the drag asked to dismiss (it asks once).
    var askedToDismiss = false
    /// Whether dismissal was refused (`isModalInPresentation` or the delegate): the card resists.
    var dismissalRefused = false
}

extension UISheetPresentationController {
    // MARK: Dragging between detents and swiping down

    /// UIScrollView's rubber band: `x` points of pull show as `0.55·x·d / (d + 0.55·x)` for a `d`-point
    /// container.
    static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard x > 0, d > 0 else { return 0 }
        return 0.55 * x * d / (d + 0.55 * x)
    }

    /// The tops of the smallest and largest resting positions.
    var restingTopRange: (smallest: CGFloat, largest: CGFloat) {
        guard isEdgeAttached else {
            let top = frameOfPresentedViewInContainerView.minY
            return (top, top)
        }
        let values = resolvedDetents.map(\.value)
        return (sheetTop(forDetentValue: values.first ?? maximumDetentValue), sheetTop(forDetentValue: values.last ?? maximumDetentValue))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let container = containerView else { return }
        switch recognizer.state {
        case .began:
            guard isPresentedStorage, !isTransitioningStorage else { return }
            drag = SheetDrag(startTop: sheetView.frame.minY, startHeight: sheetView.frame.height)
        case .changed:
            guard drag != nil else { return }
            dragMoved(to: drag!.startTop + recognizer.translation(in: container).y, in: container)
        case .ended, .cancelled, .failed:
            guard drag != nil else { return }
            dragEnded(velocity: recognizer.velocity(in: container).y, cancelled: recognizer.state != .ended, in: container)
        default:
            break
        }
    }

    /// Moves the card for a finger that would put its top at `proposed`: between the detents it
    /// follows, above the largest it rubber-bands, below the smallest it begins the interactive
    /// dismissal (asking the delegate once) or, refused, rubber-bands.
    func dragMoved(to proposed: CGFloat, in container: UIView) {
        guard var state = drag else { return }
        let range = restingTopRange
        var top = proposed
        if proposed < range.largest {
            top = range.largest - UISheetPresentationController.rubberBand(range.largest - proposed, dimension: container.bounds.height)
        } else if proposed > range.smallest {
            if !state.askedToDismiss {
                state.askedToDismiss = true
                let allowed = !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
                if allowed {
                    delegate?.presentationControllerWillDismiss(self)
                    state.dismissal = presentedViewController.beginDismissal(animated: true)
                    state.dismissal?.isInteractive = true
                } else {
                    state.dismissalRefused = true
                }
            }
            if state.dismissalRefused {
                top = range.smallest + UISheetPresentationController.rubberBand(proposed - range.smallest, dimension: container.bounds.height)
            }
        }
        drag = state
        placeCard(top: top, smallestTop: range.smallest, in: container)
    }

    /// Puts the card's top at `top`: above the smallest detent it reaches the bottom edge (growing), below
    /// it it slides down whole, the dimming fading with it.
    func placeCard(top: CGFloat, smallestTop: CGFloat, in container: UIView) {
        let height = container.bounds.height
        if isEdgeAttached {
            if top <= smallestTop {
                sheetView.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: height - top)
                applyTop(top)
            } else {
                sheetView.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: height - smallestTop)
                applyTop(smallestTop)
                let progress = min(1, max(0, (top - smallestTop) / max(1, height - smallestTop)))
                dimmingView?.alpha = dimmingLevel(top: smallestTop) * (1 - progress)
            }
        } else {
            sheetView.frame.origin.y = top
            let progress = min(1, max(0, (top - smallestTop) / max(1, height - smallestTop)))
            dimmingView?.alpha = 1 - progress
        }
        layoutGrabber()
    }

    /// The finger lifted (or the drag was cancelled) with vertical `velocity` in points per second: the
    /// card settles at the detent nearest to where it would coast (its top plus 0.2 s of velocity), or,
    /// past half the way down from the smallest detent, the sheet is dismissed.
    func dragEnded(velocity: CGFloat, cancelled: Bool, in container: UIView) {
        guard let state = drag else { return }
        let top = sheetView.frame.minY
        let projected = top + velocity * 0.2
        let range = restingTopRange
        let height = container.bounds.height
        if let dismissal = state.dismissal {
            if !cancelled, projected - range.smallest > (height - range.smallest) / 2 {
                animateDismissalAfterDrag(dismissal, velocity: velocity, in: container)
                return
            }
            settle(atTop: range.smallest, identifier: resolvedDetents.first?.identifier, velocity: velocity) { [weak self] in
                guard let self else { return }
                presentedViewController.finishDismissal(dismissal, completed: false, completion: nil)
            }
            return
        }
        if state.dismissalRefused, top > range.smallest + 0.5 {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        let candidates = isEdgeAttached ? resolvedDetents.map { ($0.identifier, sheetTop(forDetentValue: $0.value)) }
                                        : [(selectedDetentIdentifier ?? .large, range.smallest)]
        let nearest = candidates.min { abs($0.1 - projected) < abs($1.1 - projected) }
        settle(atTop: nearest?.1 ?? range.smallest, identifier: nearest?.0, velocity: velocity, then: nil)
    }

    /// Springs the card to rest at `top`, selecting the detent `identifier` (telling the delegate when
    /// that changes the selection), then runs `then`.
    func settle(atTop top: CGFloat, identifier: Detent.Identifier?, velocity: CGFloat, then: (() -> Void)?) {
        let previousID = selectedDetentIdentifier ?? resolvedDetents.first?.identifier
        if isEdgeAttached, let identifier, identifier != previousID {
            selectedDetentIdentifier = identifier
            (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
        let distance = abs(sheetView.frame.minY - top)
        let relativeVelocity = distance > 1 ? abs(velocity) / distance : 0
        drag = nil
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: relativeVelocity, options: [.allowUserInteraction],
                       animations: { [self] in applyRestingState() },
                       completion: { _ in then?() })
    }

    /// Slides the card off the bottom edge after a swipe and ends the interactive dismissal, telling the
    /// delegate `presentationControllerDidDismiss(_:)`.
    func animateDismissalAfterDrag(_ dismissal: ModalTransitionContext, velocity: CGFloat, in container: UIView) {
        let distance = max(1, container.bounds.height - sheetView.frame.minY)
        let relativeVelocity = max(0, velocity) / distance
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: relativeVelocity, options: [],
                       animations: { [self] in sheetDismissalChanges(dismissal) },
                       completion: { [weak self] _ in
                           guard let self else { return }
                           drag = nil
                           presentedViewController.finishDismissal(dismissal, completed: true, completion: nil)
                           delegate?.presentationControllerDidDismiss(self)
                       })
    }
}
