import Foundation

/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle` (Apple's raw values).
///
/// On a compact-width window (a phone) `.pageSheet` and `.formSheet` show as a card sheet below the
/// status bar with the presenting view scaled back, and `.popover` adapts to that sheet too; in a
/// regular-width window `.formSheet` is a centred 540 × 620 card, `.pageSheet` a taller centred card and
/// `.popover` a bubble pointing at its source. `.automatic` (the default since iOS 13) resolves to
/// `.pageSheet` for ordinary view controllers, as through iOS 17.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole window; the presenting view is removed when the transition ends.
    case fullScreen = 0
    /// A sheet (a card on a phone).
    case pageSheet = 1
    /// A smaller sheet (a centred card in a wide window, a card on a phone).
    case formSheet = 2
    /// Covers the view of the nearest ancestor that `definesPresentationContext`; that view is removed.
    case currentContext = 3
    /// Shown by the presentation controller the transitioning delegate returns.
    case custom = 4
    /// Covers the whole window and leaves the presenting view in place underneath.
    case overFullScreen = 5
    /// Covers the presentation context's view and leaves it in place underneath.
    case overCurrentContext = 6
    /// A popover in a regular-width window; adapts to a sheet in a compact one.
    case popover = 7
    /// No adaptation (only meaningful as an adaptive style).
    case none = -1
    /// The system's choice: `.pageSheet` for ordinary view controllers.
    case automatic = -2
}
