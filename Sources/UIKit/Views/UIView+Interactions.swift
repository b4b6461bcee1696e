import Foundation

// MARK: - Interactions (UIView.addInteraction / removeInteraction / interactions)

extension UIView {
    /// Adds `interaction` after removing it from the view that holds it, telling it `willMove(to:)` before
    /// and `didMove(to:)` after, as UIKit does. Adding it twice to the same view keeps one entry.
    /// - Complexity: O(n) in the view's interactions.
    func attachInteraction(_ interaction: any UIInteraction) {
        if let current = interaction.view {
            if current === self, interactionStorage.contains(where: { $0 === interaction }) { return }
            current.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` when this view holds it, telling it it moves to `nil`.
    /// - Complexity: O(n) in the view's interactions.
    func detachInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// The `interactions` setter: removes every current interaction, then adds `interactions` in order.
    func replaceInteractions(with interactions: [any UIInteraction]) {
        for interaction in interactionStorage { removeInteraction(interaction) }
        for interaction in interactions { addInteraction(interaction) }
    }
}
