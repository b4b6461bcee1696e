import Foundation

/// Delivers a touch event's changed touches to the views they are bound to, grouped by view and phase,
/// in UIKit's order (began, moved, ended, cancelled). The gesture system routes touches through
/// recognizers first (see `UIGestureRecognizer`).
@MainActor
enum TouchDelivery {
    /// Hook the gesture system installs: it receives every touch event first and decides what the views
    /// get. `nil` delivers straight to views.
    static var gestureRouter: ((UIEvent, Set<UITouch>, UIWindow) -> Void)?

    /// Delivers `changed` touches of `event` in `window`.
    static func deliver(_ event: UIEvent, changed: Set<UITouch>, in window: UIWindow) {
        if let gestureRouter {
            gestureRouter(event, changed, window)
        } else {
            deliverToViews(event, touches: changed)
        }
    }

    /// Sends each touch to its view's responder method for its phase.
    static func deliverToViews(_ event: UIEvent, touches: Set<UITouch>) {
        for phase in [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled] {
            var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
            for touch in touches where touch.phase == phase {
                guard let view = touch.view else { continue }
                byView[ObjectIdentifier(view), default: (view, [])].1.insert(touch)
            }
            for (view, group) in byView.values {
                switch phase {
                case .began: view.touchesBegan(group, with: event)
                case .moved: view.touchesMoved(group, with: event)
                case .ended: view.touchesEnded(group, with: event)
                case .cancelled: view.touchesCancelled(group, with: event)
                default: break
                }
            }
        }
    }
}
