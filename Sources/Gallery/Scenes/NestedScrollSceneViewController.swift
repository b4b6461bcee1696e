import UIKit

/// Nested scrolling: a vertical `UIScrollView` of shelves, each a horizontal `UIScrollView` of cards.
/// A horizontal drag on a shelf scrolls the shelf; a vertical one scrolls the page (the shelf's pan
/// fails for a direction it cannot scroll); the wheel goes to the innermost view that can move.
final class NestedScrollSceneViewController: UIViewController {
    private let page = UIScrollView()
    private var shelves: [UIScrollView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(page)
        let palette: [UIColor] = [.systemBlue, .systemTeal, .systemGreen, .systemOrange, .systemRed, .systemPurple]
        for shelfIndex in 0..<8 {
            let y = 16 + CGFloat(shelfIndex) * 200
            let title = UILabel(frame: CGRect(x: 20, y: y, width: 350, height: 24))
            title.text = "Shelf \(shelfIndex + 1)"
            title.font = .preferredFont(forTextStyle: .headline)
            page.addSubview(title)
            let shelf = UIScrollView(frame: CGRect(x: 0, y: y + 30, width: 390, height: 150))
            shelf.showsHorizontalScrollIndicator = true
            for card in 0..<12 {
                let view = UIView(frame: CGRect(x: 20 + CGFloat(card) * 132, y: 5, width: 120, height: 140))
                view.backgroundColor = palette[(shelfIndex + card) % palette.count]
                view.layer.cornerRadius = 12
                let label = UILabel(frame: CGRect(x: 12, y: 104, width: 96, height: 24))
                label.text = "Card \(card + 1)"
                label.textColor = .white
                label.font = .preferredFont(forTextStyle: .subheadline)
                view.addSubview(label)
                shelf.addSubview(view)
            }
            shelf.contentSize = CGSize(width: 20 + 12 * 132 + 8, height: 150)
            shelf.contentOffset = CGPoint(x: CGFloat(shelfIndex % 3) * 90, y: 0)
            page.addSubview(shelf)
            shelves.append(shelf)
        }
        page.contentSize = CGSize(width: 390, height: 16 + 8 * 200)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        page.frame = view.bounds
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        page.flashScrollIndicators()
        shelves.first?.flashScrollIndicators()
    }
}
