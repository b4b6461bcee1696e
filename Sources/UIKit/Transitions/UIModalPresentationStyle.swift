import Foundation

/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle`, with Apple's raw
/// values (`automatic` −2 and `none` −1 included). Transition contexts report it as their
/// `presentationStyle` (`.none` for navigation pushes and pops, as on iOS).
/// UIKit parity: developer.apple.com/documentation/uikit/uimodalpresentationstyle.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting views are removed afterwards.
    case fullScreen = 0
    /// A sheet that partially covers the content beneath.
    case pageSheet = 1
    /// A sheet centred in a regular-width environment (a page sheet in compact width).
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context.
    case currentContext = 3
    /// Managed by a custom presentation controller and transitioning delegate.
    case custom = 4
    /// Covers the screen; the presenting views stay in the hierarchy.
    case overFullScreen = 5
    /// Covers the context's view; the presenting views stay.
    case overCurrentContext = 6
    /// A popover (a sheet in compact width).
    case popover = 7
    /// tvOS's blurred full screen style.
    case blurOverFullScreen = 8
    /// No adaptation (the value a navigation transition reports).
    case none = -1
    /// The system's choice: `.pageSheet` for ordinary controllers (iOS 13).
    case automatic = -2
}
