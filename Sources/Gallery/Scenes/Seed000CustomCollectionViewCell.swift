import UIKit

/// Seed 000's `CustomCollectionViewCell`: a rounded card with a title (built in code; the seed's nib
/// comes with XIB loading).
final class CustomCollectionViewCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.separator.cgColor
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        contentView.addSubview(titleLabel)
        let selected = UIView()
        selected.backgroundColor = .systemBlue.withAlphaComponent(0.25)
        selected.layer.cornerRadius = 12
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 12, dy: 12)
    }
}
