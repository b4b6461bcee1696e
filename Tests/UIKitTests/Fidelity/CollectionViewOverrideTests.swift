// Subclass-and-override tests for UICollectionView, its layouts and cells: UIKit calls the overrides (a
// cell's highlight during a touch, the layout's element query while laying out, reloadData from a
// diffable data source). Plain `import UIKit`: only what is `open` to clients can be overridden here.
import Testing
import UIKit
import UIKitTesting

@MainActor
private final class RecordingCell: UICollectionViewCell {
    var highlights: [Bool] = []
    var selections: [Bool] = []
    var applied = 0
    override var isHighlighted: Bool { didSet { highlights.append(isHighlighted) } }
    override var isSelected: Bool { didSet { selections.append(isSelected) } }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied += 1
    }
    override var contentView: UIView { super.contentView }
}

@MainActor
private final class FadingFlowLayout: UICollectionViewFlowLayout {
    var queriedRects: [CGRect] = []
    var prepares = 0
    override func prepare() {
        super.prepare()
        prepares += 1
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        return super.layoutAttributesForElements(in: rect)?.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            copy.alpha = 0.5
            return copy
        }
    }
}

@MainActor
private final class RecordingCollectionView: UICollectionView {
    var log: [String] = []
    override func reloadData() {
        log.append("reloadData")
        super.reloadData()
    }
    override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        log.append("selectItem \(indexPath?.item ?? -1)")
        super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        log.append("setContentOffset \(Int(contentOffset.y))")
        super.setContentOffset(contentOffset, animated: animated)
    }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        super.cellForItem(at: indexPath)
    }
    override var indexPathsForSelectedItems: [IndexPath]? { super.indexPathsForSelectedItems }
}

@MainActor
private final class Scene {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480), scale: 1)
    let layout = FadingFlowLayout()
    let collectionView: RecordingCollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(items: Int = 200) {
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = RecordingCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<RecordingCell, Int> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        let controller = UIViewController()
        host.show(controller)
        controller.view.addSubview(collectionView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0 ..< items))
        dataSource.apply(snapshot, animatingDifferences: false)
        host.advance(by: host.frameDuration)
    }

    func cell(_ item: Int) -> RecordingCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? RecordingCell }
}

@MainActor
struct CollectionViewOverrideTests {
    @Test func cellHighlightAndSelectionOverridesRunDuringATouch() throws {
        let scene = Scene()
        let cell = try #require(scene.cell(2))
        cell.highlights.removeAll()
        scene.host.touchDown(at: CGPoint(x: 100, y: 2 * 44 + 20))
        scene.host.advance(by: 0.3)
        #expect(cell.highlights == [true])
        scene.host.touchUp()
        scene.host.advance(by: scene.host.frameDuration)
        #expect(cell.highlights == [true, false])
        #expect(cell.selections == [true])
    }

    @Test func layoutSubclassElementQueryIsWhatTheCollectionViewShows() throws {
        let scene = Scene()
        #expect(scene.layout.prepares >= 1)
        #expect(!scene.layout.queriedRects.isEmpty)
        let cell = try #require(scene.cell(0))
        #expect(cell.alpha == 0.5)
        #expect(cell.applied >= 1)
        scene.layout.queriedRects.removeAll()
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 2000)
        scene.host.advance(by: scene.host.frameDuration)
        #expect(scene.layout.queriedRects.contains { $0.intersects(CGRect(x: 0, y: 2000, width: 320, height: 480)) })
        #expect(try #require(scene.cell(50)).alpha == 0.5)
    }

    @Test func applySnapshotUsingReloadDataCallsTheReloadDataOverride() {
        let scene = Scene(items: 10)
        scene.collectionView.log.removeAll()
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([7, 8, 9])
        scene.dataSource.applySnapshotUsingReloadData(snapshot)
        scene.host.advance(by: scene.host.frameDuration)
        #expect(scene.collectionView.log == ["reloadData"])
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func selectItemAndScrollToItemGoThroughTheOverrides() {
        let scene = Scene()
        let base: UICollectionView = scene.collectionView
        scene.collectionView.log.removeAll()
        base.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(scene.collectionView.log == ["selectItem 4"])
        #expect(base.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        scene.collectionView.log.removeAll()
        base.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false)
        #expect(scene.collectionView.log == ["setContentOffset 4400"])
        #expect(base.contentOffset.y == 4400)
    }

    @Test func asyncApplyReturnsAfterTheSnapshotIsShown() async {
        let scene = Scene(items: 3)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4, 5])
        await scene.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 5)
        snapshot.deleteItems([1])
        await scene.dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 4)
    }
}
