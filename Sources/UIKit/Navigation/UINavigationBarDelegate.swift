import Foundation

/// Hears a standalone navigation bar's pushes and pops, as UIKit's `UINavigationBarDelegate`. A bar that
/// a navigation controller manages has the controller as its delegate; the controller's stack drives it.
///
/// Parity: Apple's methods are `@objc optional`; here they have defaults (allow, do nothing).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed. Default `true`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (by the back button or `popItem(animated:)`). Default `true`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Default: `true`.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Default: nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Default: `true`.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Default: nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
