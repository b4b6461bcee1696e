import Foundation

/// One row of a drawn menu: a leaf element (a `UIAction` or `UICommand`), a submenu that opens in place,
/// the header of an opened submenu (tapping it goes back), or an inline submenu's title.
@MainActor
enum ContextMenuItem {
    case leaf(UIMenuElement)
    case submenu(UIMenu)
    case openedMenuHeader(UIMenu)
    case groupTitle(String)

    /// Whether a tap on the row does something (titles and disabled leaves do not).
    var isSelectable: Bool {
        switch self {
        case .leaf(let element): return !Self.attributes(of: element).contains(.disabled)
        case .submenu, .openedMenuHeader: return true
        case .groupTitle: return false
        }
    }

    /// The leaf's attributes (`UIAction` and `UICommand` carry them; other elements have none).
    static func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        if let action = element as? UIAction { return action.attributes }
        if let command = element as? UICommand { return command.attributes }
        return []
    }

    /// The leaf's state.
    static func state(of element: UIMenuElement) -> UIMenuElement.State {
        if let action = element as? UIAction { return action.state }
        if let command = element as? UICommand { return command.state }
        return .off
    }

    /// Runs the leaf: an action's handler with `sender`, a command's closure.
    static func perform(_ element: UIMenuElement, sender: Any?) {
        if let action = element as? UIAction { action.perform(sender: sender) }
        else if let command = element as? UICommand { command.perform() }
    }

    /// The groups of rows a menu draws, separated by thick separators: runs of consecutive elements form a
    /// group, and each `.displayInline` submenu forms its own (headed by its title when it has one; nested
    /// inline menus form further groups). Hidden elements are left out, empty groups dropped. An opened
    /// submenu starts with its header in a group of its own.
    /// - Complexity: O(n) in the menu's elements (inline submenus included).
    static func groups(of menu: UIMenu, opened: Bool) -> [[ContextMenuItem]] {
        var groups: [[ContextMenuItem]] = opened ? [[.openedMenuHeader(menu)]] : []
        appendGroups(of: menu.children, title: nil, to: &groups)
        return groups.filter { !$0.isEmpty }
    }

    private static func appendGroups(of elements: [UIMenuElement], title: String?, to groups: inout [[ContextMenuItem]]) {
        var current: [ContextMenuItem] = title.map { [.groupTitle($0)] } ?? []
        for element in elements {
            if let menu = element as? UIMenu {
                if menu.options.contains(.displayInline) {
                    if current.contains(where: { if case .groupTitle = $0 { return false } else { return true } }) {
                        groups.append(current)
                    }
                    current = []
                    appendGroups(of: menu.children, title: menu.title.isEmpty ? nil : menu.title, to: &groups)
                } else {
                    current.append(.submenu(menu))
                }
            } else if !attributes(of: element).contains(.hidden) {
                current.append(.leaf(element))
            }
        }
        if current.contains(where: { if case .groupTitle = $0 { return false } else { return true } }) {
            groups.append(current)
        }
    }
}
