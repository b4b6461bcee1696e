import Foundation

/// An object with a trait collection that changes as its environment does, as UIKit's
/// `UITraitEnvironment`: `UIScreen`, `UIWindow`, `UIView` and `UIViewController` adopt it.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Tells the object its traits changed (once per change; not when they stay the same). Deprecated in
    /// iOS 17 in favour of `registerForTraitChanges`, and still called, as on iOS.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
