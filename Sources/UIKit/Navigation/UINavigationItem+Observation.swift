import Foundation

extension UINavigationItem {
    /// Tells the bars showing the item that it changed.
    func itemDidChange() {
        for observer in changeObservers.values { observer() }
    }

    /// Watches the bar button items, so that a change of one (its title, say) reaches the bar.
    func observeItems() {
        let key = ObjectIdentifier(self)
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) {
            item.changeObservers[key] = { [weak self] in self?.itemDidChange() }
        }
    }

    /// Runs `change`; when `animated`, the bar cross-fades its content (0.2 s, as UIKit's item changes).
    func performAnimatedChange(_ animated: Bool, _ change: () -> Void) {
        guard animated, !changeObservers.isEmpty else { change(); return }
        NavigationBarItemAnimation.current = 0.2
        defer { NavigationBarItemAnimation.current = nil }
        change()
    }
}

/// The duration of an animated item change being applied (read by the bar while it rebuilds). Not
/// public API.
@MainActor
enum NavigationBarItemAnimation {
    static var current: TimeInterval?
}
