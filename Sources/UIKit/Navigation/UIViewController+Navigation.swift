import Foundation

extension UIViewController {
    /// The nearest navigation controller among the controller's parents.
    /// - Complexity: O(depth).
    var navigationControllerImplementation: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest of the controller's parents that is a `Container` (navigation, tab bar and split
    /// view controllers find themselves this way).
    /// - Complexity: O(depth).
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var controller = parentStorage
        while let current = controller {
            if let container = current as? Container { return container }
            controller = current.parentStorage
        }
        return nil
    }

    /// The controller's navigation item, created on first use with its title.
    var navigationItemImplementation: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    func performSetToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = items
        if let navigation = navigationControllerImplementation, navigation.topViewController === self, navigation.isViewLoaded {
            navigation.toolbar.setItems(items, animated: animated)
        }
    }

    /// The standard Edit/Done item: a tap calls `setEditing(!isEditing, animated: true)`, and the item
    /// shows "Done" (semibold) while editing, "Edit" otherwise.
    var editButtonItemImplementation: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(barButtonSystemItem: .edit, target: self) { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemStorage = item
        updateEditButtonItem()
        return item
    }

    /// Shows "Done" while editing, "Edit" otherwise.
    func updateEditButtonItem() {
        guard let item = editButtonItemStorage else { return }
        let system: UIBarButtonItem.SystemItem = isEditingStorage ? .done : .edit
        item.applySystemItem(system)
        item.style = isEditingStorage ? .done : .plain
    }

    /// The title changed: the navigation item follows (as UIKit's `title` setter does).
    func titleDidChangeForNavigation() {
        navigationItemStorage?.title = title
    }
}
