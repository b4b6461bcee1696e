import Foundation

/// The delegate of a tab bar, as UIKit's `UITabBarDelegate` (the customizing calls are not part of it
/// here: tab bars are not customizable).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
