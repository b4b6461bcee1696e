import UIKit
import UIKitTesting

/// A playlist in editing mode: an inset-grouped list whose rows carry reorder grips. Dragging a grip moves
/// the song; the diffable data source's `reorderingHandlers` allow it (every song but the one playing,
/// marked with a pink dot) and keep the playlist model and the footer's summary in step with the new order,
/// and the delegate keeps the playing song first (no song may be dropped above it).
final class ReorderListSceneViewController: UIViewController, UICollectionViewDelegate {
    /// One song of the playlist.
    struct Song: Hashable {
        let title: String
        let artist: String
        let seconds: Int

        /// The duration as m:ss.
        var duration: String { "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)" }
    }

    /// The list.
    private(set) var collectionView: UICollectionView!
    /// The list's data source; its `reorderingHandlers` allow and observe reordering.
    private var dataSource: UICollectionViewDiffableDataSource<Int, Song>!
    /// The model the handlers keep in playlist order.
    private var playlist: [Song] = [
        Song(title: "Morning Light", artist: "The Harbour Lines", seconds: 214),
        Song(title: "Paper Boats", artist: "Mira Vale", seconds: 187),
        Song(title: "Northbound", artist: "Static Orchard", seconds: 243),
        Song(title: "Slow Tide", artist: "Mira Vale", seconds: 301),
        Song(title: "Copper Sky", artist: "June Atlas", seconds: 198),
        Song(title: "Late Train", artist: "The Harbour Lines", seconds: 226),
        Song(title: "Glasshouse", artist: "Static Orchard", seconds: 175),
        Song(title: "Fireflies", artist: "June Atlas", seconds: 262),
    ]
    /// The song playing now; it stays first (it cannot be reordered and nothing goes above it).
    private lazy var playing = playlist[0]

    /// Builds the list, puts it in editing mode so the grips show, and installs the reordering handlers.
    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.isEditing = true
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Song> { [unowned self] cell, _, song in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = song.title
            content.secondaryText = song.artist
            let isPlaying = song == playing
            content.image = UIImage(systemName: isPlaying ? "circle.fill" : "circle")
            content.imageProperties.tintColor = isPlaying ? .systemPink : .tertiaryLabel
            cell.contentConfiguration = content
            // The playing song stays first: its grip is hidden (and `canReorderItem` refuses it).
            cell.accessories = [.label(text: song.duration), .reorder(options: .init(isHidden: isPlaying))]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, _ in
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = "Up Next"
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) {
            [unowned self] view, _, _ in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = footerText
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Song>(collectionView: collectionView) { cv, path, song in
            cv.dequeueConfiguredReusableCell(using: cell, for: path, item: song)
        }
        dataSource.supplementaryViewProvider = { cv, kind, path in
            cv.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: path)
        }
        dataSource.reorderingHandlers.canReorderItem = { [unowned self] song in song != playing }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            playlist = playlist.applying(transaction.difference) ?? transaction.finalSnapshot.itemIdentifiers
            if let footer = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                             at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell {
                var content = UIListContentConfiguration.groupedFooter()
                content.text = footerText
                footer.contentConfiguration = content
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Song>()
        snapshot.appendSections([0])
        snapshot.appendItems(playlist)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Keeps the playing song first: a song proposed for row 0 goes to row 1.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        IndexPath(item: max(1, proposedIndexPath.item), section: proposedIndexPath.section)
    }

    /// "8 songs, 30 min · next: …", from the playlist model.
    private var footerText: String {
        let minutes = playlist.reduce(0) { $0 + $1.seconds } / 60
        let next = playlist.count > 1 ? " · next: \(playlist[1].title)" : ""
        return "\(playlist.count) songs, \(minutes) min\(next). Drag the grips to reorder."
    }

    /// For the Gallery's picture: lifts "Glasshouse" by its grip and holds it halfway up the list, so the
    /// lifted row, its shadow and the gap opening above "Copper Sky" show.
    static func demonstrate(_ host: HeadlessHost) {
        guard let window = UIApplication.shared.keyWindow,
              let controller = window.rootViewController as? ReorderListSceneViewController,
              let cell = controller.collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) else { return }
        let frame = cell.convert(cell.bounds, to: window)
        let grip = CGPoint(x: frame.maxX - 24, y: frame.midY)
        host.touchDown(at: grip)
        for step in 1...24 {
            host.touchMove(to: CGPoint(x: grip.x - CGFloat(step), y: grip.y - CGFloat(step) * 7))
            host.advance(by: host.frameDuration)
        }
        host.advance(by: 0.5)
    }
}
