import UIKit

/// Dynamic Type at three content size categories (Large, the default; Extra Extra Large; Accessibility
/// Large), side by side in rows: each row's trait override sets the category, and its labels, which use
/// `preferredFont(forTextStyle:)` with `adjustsFontForContentSizeCategory`, grow with it.
final class DynamicTypeSceneViewController: UIViewController {
    private static let categories: [(UIContentSizeCategory, String)] = [
        (.large, "Large (default)"), (.extraExtraLarge, "Extra Extra Large"), (.accessibilityLarge, "Accessibility Large"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        for (category, name) in Self.categories {
            let section = UIStackView()
            section.axis = .vertical
            section.spacing = 2
            section.traitOverrides.preferredContentSizeCategory = category
            for (style, text) in [(UIFont.TextStyle.caption1, name), (.headline, "Headline"), (.body, "Body text grows"), (.footnote, "Footnote")] {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: style)
                label.adjustsFontForContentSizeCategory = true
                label.text = text
                label.numberOfLines = 0
                label.textColor = style == .caption1 ? .secondaryLabel : .label
                section.addArrangedSubview(label)
            }
            column.addArrangedSubview(section)
        }
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
        ])
    }
}
