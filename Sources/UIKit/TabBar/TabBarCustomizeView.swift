import Foundation

/// The configure sheet a tab bar shows while it customizes (`UITabBar.beginCustomizingItems(_:)`), as
/// UIKit's: a "Configure" navigation bar with a Done button above a grid of the items to choose from,
/// four to a row; an item dragged from the grid and dropped on one of the bar's customizable items
/// takes its place (or swaps with it when it is already on the bar). It covers the window above the
/// tab bar, which stays visible to drop on. Not public API.
@MainActor
final class TabBarCustomizeView: UIView {
    weak var bar: UITabBar?
    /// The items offered in the grid.
    let items: [UITabBarItem]
    /// The bar's items when customizing began (to tell whether anything changed).
    let startItems: [UITabBarItem]
    let navigationBar = UINavigationBar()
    /// One cell per item, in the grid.
    private(set) var cells: [TabBarItemView] = []
    /// The copy of the dragged cell that follows the finger.
    private var dragged: (item: UITabBarItem, view: TabBarItemView)?

    /// The grid's columns and the height of a row.
    static let columns = 4
    static let rowHeight: CGFloat = 70

    init(bar: UITabBar, items: [UITabBarItem]) {
        self.bar = bar
        self.items = items
        startItems = bar.items ?? []
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let navigationItem = UINavigationItem(title: "Configure")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak bar] _ in
            bar?.endCustomizing(animated: true)
        })
        navigationBar.setItems([navigationItem], animated: false)
        addSubview(navigationBar)
        cells = items.map { item in
            let cell = TabBarItemView(item: item) { _ in }
            cell.isUserInteractionEnabled = false
            addSubview(cell)
            return cell
        }
        let pan = UIPanGestureRecognizer { [weak self] (pan: UIPanGestureRecognizer) in self?.handleDrag(pan) }
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { nil }

    /// Where the sheet rests in the bar's superview: from the top down to the bar's top edge.
    var restingFrame: CGRect {
        guard let bar, let host = bar.superview else { return .zero }
        return CGRect(x: 0, y: 0, width: host.bounds.width, height: max(0, bar.frame.minY))
    }

    /// The navigation bar below the top safe area, then the grid: equal columns, 70-point rows, 24
    /// points below the bar.
    /// - Complexity: O(items).
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        navigationBar.frame = CGRect(x: 0, y: safeAreaInsets.top, width: b.width, height: UINavigationBar.standardHeight)
        let width = b.width / CGFloat(Self.columns)
        let top = navigationBar.frame.maxY + 24
        let tint = tintColor ?? .systemBlue
        let look = UITabBarAppearance().stackedLayoutAppearance
        for (i, cell) in cells.enumerated() {
            let row = i / Self.columns, column = i % Self.columns
            cell.frame = CGRect(x: (CGFloat(column) * width).rounded(), y: top + CGFloat(row) * Self.rowHeight,
                                width: width.rounded(), height: UITabBar.itemsHeight)
            cell.update(selected: false, selectedColor: tint, unselectedColor: tint, appearance: look)
        }
    }

    /// A drag starting on a cell carries a copy of it with the finger; dropping it on the tab bar asks the
    /// bar to take the item there.
    func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let host = superview else { return }
        switch pan.state {
        case .began:
            let t = pan.translation(in: self), now = pan.location(in: self)
            let start = CGPoint(x: now.x - t.x, y: now.y - t.y)
            guard let cell = cells.first(where: { $0.frame.contains(start) }) else { return }
            let copy = TabBarItemView(item: cell.item) { _ in }
            copy.isUserInteractionEnabled = false
            copy.frame = convert(cell.frame, to: host)
            copy.update(selected: true, selectedColor: tintColor ?? .systemBlue, unselectedColor: .systemGray,
                        appearance: UITabBarAppearance().stackedLayoutAppearance)
            copy.center = pan.location(in: host)
            host.addSubview(copy)
            dragged = (cell.item, copy)
        case .changed:
            dragged?.view.center = pan.location(in: host)
        case .ended:
            guard let (item, view) = dragged else { return }
            dragged = nil
            view.removeFromSuperview()
            if let bar { _ = bar.dropCustomizingItem(item, at: pan.location(in: bar)) }
        default:
            dragged?.view.removeFromSuperview()
            dragged = nil
        }
    }
}
