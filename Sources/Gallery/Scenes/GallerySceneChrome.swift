import UIKit

extension UIViewController {
    /// Adds the scene's large title at the top of its view (below a 47-point status bar).
    @discardableResult
    func addSceneTitle(_ text: String) -> UILabel {
        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = text
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.adjustsFontSizeToFitWidth = true
        view.addSubview(title)
        return title
    }

    /// Adds a rounded grouped-background card 358 points wide at `y` with a headline caption; returns it.
    func addCard(y: CGFloat, height: CGFloat, caption: String) -> UIView {
        let card = UIView(frame: CGRect(x: 16, y: y, width: 358, height: height))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        view.addSubview(card)
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: 326, height: 20))
        label.text = caption
        label.font = .preferredFont(forTextStyle: .headline)
        card.addSubview(label)
        return card
    }
}
