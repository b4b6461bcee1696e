import Foundation
import UIKitTesting
@testable import UIKit

/// Seed 003's types, copied from the seed (the Gallery holds the scene; tests cannot import it).
@MainActor
final class Seed003ViewController: UIViewController {
    enum Section: CaseIterable { case kanto, kyusyu }
    let data: [Section: [String]] = [.kanto: ["Kanto", "Tokyo", "Chiba"], .kyusyu: ["Kyusyu", "Fukuoka", "Miyazaki"]]
    var collectionView: UICollectionView!
    var collectionViewDataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        var layoutConfig = UICollectionLayoutListConfiguration(appearance: .grouped)
        layoutConfig.headerMode = UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layoutConfig)
        let normalCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let customCell = UICollectionView.CellRegistration<Seed003Cell, String> { cell, _, text in cell.title = text }
        collectionViewDataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { cv, indexPath, text in
            indexPath.row == 0 ? cv.dequeueConfiguredReusableCell(using: normalCell, for: indexPath, item: text)
                : cv.dequeueConfiguredReusableCell(using: customCell, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(data[.kanto]!, toSection: .kanto)
        snapshot.appendItems(data[.kyusyu]!, toSection: .kyusyu)
        collectionViewDataSource.apply(snapshot)
    }
}

@MainActor
final class Seed003Cell: UICollectionViewListCell {
    var title: String!
    var updates = 0
    var lastState: UICellConfigurationState?
    override func updateConfiguration(using state: UICellConfigurationState) {
        updates += 1
        lastState = state
        var newConfiguration = Seed003Configuration()
        newConfiguration.title = title
        contentConfiguration = newConfiguration
    }
}

struct Seed003Configuration: UIContentConfiguration, Hashable {
    var title: String?
    func makeContentView() -> any UIView & UIContentView { Seed003View(configuration: self) }
    func updated(for state: any UIConfigurationState) -> Self { self }
}

@MainActor
final class Seed003View: UIView, UIContentView {
    let nameLabel = UILabel()
    let starView = UIImageView(image: UIImage(systemName: "star.fill"))
    var configuration: any UIContentConfiguration { didSet { apply() } }
    init(configuration: Seed003Configuration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(nameLabel)
        starView.tintColor = .systemYellow
        addSubview(starView)
        apply()
    }
    required init?(coder: NSCoder) { nil }
    private func apply() { nameLabel.text = (configuration as? Seed003Configuration)?.title; setNeedsLayout() }
    override func layoutSubviews() {
        super.layoutSubviews()
        starView.frame = CGRect(x: bounds.width - 36, y: (bounds.height - 20) / 2, width: 20, height: 20)
        let h = ceil(nameLabel.sizeThatFits(bounds.size).height)
        nameLabel.frame = CGRect(x: 16, y: (bounds.height - h) / 2, width: bounds.width - 60, height: h)
    }
}

/// A view controller holding a collection view with a given layout and a simple Int data source.
@MainActor
final class ListHostViewController: UIViewController {
    let layout: UICollectionViewLayout
    let counts: [Int]
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var configure: (UICollectionViewListCell, IndexPath, Int) -> Void = { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        cell.contentConfiguration = content
    }

    init(layout: UICollectionViewLayout, counts: [Int]) {
        self.layout = layout
        self.counts = counts
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [unowned self] cell, path, item in
            configure(cell, path, item)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, path in
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Section \(path.section)"
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) {
            view, _, path in
            var content = UIListContentConfiguration.plainFooter()
            content.text = "Footer \(path.section)"
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { cv, kind, path in
            cv.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var next = 0
        for (s, count) in counts.enumerated() {
            snapshot.appendSections([s])
            snapshot.appendItems(Array(next ..< next + count), toSection: s)
            next += count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
func showList(_ layout: UICollectionViewCompositionalLayout, counts: [Int], width: CGFloat = 390,
              configure: ((UICollectionViewListCell, IndexPath, Int) -> Void)? = nil) -> (HeadlessHost, ListHostViewController) {
    let host = HeadlessHost(size: CGSize(width: width, height: 844), scale: 2)
    let controller = ListHostViewController(layout: layout, counts: counts)
    if let configure { controller.configure = configure }
    host.show(controller)
    host.renderFrame()
    return (host, controller)
}
