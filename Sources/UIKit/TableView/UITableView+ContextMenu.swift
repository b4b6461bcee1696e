import Foundation

// MARK: - UITableViewDelegate context-menu defaults

extension UITableViewDelegate {
    /// Default: nil (no menu).
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Default: nil (the row's cell).
    public func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Default: nil (the row's cell).
    public func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
}

// MARK: - ContextMenuListHost

/// A long press on a row asks the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`;
/// with a configuration the press cancels the row's highlight (no selection follows) and the cell lifts.
extension UITableView: ContextMenuListHost {
    func contextMenuConfiguration(at point: CGPoint) -> (configuration: UIContextMenuConfiguration, indexPaths: [IndexPath])? {
        guard let delegate = tableDelegateStorage, let indexPath = indexPathForRow(at: point),
              let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point) else { return nil }
        return (configuration, [indexPath])
    }

    func contextMenuCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, indexPath: IndexPath) -> UITargetedPreview? {
        tableDelegateStorage?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, indexPath: IndexPath) -> UITargetedPreview? {
        tableDelegateStorage?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegateStorage?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegateStorage?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: any UIContextMenuInteractionCommitAnimating) {
        tableDelegateStorage?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
