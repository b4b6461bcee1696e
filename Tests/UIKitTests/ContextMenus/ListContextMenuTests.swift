import Testing
import UIKitTesting
@testable import UIKit

/// A table delegate with a context menu on every row but row 0, recording the calls.
@MainActor
final class ContextMenuTableDelegate: UITableViewDelegate {
    var events: [String] = []
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        events.append("configuration \(indexPath.row) \(Int(point.y))")
        guard indexPath.row != 0 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Pin") { _ in self?.events.append("Pin \(indexPath.row)") }])
        }
    }
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) { events.append("willDisplay") }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) { events.append("willEnd") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
}

/// A collection delegate answering the iOS 13 single-item method only, or the iOS 16 one.
@MainActor
final class ContextMenuCollectionDelegate: UICollectionViewDelegate {
    var events: [String] = []
    var usesItemsAt = false
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        events.append("ForItemAt \(indexPath.item)")
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        guard usesItemsAt else {
            return indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
        }
        events.append("ForItemsAt \(indexPaths.map(\.item))")
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
    }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { events.append("willDisplay") }
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { events.append("willEnd") }
}

@MainActor
struct ListContextMenuTests {
    @Test func longPressOnARowLiftsItsCellWithoutSelecting() throws {
        let delegate = ContextMenuTableDelegate()
        TableKeepAlive.objects.append(delegate)
        let (host, table, _) = makeHostedTable([Array(0 ..< 30)]) { table, _ in table.delegate = delegate }
        let window = try #require(table.window)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        longPress(host, at: CGPoint(x: 100, y: 3 * 44 + 20))
        #expect(delegate.events == ["configuration 3 152", "didUnhighlight 3", "willDisplay"])
        let container = try #require(menuContainer(in: window))
        #expect(container.previewView?.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(cell.isHidden)
        host.tap(at: try #require(rowCenter("Pin", in: window)))
        host.advance(by: 0.3)
        #expect(delegate.events.suffix(2) == ["willEnd", "Pin 3"])
        #expect(!cell.isHidden)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!delegate.events.contains { $0.hasPrefix("didSelect") })
    }

    @Test func aRowWithoutAConfigurationStillSelectsOnTap() {
        let delegate = ContextMenuTableDelegate()
        TableKeepAlive.objects.append(delegate)
        let (host, table, _) = makeHostedTable([Array(0 ..< 30)]) { table, _ in table.delegate = delegate }
        longPress(host, at: CGPoint(x: 100, y: 20))
        #expect(delegate.events.first == "configuration 0 20")
        #expect(menuContainer(in: table.window!) == nil)
        host.tap(at: CGPoint(x: 100, y: 64))
        #expect(delegate.events.contains("didSelect 1"))
    }

    private func makeCollection(_ delegate: ContextMenuCollectionDelegate) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost()
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingCollectionSource(count: 20)
        TableKeepAlive.objects.append(source); TableKeepAlive.objects.append(delegate)
        collection.dataSource = source
        collection.delegate = delegate
        controller.view.addSubview(collection)
        host.show(controller)
        collection.layoutIfNeeded()
        return (host, collection)
    }

    @Test func collectionDefaultsTheIOS16MethodToTheIOS13One() {
        let delegate = ContextMenuCollectionDelegate()
        let (host, collection) = makeCollection(delegate)
        let center = collection.cellForItem(at: IndexPath(item: 1, section: 0))!.center
        longPress(host, at: center)
        #expect(delegate.events == ["ForItemAt 1", "willDisplay"])
        #expect(menuContainer(in: collection.window!)?.previewView?.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func collectionAsksTheIOS16MethodWithTheItemsIndexPaths() {
        let delegate = ContextMenuCollectionDelegate()
        delegate.usesItemsAt = true
        let (host, collection) = makeCollection(delegate)
        let center = collection.cellForItem(at: IndexPath(item: 2, section: 0))!.center
        longPress(host, at: center)
        #expect(delegate.events == ["ForItemsAt [2]", "willDisplay"])
        host.tap(at: CGPoint(x: 380, y: 830))
        host.advance(by: 0.3)
        #expect(delegate.events.last == "willEnd")
    }
}

/// A data source of `count` plain cells.
@MainActor
final class CountingCollectionSource: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }
}
