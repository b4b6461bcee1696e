import Testing
import UIKitTesting
@testable import UIKit

// Seed 000 as its two answers write it (the XIB replaced by code): a UIView hosting a horizontal
// collection view that forwards scrolling to a custom delegate, and a UICollectionView subclass with its own
// scroll behaviour while the view controller (or a closure-based object) stays the delegate.

@MainActor protocol SeedCustomCollectionViewDelegate: AnyObject {
    func collectionViewDidScroll(_ scrollView: UIScrollView)
}

extension SeedCustomCollectionViewDelegate {
    func collectionViewDidScroll(_ scrollView: UIScrollView) {}
}

final class SeedTitleCell: UICollectionViewCell {
    let titleLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { nil }
}

final class SeedCustomCollectionView: UIView {
    var collection: UICollectionView!
    weak var customDelegate: (any SeedCustomCollectionViewDelegate)?
    let titles = ["HorizontalCollectionView", "VerticalCollectionView", "Third", "Fourth"]

    init(frame: CGRect, delegate: (any SeedCustomCollectionViewDelegate)?) {
        super.init(frame: frame)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        collection = UICollectionView(frame: bounds, collectionViewLayout: layout)
        addSubview(collection)
        collection.register(SeedTitleCell.self, forCellWithReuseIdentifier: "CustomCollectionViewCell")
        collection.delegate = self
        collection.dataSource = self
        customDelegate = delegate
    }
    required init?(coder: NSCoder) { nil }
}

extension SeedCustomCollectionView: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        customDelegate?.collectionViewDidScroll(scrollView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets { .zero }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 10 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 10 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 300, height: collectionView.bounds.height)
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CustomCollectionViewCell", for: indexPath) as! SeedTitleCell
        cell.titleLabel.text = titles[indexPath.row]
        return cell
    }
}

extension IndexPath {
    /// The seed writes `indexPath.row`; the table-view addition is not in this branch.
    fileprivate var row: Int { item }
}

final class Seed000ViewController: UIViewController, SeedCustomCollectionViewDelegate {
    var scrolls: [CGFloat] = []
    var custom: SeedCustomCollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        custom = SeedCustomCollectionView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200), delegate: self)
        view.addSubview(custom)
    }
    func collectionViewDidScroll(_ scrollView: UIScrollView) { scrolls.append(scrollView.contentOffset.x) }
}

/// Answer 2: the subclass keeps its own scroll behaviour through the subclass hook.
final class YourCollectionView: UICollectionView {
    var ownScrollUpdates = 0
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
    }
    required init?(coder aDecoder: NSCoder) { nil }
    override func didScroll() {
        super.didScroll()
        updateUIOnScrollViewDidScroll(self)
    }
    func updateUIOnScrollViewDidScroll(_ scrollView: UIScrollView) { ownScrollUpdates += 1 }
}

final class YourCollectionViewDelegate: NSObject, UICollectionViewDelegate {
    var onSelectedItemAt: ((IndexPath) -> Void)?
    var scrolled = 0
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelectedItemAt?(indexPath)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView is YourCollectionView else { fatalError("your message") }
        scrolled += 1
    }
}

@MainActor
struct UICollectionViewSeed000Tests {
    @Test func cellsAre300Wide10ApartAnd200Tall() {
        let host = HeadlessHost()
        let controller = Seed000ViewController()
        host.show(controller)
        let collection = controller.custom.collection!
        collection.layoutIfNeeded()
        let frames = collection.indexPathsForVisibleItems.compactMap { collection.cellForItem(at: $0)?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 310, y: 0, width: 300, height: 200)])
        #expect(collection.contentSize == CGSize(width: 4 * 300 + 3 * 10, height: 200))
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? SeedTitleCell
        #expect(cell?.titleLabel.text == "HorizontalCollectionView")
    }

    @Test func scrollingIsForwardedToTheViewController() {
        let host = HeadlessHost()
        let controller = Seed000ViewController()
        host.show(controller)
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100))
        _ = host.runUntilIdle()
        #expect(!controller.scrolls.isEmpty)
        #expect(controller.scrolls.last == controller.custom.collection.contentOffset.x)
        #expect(controller.custom.collection.contentOffset.x > 0)
        #expect(controller.custom.collection.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 0)))
    }

    @Test func subclassKeepsItsScrollBehaviourWhileAnotherObjectIsTheDelegate() {
        let host = HeadlessHost()
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        let collection = YourCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let dataSource = ModelDataSource([Array(0 ..< 500)])
        collection.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = dataSource
        let customDelegate = YourCollectionViewDelegate()
        var selected: [IndexPath] = []
        customDelegate.onSelectedItemAt = { selected.append($0) }
        collection.delegate = customDelegate
        controller.view.addSubview(collection)
        host.show(controller)
        collection.layoutIfNeeded()
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        _ = host.runUntilIdle()
        #expect(collection.ownScrollUpdates > 0)
        #expect(customDelegate.scrolled == collection.ownScrollUpdates)
        // Tap the item in the middle of the screen.
        let middle = CGPoint(x: collection.bounds.midX, y: collection.bounds.midY)
        guard let path = collection.indexPathsForVisibleItems.first(where: { collection.cellForItem(at: $0)!.frame.insetBy(dx: -10, dy: -10).contains(middle) }) else {
            Issue.record("no item in the middle")
            return
        }
        let frame = collection.cellForItem(at: path)!.frame
        let point = collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        host.tap(at: point)
        _ = host.runUntilIdle()
        #expect(selected == [path])
        #expect(collection.indexPathsForSelectedItems == [path])
    }
}
