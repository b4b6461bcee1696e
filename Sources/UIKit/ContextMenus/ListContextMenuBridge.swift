import Foundation

/// What a table or collection view answers for its context menus: the configuration at a point (with
/// the index paths it is for), the cell to lift, and its delegate's previews and notifications.
@MainActor
protocol ContextMenuListHost: UIView {
    /// The delegate's configuration for the rows or items at `point` (the view's coordinates), or `nil`.
    func contextMenuConfiguration(at point: CGPoint) -> (configuration: UIContextMenuConfiguration, indexPaths: [IndexPath])?
    /// The visible cell at `indexPath`, lifted when the delegate gives no preview.
    func contextMenuCell(at indexPath: IndexPath) -> UIView?
    /// The delegate's highlighting preview, or `nil`.
    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, indexPath: IndexPath) -> UITargetedPreview?
    /// The delegate's dismissal preview, or `nil`.
    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, indexPath: IndexPath) -> UITargetedPreview?
    /// Tells the delegate the menu will display.
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// Tells the delegate the menu will end.
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// Tells the delegate the user tapped the preview.
    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: any UIContextMenuInteractionCommitAnimating)
}

/// The context menu interaction delegate a table or collection view installs on itself (UIKit's tables
/// and collection views have one built in): it turns the pressed point into index paths, asks the view's
/// delegate (`tableView(_:contextMenuConfigurationForRowAt:point:)` and the collection equivalents) and
/// lifts the pressed cell by default.
@MainActor
final class ListContextMenuBridge: UIContextMenuInteractionDelegate {
    private weak var host: (any ContextMenuListHost)?
    /// The index paths of the menu being shown.
    private(set) var indexPaths: [IndexPath] = []

    init(host: any ContextMenuListHost) { self.host = host }

    /// Installs a context menu interaction on `host` whose delegate is a new bridge.
    static func install(on host: any ContextMenuListHost) {
        let bridge = ListContextMenuBridge(host: host)
        let interaction = UIContextMenuInteraction(delegate: bridge)
        interaction.retainedDelegate = bridge
        host.addInteraction(interaction)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let host, let found = host.contextMenuConfiguration(at: location) else { return nil }
        indexPaths = found.indexPaths
        return found.configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        guard let host, let indexPath = indexPaths.first else { return nil }
        if let preview = host.contextMenuHighlightPreview(for: configuration, indexPath: indexPath) { return preview }
        guard let cell = host.contextMenuCell(at: indexPath), cell.window != nil else { return nil }
        return UITargetedPreview(view: cell)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        guard let host, let indexPath = indexPaths.first else { return nil }
        if let preview = host.contextMenuDismissalPreview(for: configuration, indexPath: indexPath) { return preview }
        guard let cell = host.contextMenuCell(at: indexPath), cell.window != nil else { return nil }
        return UITargetedPreview(view: cell)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        host?.contextMenuWillPerformPreviewAction(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        host?.contextMenuWillDisplay(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        host?.contextMenuWillEnd(configuration, animator: animator)
    }
}
