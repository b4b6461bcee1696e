import Foundation

extension UIApplication {
    func performSetPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != HostAppearance.contentSizeCategory else { return }
        HostAppearance.contentSizeCategory = category
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }
}
