import Foundation

/// The animation a presentation without a custom animator uses, as UIKit's `UIModalTransitionStyle`
/// (Apple's raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom edge (and down again on dismissal).
    case coverVertical = 0
    /// The presenting view flips around the vertical axis to reveal the presented one.
    ///
    /// Documented difference: the compositor draws affine transforms only, so the flip is drawn as its
    /// projection: the presented view widens out of its centre line (and narrows into it on dismissal).
    case flipHorizontal = 1
    /// The presented view fades in over the presenting one.
    case crossDissolve = 2
    /// The presenting view curls up to reveal the presented one (full-screen presentations only).
    ///
    /// Documented difference: drawn without the curl, as a cross dissolve.
    case partialCurl = 3
}
