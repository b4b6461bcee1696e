import CoreGraphics
import Foundation

/// How the compositor draws a `CATransition`: a cross-dissolve, a slide, or a 2D flip. Not public API.
enum TransitionStyle: Equatable {
    /// How the two pictures move in a slide.
    enum Motion: Equatable {
        /// Both move: the old out, the new in (`.push`).
        case push
        /// Only the new one moves, over the old (`.moveIn`).
        case moveIn
        /// Only the old one moves, uncovering the new (`.reveal`).
        case reveal
    }

    /// The old picture dissolves into the new one.
    case fade
    /// The pictures slide; `direction` is the unit vector content moves along (fromRight: (-1, 0)).
    case slide(Motion, direction: CGVector)
    /// The old picture narrows to its centre line, then the new one widens from it; `horizontal` scales
    /// the width (fromLeft/fromRight), otherwise the height.
    case flip(horizontal: Bool)

    /// The style for a transition's type and subtype. Core Animation's private `"pageCurl"` (UIKit's
    /// curl up) is drawn as a reveal upwards and `"pageUnCurl"` (curl down) as a move-in downwards (a new
    /// page coming down over the old), whatever the subtype; unknown types fade.
    init(type: CATransitionType, subtype: CATransitionSubtype?) {
        let direction: CGVector
        switch subtype {
        case .fromRight?: direction = CGVector(dx: -1, dy: 0)
        case .fromTop?: direction = CGVector(dx: 0, dy: 1)
        case .fromBottom?: direction = CGVector(dx: 0, dy: -1)
        default: direction = CGVector(dx: 1, dy: 0)
        }
        switch type {
        case .push: self = .slide(.push, direction: direction)
        case .moveIn: self = .slide(.moveIn, direction: direction)
        case .reveal: self = .slide(.reveal, direction: direction)
        case CATransitionType(rawValue: "oglFlip"), CATransitionType(rawValue: "flip"):
            self = .flip(horizontal: direction.dy == 0)
        case CATransitionType(rawValue: "pageCurl"): self = .slide(.reveal, direction: CGVector(dx: 0, dy: -1))
        case CATransitionType(rawValue: "pageUnCurl"): self = .slide(.moveIn, direction: CGVector(dx: 0, dy: 1))
        default: self = .fade
        }
    }
}
