import UIKit

/// A Settings-style inset-grouped list: icon rows with value text and disclosure indicators, a footer,
/// and a prominent header.
final class SettingsListSceneViewController: UIViewController {
    struct Row: Hashable {
        let title: String
        let symbol: String
        let color: UIColor
        let value: String?
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Row>!
    private let sections: [(header: String, rows: [Row])] = [
        ("Connectivity", [
            Row(title: "Airplane Mode", symbol: "airplane", color: .systemOrange, value: "Off"),
            Row(title: "Wi-Fi", symbol: "wifi", color: .systemBlue, value: "Home"),
            Row(title: "Bluetooth", symbol: "bluetooth", color: .systemBlue, value: "On"),
        ]),
        ("General", [
            Row(title: "Notifications", symbol: "bell.fill", color: .systemRed, value: nil),
            Row(title: "Focus", symbol: "moon.fill", color: .systemIndigo, value: nil),
            Row(title: "Screen Time", symbol: "hourglass", color: .systemPurple, value: nil),
            Row(title: "General", symbol: "gearshape.fill", color: .systemGray, value: nil),
        ]),
        ("Privacy", [
            Row(title: "Passwords", symbol: "lock.fill", color: .systemGray, value: nil),
            Row(title: "Mail", symbol: "envelope.fill", color: .systemBlue, value: "3 accounts"),
        ]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = UIImage(systemName: row.symbol)
            content.imageProperties.tintColor = row.color
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            [unowned self] view, _, path in
            var content = path.section == 0 ? UIListContentConfiguration.prominentInsetGroupedHeader() : .groupedHeader()
            content.text = sections[path.section].header
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) {
            view, _, path in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = path.section == 2
                ? "Passwords are stored on this device, encrypted, and are never sent anywhere unless you turn on iCloud Keychain."
                : nil
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) { cv, path, row in
            cv.dequeueConfiguredReusableCell(using: cell, for: path, item: row)
        }
        dataSource.supplementaryViewProvider = { cv, kind, path in
            cv.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        for (index, section) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.rows, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
