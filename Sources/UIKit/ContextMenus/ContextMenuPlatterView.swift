import Foundation

/// iOS's menu platter: a 250-point-wide rounded (13-point corners) list of a menu's rows on the system's
/// secondary background, with a soft shadow; hairline separators between rows, 8-point separators between
/// groups (inline submenus). A submenu opens in place (its rows replace the parent's, headed by its title;
/// tapping the header goes back). A touch highlights the row under it and choosing happens on lift.
///
/// Deviation: a menu taller than the screen is clipped rather than scrolled.
@MainActor
final class ContextMenuPlatterView: UIView {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let groupSeparatorHeight: CGFloat = 8

    /// The platter's colour: iOS's menu background (light: the grouped secondary background, dark: the
    /// elevated tertiary background).
    static let platterColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
            : UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    }
    /// The colour of the thick separator between groups.
    static let groupSeparatorColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.3) : UIColor(white: 0, alpha: 0.08)
    }

    /// Runs when the user chooses a leaf element.
    var onChoose: ((UIMenuElement) -> Void)?
    /// The root menu and the submenus opened in place, innermost last.
    private(set) var menuStack: [UIMenu]
    /// The rows shown, top to bottom.
    private(set) var rows: [ContextMenuRowView] = []
    private var separators: [UIView] = []
    private let content = UIView()
    /// The highlighted row's index in `rows`.
    private(set) var highlightedIndex: Int?

    init(menu: UIMenu) {
        menuStack = [menu]
        super.init(frame: .zero)
        layer.cornerRadius = Self.cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        content.backgroundColor = Self.platterColor
        content.layer.cornerRadius = Self.cornerRadius
        content.clipsToBounds = true
        addSubview(content)
        rebuildRows()
    }

    required init?(coder: NSCoder) { nil }

    /// The menu the rows show (the innermost opened submenu).
    var visibleMenu: UIMenu { menuStack[menuStack.count - 1] }

    /// The platter's size for its rows: 250 points wide, the rows' and separators' heights tall.
    var preferredSize: CGSize {
        let rowsHeight = rows.reduce(0) { $0 + $1.preferredHeight }
        return CGSize(width: Self.width, height: rowsHeight + CGFloat(groupCount - 1) * Self.groupSeparatorHeight)
    }

    /// How many groups the rows form, and the indices of the rows that start one.
    private var groupCount = 1
    private var groupStarts: Set<Int> = []

    /// Replaces the root menu (`updateVisibleMenu`), closing opened submenus.
    func replaceMenu(_ menu: UIMenu) {
        menuStack = [menu]
        rebuildRows()
    }

    /// Opens `submenu` in place.
    func open(_ submenu: UIMenu) {
        menuStack.append(submenu)
        rebuildRows()
    }

    /// Goes back from an opened submenu to its parent.
    func closeSubmenu() {
        guard menuStack.count > 1 else { return }
        menuStack.removeLast()
        rebuildRows()
    }

    private func rebuildRows() {
        for view in rows as [UIView] + separators { view.removeFromSuperview() }
        rows.removeAll()
        separators.removeAll()
        groupStarts.removeAll()
        highlightedIndex = nil
        let groups = ContextMenuItem.groups(of: visibleMenu, opened: menuStack.count > 1)
        let reservesCheckmarks = groups.joined().contains { item in
            if case .leaf(let element) = item { return ContextMenuItem.state(of: element) != .off }
            return false
        }
        groupCount = max(1, groups.count)
        for group in groups {
            groupStarts.insert(rows.count)
            for item in group {
                let row = ContextMenuRowView(item: item, reservesCheckmarkColumn: reservesCheckmarks)
                rows.append(row)
                content.addSubview(row)
            }
        }
        for index in rows.indices.dropFirst() {
            let separator = UIView()
            separator.backgroundColor = groupStarts.contains(index) ? Self.groupSeparatorColor : .separator
            separator.tag = index
            separators.append(separator)
            content.addSubview(separator)
        }
        setNeedsLayout()
        if let superview, superview is ContextMenuContainerView { superview.setNeedsLayout() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        let hairline = 1 / max(1, traitCollection.displayScale)
        var y: CGFloat = 0
        var separatorIndex = 0
        for (index, row) in rows.enumerated() {
            if index > 0 {
                let separator = separators[separatorIndex]
                separatorIndex += 1
                if groupStarts.contains(index) {
                    separator.frame = CGRect(x: 0, y: y, width: bounds.width, height: Self.groupSeparatorHeight)
                    y += Self.groupSeparatorHeight
                } else {
                    separator.frame = CGRect(x: 0, y: y, width: bounds.width, height: hairline)
                }
            }
            let height = row.preferredHeight
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
        for separator in separators { content.bringSubviewToFront(separator) }
    }

    // MARK: Highlight and choosing

    /// Highlights the selectable row under `point` (platter coordinates), or none.
    func highlightRow(at point: CGPoint?) {
        let index = point.flatMap { p in rows.firstIndex { $0.frame.contains(p) && $0.item.isSelectable } }
        setHighlightedIndex(index)
    }

    private func setHighlightedIndex(_ index: Int?) {
        if let highlightedIndex { rows[highlightedIndex].isHighlighted = false }
        highlightedIndex = index
        if let index { rows[index].isHighlighted = true }
    }

    /// Moves the highlight to the next (or previous) selectable row, wrapping (the arrow keys).
    func moveHighlight(by step: Int) {
        let selectable = rows.indices.filter { rows[$0].item.isSelectable }
        guard !selectable.isEmpty else { return }
        guard let current = highlightedIndex, let position = selectable.firstIndex(of: current) else {
            setHighlightedIndex(step > 0 ? selectable.first : selectable.last)
            return
        }
        setHighlightedIndex(selectable[(position + step + selectable.count) % selectable.count])
    }

    /// Does what the highlighted row does: chooses a leaf, opens a submenu, closes an opened one.
    func activateHighlightedRow() {
        guard let index = highlightedIndex else { return }
        switch rows[index].item {
        case .leaf(let element): onChoose?(element)
        case .submenu(let menu): open(menu)
        case .openedMenuHeader: closeSubmenu()
        case .groupTitle: break
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightRow(at: touches.first?.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightRow(at: touches.first?.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightRow(at: touches.first?.location(in: self))
        activateHighlightedRow()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightRow(at: nil)
    }
}
