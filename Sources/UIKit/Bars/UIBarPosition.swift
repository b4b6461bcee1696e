import Foundation

/// Where a bar sits, as UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified.
    case any = 0
    /// At the bottom of its view (a toolbar).
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extending under the status bar.
    case topAttached = 3
}

/// A bar that has a position, as UIKit's `UIBarPositioning`.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// Tells a bar where it sits, as UIKit's `UIBarPositioningDelegate`.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The position of `bar`. Default `.any` (the bar's own choice).
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// Default: `.any`.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
