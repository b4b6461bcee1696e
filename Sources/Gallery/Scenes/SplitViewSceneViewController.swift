import UIKit
import UIKitTesting

/// The split-view scene: a double-column `UISplitViewController` with a sidebar list (the `.sidebar`
/// list appearance) as its primary column and an inset-grouped table of albums as its secondary, each
/// in the navigation controller the split view wraps it in. In a phone-sized window it collapses to one
/// navigation stack (the albums pushed above the sidebar); the PNG writer widens the window to 1024×768
/// first so the columns show side by side.
enum SplitViewScene {
    @MainActor
    static func make() -> UIViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(SplitSidebarViewController(), for: .primary)
        split.setViewController(SplitAlbumsViewController(style: .insetGrouped), for: .secondary)
        split.viewController(for: .primary)?.navigationController?.navigationBar.prefersLargeTitles = true
        split.viewController(for: .secondary)?.navigationController?.navigationBar.prefersLargeTitles = true
        return split
    }

    /// Widens the window to a landscape iPad's 1024×768 (a regular width: the split view expands).
    @MainActor
    static func demonstrate(_ host: HeadlessHost) {
        host.resize(to: CGSize(width: 1024, height: 768))
    }
}

/// The sidebar: a list in the sidebar appearance, one row selected.
final class SplitSidebarViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let rows = [("Listen Now", "play.circle.fill"), ("Browse", "square.grid.2x2"), ("Radio", "dot.radiowaves.left.and.right"),
                        ("Recently Added", "clock"), ("Artists", "person.2"), ("Albums", "square.stack.3d.up"), ("Songs", "music.note")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Music"
        let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Scrollable vertically even when the rows fit, so the content starts below the bar.
        collectionView.alwaysBounceVertical = true
        view.addSubview(collectionView)
        let symbols = Dictionary(uniqueKeysWithValues: rows)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: symbols[title] ?? "folder")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, path, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows.map(\.0))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
    }
}

/// The secondary column: albums in an inset-grouped table.
final class SplitAlbumsViewController: UITableViewController {
    private let albums = [("Blue Hour", "Nightline"), ("Paper Planes", "The Meridians"), ("Low Tide", "Coastal"),
                          ("Field Notes", "Ana Ruiz"), ("Northern Lights", "Aurora Ensemble"), ("Second Spring", "The Hollow Pines")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { albums.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "album") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "album")
        cell.textLabel?.text = albums[indexPath.row].0
        cell.detailTextLabel?.text = albums[indexPath.row].1
        cell.imageView?.image = UIImage(systemName: "music.note.list")
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
