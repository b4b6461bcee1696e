import Foundation

// MARK: - ShowTarget

extension UISplitViewController: ShowTarget {
    /// `show(_:sender:)` and `showDetailViewController(_:sender:)` from a descendant reach the split view
    /// after its columns' navigation controllers (which push for `show`).
    func handlesShow(_ controller: UIViewController, sender: Any?, detail: Bool) -> Bool {
        if detail {
            showDetailViewController(controller, sender: sender)
            return true
        }
        if delegate?.splitViewController(self, show: controller, sender: sender) == true { return true }
        // The primary column shows what reaches the split view, as UIKit's `show(_:sender:)` does.
        let primary = styleStorage == .unspecified ? classicControllers.first : columnNavigations[.primary]
        if let navigation = primary as? UINavigationController, navigation !== controller {
            navigation.pushViewController(controller, animated: navigation.viewIfLoaded?.window != nil)
            return true
        }
        return false
    }
}

extension UISplitViewController {
    /// UIKit's `showDetailViewController(_:sender:)`: the delegate first; then, column style, the
    /// controller becomes the secondary column's (its navigation controller's only child, or the column's
    /// navigation controller when it is one; while collapsed it is pushed onto the primary's stack in
    /// place of the old secondary); classic style, it replaces the secondary, or while collapsed is pushed
    /// onto a navigation controller primary (else presented).
    func performSplitShowDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if styleStorage == .unspecified {
            if isCollapsedStorage {
                if let navigation = classicControllers.first as? UINavigationController {
                    navigation.pushViewController(vc, animated: navigation.viewIfLoaded?.window != nil)
                } else {
                    present(vc, animated: true)
                }
            } else {
                var controllers = classicControllers
                if controllers.count > 1 { controllers[1] = vc } else { controllers.append(vc) }
                performSetViewControllers(controllers)
            }
            return
        }
        if isCollapsedStorage, collapseRecord?.showsCompactColumn == true {
            present(vc, animated: true)
            return
        }
        if vc is UINavigationController {
            setViewController(vc, for: .secondary)
        } else if let secondary = columnNavigations[.secondary] {
            columnControllers[.secondary] = vc
            if isCollapsedStorage {
                secondary.setViewControllers([vc], animated: false)
                replaceCollapsedColumn(.secondary)
            } else {
                secondary.setViewControllers([vc], animated: false)
                updateDisplayModeButtons()
            }
        } else {
            setViewController(vc, for: .secondary)
        }
        if !isCollapsedStorage { show(.secondary) }
    }
}
