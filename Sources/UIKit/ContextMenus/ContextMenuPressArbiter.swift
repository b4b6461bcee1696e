import Foundation

/// The long press's delegate inside a context menu interaction: the press may begin only where the
/// interaction's delegate has a configuration (asked once, as the press is about to begin), so views
/// without a menu at the touched point keep their touches.
@MainActor
final class ContextMenuPressArbiter: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, interaction.presentation == nil, interaction.isEnabledForPress else { return false }
        interaction.requestedLocationInWindow = gestureRecognizer.location(in: nil)
        interaction.pendingConfiguration = interaction.askConfiguration()
        return interaction.pendingConfiguration != nil
    }
}
