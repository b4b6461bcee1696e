import UIKit

extension UIViewController {
    /// Adds a grouped card (the settings look: secondary grouped background, 10 pt corners, an uppercase
    /// footnote header) at `y` across the 390 pt scene, and returns it for the caller's controls.
    func addSceneCard(y: CGFloat, height: CGFloat, header: String) -> UIView {
        let card = UIView(frame: CGRect(x: 16, y: y, width: 358, height: height))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: 326, height: 18))
        label.text = header.uppercased()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        card.addSubview(label)
        view.addSubview(card)
        return card
    }
}
