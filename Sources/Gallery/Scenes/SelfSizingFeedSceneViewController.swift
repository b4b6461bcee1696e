import UIKit

/// A self-sizing feed: ten thousand posts in a compositional layout with estimated heights, each cell laid
/// out by stack views and constraints (an avatar symbol, a name, a time, a body of one to five lines and,
/// for some posts, a picture whose height follows a constraint); the heights come from the constraints.
final class SelfSizingFeedSceneViewController: UICollectionViewController {
    /// A feed cell: avatar beside a column of name, time, body and an optional picture.
    final class PostCell: UICollectionViewCell {
        let avatar = UIImageView()
        let name = UILabel()
        let time = UILabel()
        let body = UILabel()
        let picture = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemGroupedBackground
            avatar.contentMode = .scaleAspectFit
            name.font = .preferredFont(forTextStyle: .headline)
            time.font = .preferredFont(forTextStyle: .footnote)
            time.textColor = .secondaryLabel
            body.font = .preferredFont(forTextStyle: .body)
            body.numberOfLines = 0
            picture.contentMode = .scaleAspectFit
            picture.backgroundColor = .tertiarySystemFill
            picture.layer.cornerRadius = 10
            picture.clipsToBounds = true
            let heading = UIStackView(arrangedSubviews: [name, time])
            heading.alignment = .firstBaseline
            heading.spacing = 8
            time.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let column = UIStackView(arrangedSubviews: [heading, body, picture])
            column.axis = .vertical
            column.spacing = 6
            let row = UIStackView(arrangedSubviews: [avatar, column])
            row.alignment = .top
            row.spacing = 12
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(separator)
            NSLayoutConstraint.activate([
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalToConstant: 40),
                // 999, not required: a hidden picture collapses to zero height (UISV-hiding), which a
                // required height would fight, as on iOS.
                picture.heightAnchor.constraint(equalToConstant: 120).withPriority(999),
                row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                separator.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                separator.heightAnchor.constraint(equalToConstant: 0.5),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    static let people = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Dennis"]
    static let symbols = ["person.crop.circle.fill", "star.circle.fill", "heart.circle.fill", "checkmark.circle.fill"]
    static let colours: [UIColor] = [.systemBlue, .systemPink, .systemOrange, .systemGreen, .systemPurple]
    static let sentences = ["Shipped the new layout engine today.", "Stack views really do make forms easy.",
                            "Anyone else measuring frame times at 120 Hz?", "Constraints, priorities and a little patience.",
                            "The picture below is a system symbol, scaled to fit."]

    private var registration: UICollectionView.CellRegistration<PostCell, Int>!

    init() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(96))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemGroupedBackground
        registration = .init { cell, _, item in
            let s = Self.self
            cell.name.text = s.people[item % s.people.count]
            cell.time.text = "\(1 + item % 59)m"
            cell.body.text = (0...(item % 5)).map { s.sentences[($0 + item) % s.sentences.count] }.joined(separator: " ")
            cell.avatar.image = UIImage(systemName: s.symbols[item % s.symbols.count])
            cell.avatar.tintColor = s.colours[item % s.colours.count]
            let showsPicture = item % 3 == 1
            cell.picture.isHidden = !showsPicture
            if showsPicture {
                cell.picture.image = UIImage(systemName: s.symbols[(item / 3) % s.symbols.count])
                cell.picture.tintColor = s.colours[(item + 2) % s.colours.count]
            }
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

private extension NSLayoutConstraint {
    /// The constraint with `priority` set (before activation).
    func withPriority(_ priority: Float) -> NSLayoutConstraint {
        self.priority = UILayoutPriority(priority)
        return self
    }
}
