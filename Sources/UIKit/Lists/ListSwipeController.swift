import Foundation

/// Swipe-to-reveal actions of a list cell: a horizontal pan on the cell slides its content and reveals
/// the row's leading or trailing `UISwipeActionsConfiguration` from the list configuration's providers.
///
/// Behaviour (as UIKit's list swipe actions): the pan begins only when it is more horizontal than
/// vertical and a provider returns actions for that side; on release the row opens to show every action
/// when dragged past half their width, performs the first action when dragged past 60 % of the row and
/// `performsFirstActionWithFullSwipe`, and closes otherwise. Tapping an action runs its handler; the
/// row closes when the handler completes. While open, the cell's `configurationState.isSwiped` is true.
/// Action buttons are at least 74 pt wide (chosen), title 15 pt medium white on the action's colour.
@MainActor
final class ListSwipeController: UIGestureRecognizerDelegate {
    unowned let cell: UICollectionViewListCell
    private(set) var offset: CGFloat = 0
    private var configuration: UISwipeActionsConfiguration?
    private var leadingSide = false
    private var buttons: [UIControl] = []
    private var startOffset: CGFloat = 0
    let pan = UIPanGestureRecognizer()

    init(cell: UICollectionViewListCell) {
        self.cell = cell
        pan.addAction { [weak self] pan in self?.handle(pan) }
        pan.delegate = self
        cell.addGestureRecognizer(pan)
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin() }

    /// The row's actions on one side, from the compositional layout's list configuration.
    func actions(leading: Bool) -> UISwipeActionsConfiguration? {
        guard let collectionView = cell.superview as? UICollectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              let path = collectionView.indexPath(for: cell), path.section < layout.engine.records.count,
              let style = layout.engine.records[path.section].section.listStyle else { return nil }
        let provider = leading ? style.configuration.leadingSwipeActionsConfigurationProvider
            : style.configuration.trailingSwipeActionsConfigurationProvider
        guard let result = provider?(path), !result.actions.isEmpty else { return nil }
        return result
    }

    /// Whether a pan should start: more horizontal than vertical, with actions on that side (or open).
    func shouldBegin() -> Bool {
        let v = pan.velocity(in: cell), t = pan.translation(in: cell)
        let dx = abs(v.x) + abs(t.x), dy = abs(v.y) + abs(t.y)
        guard dx > dy else { return false }
        if offset != 0 { return true }
        let towardTrailing = (v.x + t.x) < 0
        return actions(leading: !towardTrailing) != nil
    }

    private var revealWidth: CGFloat { buttons.reduce(0) { $0 + $1.frame.width } }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            startOffset = offset
        case .changed:
            let proposed = startOffset + pan.translation(in: cell).x
            if offset == 0 || (proposed > 0) != leadingSide || configuration == nil {
                prepare(leading: proposed > 0)
            }
            guard configuration != nil else { return }
            setOffset(leadingSide ? max(0, proposed) : min(0, proposed))
        case .ended:
            guard let configuration else { close(); return }
            if abs(offset) > cell.bounds.width * 0.6, configuration.performsFirstActionWithFullSwipe, let first = configuration.actions.first {
                perform(first, view: buttons.first ?? cell)
            } else if abs(offset) > revealWidth / 2 {
                setOffset(leadingSide ? revealWidth : -revealWidth)
            } else {
                close()
            }
        case .cancelled, .failed:
            close()
        default:
            break
        }
    }

    private func prepare(leading: Bool) {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = []
        leadingSide = leading
        configuration = actions(leading: leading)
        guard let configuration else { return }
        for action in configuration.actions {
            let button = UIControl()
            button.backgroundColor = action.backgroundColor
            let label = UILabel()
            label.text = action.title
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textColor = .white
            label.textAlignment = .center
            button.addSubview(label)
            let width = max(74, ceil(label.sizeThatFits(CGSize(width: 300, height: 44)).width) + 30)
            button.frame = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height)
            label.frame = button.bounds
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.perform(action, view: button)
            }, for: .touchUpInside)
            cell.insertSubview(button, at: 0)
            buttons.append(button)
        }
    }

    private func perform(_ action: UIContextualAction, view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.close() }
    }

    /// Closes the row (no actions shown).
    func close() {
        setOffset(0)
        buttons.forEach { $0.removeFromSuperview() }
        buttons = []
        configuration = nil
    }

    private func setOffset(_ value: CGFloat) {
        let wasSwiped = offset != 0
        offset = value
        layoutButtons()
        cell.setNeedsLayout()
        if wasSwiped != (offset != 0) {
            cell.configurationStorage.isSwiped = offset != 0
            cell.setNeedsUpdateConfiguration()
        }
    }

    /// Places the revealed buttons in the space the content slid out of.
    func layoutButtons() {
        let h = cell.bounds.height
        if leadingSide {
            var x: CGFloat = 0
            for button in buttons.reversed() {
                button.frame = CGRect(x: x, y: 0, width: button.frame.width, height: h)
                x += button.frame.width
            }
        } else {
            var x = cell.bounds.width
            for button in buttons.reversed() {
                x -= button.frame.width
                button.frame = CGRect(x: x, y: 0, width: button.frame.width, height: h)
            }
        }
        for button in buttons { button.subviews.first?.frame = button.bounds }
    }
}
