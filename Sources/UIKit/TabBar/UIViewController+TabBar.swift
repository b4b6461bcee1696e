import Foundation

extension UIViewController {
    var tabBarItemImplementation: UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        tabBarItemStorage = item
        return item
    }

    var tabBarControllerImplementation: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
