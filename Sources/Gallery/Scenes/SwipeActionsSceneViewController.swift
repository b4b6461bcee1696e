import UIKit
import UIKitTesting

/// A plain mail-style list with swipe actions as iOS Mail: trailing Trash (destructive, removes the row),
/// Flag (orange) and More (gray), leading Unread (blue); each with a symbol above its title. (OpenUIKit has
/// no `flag.fill` symbol; Flag shows `bookmark.fill`.) The PNG shows the third message swiped open.
final class SwipeActionsSceneViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let senders = ["Quarterly report": "Finance", "Lunch on Friday?": "Sam Rivera", "Your order has shipped": "Store",
                           "Meeting notes": "Priya Shah", "Photos from the trip": "Alex Chen", "Invoice #1042": "Billing",
                           "Weekend plans": "Jordan Lee", "Re: design review": "Morgan Diaz"]

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] path in
            let delete = UIContextualAction(style: .destructive, title: "Trash") { _, _, completion in
                guard let self, let item = self.dataSource.itemIdentifier(for: path) else { return completion(false) }
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash.fill")
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
            flag.backgroundColor = .systemOrange
            flag.image = UIImage(systemName: "bookmark.fill")
            let more = UIContextualAction(style: .normal, title: "More") { _, _, completion in completion(true) }
            more.image = UIImage(systemName: "ellipsis.circle.fill")
            return UISwipeActionsConfiguration(actions: [delete, flag, more])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { _ in
            let read = UIContextualAction(style: .normal, title: "Unread") { _, _, completion in completion(true) }
            read.backgroundColor = .systemBlue
            read.image = UIImage(systemName: "envelope.fill")
            return UISwipeActionsConfiguration(actions: [read])
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let senders = self.senders
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, subject in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = senders[subject] ?? "Mail"
            content.textProperties.font = .systemFont(ofSize: 17, weight: .semibold)
            content.secondaryText = "\(subject) — Hi! A quick note about this before the end of the week, with the details you asked for."
            content.secondaryTextProperties.font = .systemFont(ofSize: 15)
            content.secondaryTextProperties.numberOfLines = 2
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

    /// The Gallery picture's demonstration: drags the third message to the left so its trailing actions
    /// (More, Flag, Trash) show, as in iOS Mail.
    static func demonstrate(_ host: HeadlessHost) {
        guard let window = UIApplication.shared.keyWindow,
              let controller = window.rootViewController as? SwipeActionsSceneViewController,
              let cell = controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) else { return }
        let frame = cell.convert(cell.bounds, to: window)
        host.drag(from: CGPoint(x: frame.maxX - 40, y: frame.midY), to: CGPoint(x: frame.maxX - 260, y: frame.midY), duration: 0.3)
    }
}
