import UIKit

/// A sidebar outline: expandable groups from a section snapshot, header rows with outline disclosures,
/// one selected row.
final class SidebarOutlineSceneViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let outline: [(String, [String])] = [
        ("Library", ["Recently Added", "Artists", "Albums", "Songs"]),
        ("Playlists", ["Favourites", "Road Trip", "Focus"]),
        ("Devices", ["Kitchen", "Living Room"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let headers = Set(outline.map(\.0))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            if !headers.contains(title) { content.image = UIImage(systemName: "folder") }
            cell.contentConfiguration = content
            cell.accessories = headers.contains(title) ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, path, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(outline.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        for (index, (header, children)) in outline.enumerated() {
            var section = NSDiffableDataSourceSectionSnapshot<String>()
            section.append([header])
            section.append(children, to: header)
            if index < 2 { section.expand([header]) }
            dataSource.apply(section, to: index, animatingDifferences: false)
        }
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    }
}
