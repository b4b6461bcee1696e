import Foundation

/// Supplies a context menu interaction's configuration and previews and hears about its life, as UIKit's
/// `UIContextMenuInteractionDelegate` (iOS 13). Only the configuration is required; the other methods have
/// defaults (the replacement for `@objc optional`) that do what UIKit does when they are missing.
///
/// Order when the user long-presses (OpenUIKit follows UIKit's observable order):
/// `configurationForMenuAtLocation` (as the press begins) → `highlightPreviewForItemWithIdentifier`
/// (→ `previewForHighlightingMenuWithConfiguration`) → `willDisplayMenuFor` (animations run) →
/// ... → `dismissalPreviewForItemWithIdentifier` (→ `previewForDismissingMenuWithConfiguration`) →
/// `willEndFor` → the dismissal animation → a chosen action's handler. Tapping the preview calls
/// `willPerformPreviewActionForMenuWith` before `willEndFor`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` (in the interaction view's coordinates), or `nil` for no
    /// menu there.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The preview to lift for the configuration's item (iOS 16). Default: the iOS 13 method's answer.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The preview the menu shrinks back into for the item (iOS 16). Default: the iOS 13 method's answer.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The preview to lift (iOS 13). Default `nil`: the interaction's whole view.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview the menu shrinks back into (iOS 13). Default `nil`: the highlighting preview.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped the preview. Default: nothing (the menu dismisses).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu is about to appear. Default: nothing.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to disappear. Default: nothing.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    /// Default: `previewForHighlightingMenuWithConfiguration`.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
    }
    /// Default: `previewForDismissingMenuWithConfiguration`.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
    }
    /// Default: `nil`.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Default: `nil`.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Default: nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Default: nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Default: nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}
