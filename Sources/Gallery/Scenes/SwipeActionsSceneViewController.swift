import UIKit

/// A plain mail-style list with swipe actions: trailing Delete (destructive, removes the row) and Flag,
/// leading Read.
final class SwipeActionsSceneViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                guard let self, let item = self.dataSource.itemIdentifier(for: path) else { return completion(false) }
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot)
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { _ in
            let read = UIContextualAction(style: .normal, title: "Read") { _, _, completion in completion(true) }
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, subject in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = subject
            content.secondaryText = "Swipe left to delete or flag, right to mark read"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, path, subject in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: subject)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Quarterly report", "Lunch on Friday?", "Your order has shipped", "Meeting notes", "Photos from the trip",
                              "Invoice #1042", "Weekend plans", "Re: design review"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
