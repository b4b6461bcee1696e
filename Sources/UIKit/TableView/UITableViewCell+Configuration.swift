import Foundation

extension UITableViewCell {
    var contentConfigurationImplementation: (any UIContentConfiguration)? {
        get { configurationStorage.contentConfiguration }
        set {
            assignContentConfiguration(newValue)
            setNeedsLayout()
            // A new content configuration resizes a self-sizing cell, as `.enabled` does on iOS 16.
            contentDidInvalidateSize(byConstraints: false)
        }
    }

    /// The cell's content changed size: its table measures it again when its `selfSizingInvalidation`
    /// follows such a change (constraint changes only with `.enabledIncludingConstraints`).
    func contentDidInvalidateSize(byConstraints: Bool) {
        (superview as? UITableView)?.selfSizingCellDidInvalidate(self, byConstraints: byConstraints)
    }

    var backgroundConfigurationImplementation: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set {
            assignBackgroundConfiguration(newValue)
            setNeedsLayout()
        }
    }

    func performDefaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .value1: .valueCell()
        case .value2, .subtitle: .subtitleCell()
        }
    }

    func performDefaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        chrome.style == .plain ? .listPlainCell() : .listGroupedCell()
    }

    /// The state the configurations are updated for.
    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = isEditing
        state.isSwiped = configurationStorage.isSwiped
        state.isReordering = (superview as? UITableView)?.reorder?.cell === self
        return state
    }
}

// MARK: - ConfigurationHostingCell

extension UITableViewCell: ConfigurationHostingCell {
    var hostedContentView: UIView {
        get { contentViewStorage }
        set { contentViewStorage = newValue }
    }

    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        configurationUpdateHandlerStorage?(self, state)
    }
}

// MARK: - SwipeableRow

extension UITableViewCell: SwipeableRow {
    var swipeContentView: UIView { contentViewStorage }
    var swipeController: ListSwipeController { swipe }

    /// The delegate's configuration for the side; trailing falls back to a Delete action when the row's
    /// editing style is `.delete` (its handler commits the deletion through the data source).
    func swipeActionsConfiguration(leading: Bool) -> UISwipeActionsConfiguration? {
        guard let table = superview as? UITableView, !table.isEditing || chrome.editingControl == .delete,
              let path = table.indexPath(for: self) else { return nil }
        return table.swipeActions(forRowAt: path, leading: leading)
    }

    var openSwipeRowInContainer: (any SwipeableRow)? {
        get { (superview as? UITableView)?.openSwipeRow }
        set { (superview as? UITableView)?.openSwipeRow = newValue as? UITableViewCell }
    }

    func swipeStateChanged(_ swiped: Bool) {
        guard let table = superview as? UITableView else { return }
        table.swipeStateChanged(of: self, swiped: swiped)
    }
}

// MARK: - SelfSizingContentHost

extension UITableViewCell: SelfSizingContentHost {}
