import Foundation

// MARK: - The button's menu (iOS 14) and pop-up buttons (iOS 15)

extension UIButton {
    /// A menu turns the context menu interaction on (and its removal off); a pop-up button makes sure one
    /// element is `.on` (the first, when none is) and shows its title.
    func menuDidChange() {
        isContextMenuInteractionEnabled = menu != nil
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let leaves = Self.selectableLeaves(of: menu)
        if !leaves.contains(where: { ContextMenuItem.state(of: $0) == .on }), let first = leaves.first { setState(.on, of: first) }
        showSelectedElementTitle()
    }

    /// The configuration the button's interaction shows: its menu, as it is when the menu opens.
    func menuConfiguration() -> UIContextMenuConfiguration? {
        guard menu != nil else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in self?.menu }
    }

    /// A pop-up button's choice: the chosen element becomes the only `.on` one and its title the button's.
    func menuElementChosen(_ element: UIMenuElement) {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        for leaf in Self.selectableLeaves(of: menu) { setState(leaf === element ? .on : .off, of: leaf) }
        showSelectedElementTitle()
    }

    /// The pop-up button's title: the `.on` element's, in the configuration when the button has one.
    private func showSelectedElementTitle() {
        guard let menu, let selected = Self.selectableLeaves(of: menu).first(where: { ContextMenuItem.state(of: $0) == .on }) else { return }
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }

    private func setState(_ state: UIMenuElement.State, of element: UIMenuElement) {
        if let action = element as? UIAction { action.state = state } else if let command = element as? UICommand { command.state = state }
    }

    /// The actions and commands of `menu` and its submenus, in order.
    /// - Complexity: O(n) in the menu tree's elements.
    static func selectableLeaves(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { element -> [UIMenuElement] in
            if let submenu = element as? UIMenu { return selectableLeaves(of: submenu) }
            return element is UIAction || element is UICommand ? [element] : []
        }
    }
}
