import UIKit

/// The tab bar scene: a `UITabBarController` with four tabs (symbols, a selected image, a badge), each a
/// page naming its tab — plain UIKit code.
final class TabBarSceneViewController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tabs: [(String, String, UIColor, String?)] = [
            ("Home", "house", .systemBackground, nil),
            ("Search", "magnifyingglass", .secondarySystemBackground, nil),
            ("Inbox", "envelope", .systemGroupedBackground, "12"),
            ("Settings", "gear", .systemBackground, nil),
        ]
        viewControllers = tabs.map { title, symbol, color, badge in
            let page = UIViewController()
            page.title = title
            page.view.backgroundColor = color
            let label = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
            label.text = title
            label.font = .preferredFont(forTextStyle: .largeTitle)
            page.view.addSubview(label)
            let item = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: UIImage(systemName: symbol + ".fill"))
            item.badgeValue = badge
            page.tabBarItem = item
            return page
        }
    }
}
