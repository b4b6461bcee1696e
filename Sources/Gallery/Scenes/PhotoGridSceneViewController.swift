import UIKit

/// A photo grid: 3,000 drawn thumbnails in 12 month sections, four columns, multiple selection, built with a
/// diffable data source, cell and supplementary registrations, and pinned section headers.
final class PhotoGridSceneViewController: UIViewController {
    /// A thumbnail drawn from its number: a sky gradient band, a sun and hills in the photo's own hue.
    final class ThumbnailView: UIView {
        var number = 0 { didSet { setNeedsDisplay() } }

        override func draw(_ rect: CGRect) {
            let hue = CGFloat((number * 37) % 360) / 360
            let b = bounds
            UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1).setFill()
            UIBezierPath(rect: b).fill()
            UIColor(hue: hue, saturation: 0.25, brightness: 1, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: b.width, height: b.height * 0.35)).fill()
            UIColor(hue: 0.12, saturation: 0.7, brightness: 1, alpha: 1).setFill()
            let sun = CGFloat(8 + number % 7)
            UIBezierPath(ovalIn: CGRect(x: b.width * 0.62, y: b.height * 0.14, width: sun, height: sun)).fill()
            UIColor(hue: (hue + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.55, brightness: 0.55, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: -b.width * 0.3, y: b.height * 0.58, width: b.width * 1.1, height: b.height * 0.9)).fill()
            UIColor(hue: (hue + 0.35).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.42, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: b.width * 0.35, y: b.height * 0.68, width: b.width, height: b.height * 0.8)).fill()
        }
    }

    /// A grid cell: the thumbnail and, while selected, a dimming layer with a check badge.
    final class PhotoCell: UICollectionViewCell {
        let thumbnail = ThumbnailView()
        let badge = UIView()
        let check = UIImageView(image: UIImage(systemName: "checkmark"))

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(thumbnail)
            badge.backgroundColor = .systemBlue
            badge.layer.cornerRadius = 11
            badge.layer.borderWidth = 2
            badge.layer.borderColor = UIColor.white.cgColor
            check.tintColor = .white
            badge.addSubview(check)
            contentView.addSubview(badge)
            badge.isHidden = true
        }

        required init?(coder: NSCoder) { nil }

        override var isSelected: Bool {
            didSet {
                badge.isHidden = !isSelected
                thumbnail.alpha = isSelected ? 0.75 : 1
            }
        }

        override var isHighlighted: Bool {
            didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            thumbnail.frame = contentView.bounds
            badge.frame = CGRect(x: bounds.width - 28, y: bounds.height - 28, width: 22, height: 22)
            check.frame = badge.bounds.insetBy(dx: 4, dy: 4)
        }
    }

    /// A month header.
    final class MonthHeader: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
            label.font = .preferredFont(forTextStyle: .headline)
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 12, dy: 4)
        }
    }

    private let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                          "November", "December"]
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        let side = floor((UIScreen.main.bounds.width - 3 * 2) / 4)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.headerReferenceSize = CGSize(width: 0, height: 34)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44),
                                          collectionViewLayout: layout)
        collectionView.allowsMultipleSelection = true
        collectionView.delegate = self
        view.addSubview(collectionView)

        countLabel.frame = CGRect(x: 12, y: 8, width: view.bounds.width - 24, height: 30)
        countLabel.font = .preferredFont(forTextStyle: .title3)
        view.addSubview(countLabel)

        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, photo in
            cell.thumbnail.number = photo
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<MonthHeader>(elementKind: UICollectionView.elementKindSectionHeader) {
            [weak self] header, _, indexPath in
            header.label.text = "\(self?.months[indexPath.section] ?? "") 2026 · 250 photos"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0 ..< 12))
        for month in 0 ..< 12 { snapshot.appendItems(Array(month * 250 ..< (month + 1) * 250), toSection: month) }
        dataSource.apply(snapshot, animatingDifferences: false)
        for item in [1, 6, 9] { collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: []) }
        updateCount()
    }

    private func updateCount() {
        let selected = collectionView.indexPathsForSelectedItems?.count ?? 0
        countLabel.text = selected == 0 ? "3,000 photos" : "\(selected) of 3,000 selected"
    }
}

// MARK: - UICollectionViewDelegate

extension PhotoGridSceneViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { updateCount() }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { updateCount() }
}
