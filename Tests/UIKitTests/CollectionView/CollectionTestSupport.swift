import Testing
import UIKitTesting
@testable import UIKit

/// A cell that shows which model value it was configured with.
final class ValueCell: UICollectionViewCell {
    var value: Int?
    var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        value = nil
    }
}

/// A header or footer view.
final class TitleView: UICollectionReusableView {
    var title = ""
}

/// A data source over a model of sections of integer values, recording the identifiers it dequeued.
@MainActor
final class ModelDataSource: UICollectionViewDataSource {
    var model: [[Int]]
    var dequeuedIdentifiers: [String] = []
    var identifier = "cell"

    init(_ model: [[Int]]) { self.model = model }

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        dequeuedIdentifiers.append(identifier)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! ValueCell
        cell.value = model[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
        view.title = "\(kind) \(indexPath.section)"
        return view
    }
}

/// Records delegate callbacks in order.
@MainActor
final class RecordingDelegate: UICollectionViewDelegateFlowLayout {
    var events: [String] = []
    var allowSelect = true
    var scrolls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)"); return allowSelect
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldDeselect \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }
}

/// A view controller whose view is one collection view filling the screen.
@MainActor
final class CollectionHostController: UIViewController {
    let collectionView: UICollectionView
    init(layout: UICollectionViewLayout, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(collectionView)
        view = root
    }
}

/// Shows a collection view over `model` in a headless 390×844 window and lays it out.
@MainActor
func makeHostedCollection(model: [[Int]], layout: UICollectionViewLayout = UICollectionViewFlowLayout(),
                          frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844))
    -> (host: HeadlessHost, collectionView: UICollectionView, dataSource: ModelDataSource) {
    let host = HeadlessHost()
    let controller = CollectionHostController(layout: layout, frame: frame)
    let dataSource = ModelDataSource(model)
    controller.collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    controller.collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
    controller.collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
    controller.collectionView.dataSource = dataSource
    KeepAlive.objects.append(dataSource)
    host.show(controller)
    controller.collectionView.layoutIfNeeded()
    return (host, controller.collectionView, dataSource)
}

/// Checks every visible cell shows the model value of its index path.
@MainActor
func visibleCellsMatch(_ collectionView: UICollectionView, _ model: [[Int]]) -> Bool {
    for path in collectionView.indexPathsForVisibleItems {
        guard let cell = collectionView.cellForItem(at: path) as? ValueCell, path.section < model.count,
              path.item < model[path.section].count, cell.value == model[path.section][path.item] else { return false }
    }
    return true
}

/// Data sources are held weakly by collection views; tests that drop the returned tuple element keep them here.
@MainActor
enum KeepAlive {
    static var objects: [AnyObject] = []
}
