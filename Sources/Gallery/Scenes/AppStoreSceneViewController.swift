import UIKit

/// An App-Store-style page: a paging carousel of large cards, a group-paged shelf of three-row
/// columns, and a continuous row of icons, each section scrolling sideways on its own, with headers
/// aligned with the sections' leading insets (they stay put while their sections scroll).
final class AppStoreSceneViewController: UIViewController {
    final class CardCell: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 12
            contentView.clipsToBounds = true
            title.font = .boldSystemFont(ofSize: 17)
            title.textColor = .white
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = CGRect(x: 12, y: contentView.bounds.height - 34, width: contentView.bounds.width - 24, height: 22)
        }
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private let colors: [UIColor] = [.systemBlue, .systemPink, .systemOrange, .systemGreen, .systemPurple, .systemTeal, .systemIndigo]

    static func section(_ index: Int) -> NSCollectionLayoutSection {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let section: NSCollectionLayoutSection
        switch index {
        case 0:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(240)),
                                                           subitems: [item])
            section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
        case 1:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(216)),
                                                         subitem: item, count: 3)
            section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
        default:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(88), heightDimension: .absolute(88)),
                                                           subitems: [item])
            section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
        }
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
        section.boundarySupplementaryItems = [header]
        return section
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewCompositionalLayout { index, _ in AppStoreSceneViewController.section(index) }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let colors = self.colors
        let card = UICollectionView.CellRegistration<CardCell, Int> { cell, path, item in
            cell.contentView.backgroundColor = colors[item % colors.count].withAlphaComponent(path.section == 1 ? 0.25 : 1)
            cell.title.text = path.section == 2 ? "" : "App \(item)"
            cell.title.textColor = path.section == 1 ? .label : .white
            cell.contentView.layer.cornerRadius = path.section == 2 ? 20 : 12
        }
        let titles = ["Featured", "Top Free", "Categories"]
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, path in
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = titles[path.section]
            // The header's frame follows the section's insets; exact margins (no preserved axes, so the list
            // cell's own 8-pt margins do not apply) put the title on the first group's leading edge.
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 6, trailing: 0)
            content.axesPreservingSuperviewLayoutMargins = []
            view.contentConfiguration = content
            view.backgroundConfiguration = .clear()
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: card, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(Array(0 ..< 6), toSection: 0)
        snapshot.appendItems(Array(100 ..< 118), toSection: 1)
        snapshot.appendItems(Array(200 ..< 216), toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
