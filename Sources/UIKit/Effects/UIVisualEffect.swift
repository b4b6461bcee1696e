import Foundation

/// The base of the effects a `UIVisualEffectView` shows, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect (use a subclass such as `UIBlurEffect`).
    public override init() { super.init() }
}
