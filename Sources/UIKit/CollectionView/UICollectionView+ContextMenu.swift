import Foundation

// MARK: - UICollectionViewDelegate context-menu defaults

extension UICollectionViewDelegate {
    /// Default: the iOS 13 `contextMenuConfigurationForItemAt` for a single item, nil for several or none.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// Default: nil (no menu).
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Default: the iOS 13 `previewForHighlightingContextMenuWithConfiguration`.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// Default: the iOS 13 `previewForDismissingContextMenuWithConfiguration`.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    /// Default: nil (the item's cell).
    public func collectionView(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Default: nil (the item's cell).
    public func collectionView(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Default: nothing.
    public func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Default: nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Default: nothing.
    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
}

// MARK: - ContextMenuListHost

/// A long press on an item asks the delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
/// (iOS 16) with the pressed item, which by default asks the iOS 13 `ForItemAt` method; the cell lifts.
/// A press between items asks with no index paths (iOS 16's menu for the empty area).
extension UICollectionView: ContextMenuListHost {
    func contextMenuConfiguration(at point: CGPoint) -> (configuration: UIContextMenuConfiguration, indexPaths: [IndexPath])? {
        guard let delegate = collectionDelegate else { return nil }
        let indexPaths = indexPathForItem(at: point).map { [$0] } ?? []
        guard let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point) else { return nil }
        return (configuration, indexPaths)
    }

    func contextMenuCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, indexPath: IndexPath) -> UITargetedPreview? {
        collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
    }

    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, indexPath: IndexPath) -> UITargetedPreview? {
        collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: any UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
