import Foundation

// MARK: - UIContextMenuInteractionDelegate

extension UIControl: UIContextMenuInteractionDelegate {}

// MARK: - The control's context menu (iOS 14)

extension UIControl {
    /// Installs or removes the control's context menu interaction. A control's menu is compact: it hangs
    /// from the control without a lifted preview or dimming, as iOS's button menus.
    func setContextMenuInteractionEnabled(_ enabled: Bool) {
        if enabled, contextMenuInteractionStorage == nil {
            let interaction = UIContextMenuInteraction(delegate: self)
            interaction.anchorsToView = true
            contextMenuInteractionStorage = interaction
            addInteraction(interaction)
        } else if !enabled, let interaction = contextMenuInteractionStorage {
            interaction.dismissMenu()
            removeInteraction(interaction)
            contextMenuInteractionStorage = nil
        }
    }

    /// With `showsMenuAsPrimaryAction`, a touch down opens the menu: sends `.menuActionTriggered`, then
    /// presents (chosen actions report the control as their `sender`). Returns whether it did, so the
    /// control does not track the touch.
    func openMenuAsPrimaryAction(for touch: UITouch) -> Bool {
        guard showsMenuAsPrimaryAction, let interaction = contextMenuInteractionStorage, interaction.presentation == nil else {
            return false
        }
        sendActions(for: .menuActionTriggered)
        interaction.presentMenu(atWindowLocation: touch.location(in: nil), sender: self)
        return interaction.presentation != nil
    }
}
