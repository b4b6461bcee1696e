import Testing
import UIKitTesting
@testable import UIKit

/// A cell whose content view holds a multi-line label pinned to its edges by constraints.
@MainActor
private final class NoteCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Ten notes in a list layout: self-sizing cells of one line each to start with.
@MainActor
private final class Notes: NSObject, UICollectionViewDataSource {
    var texts = (0..<10).map { "Note \($0)" }
    var useConfigurations = false
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if useConfigurations {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = texts[indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        cell.label.text = texts[indexPath.item]
        return cell
    }
}

/// `UICollectionView.selfSizingInvalidation` (iOS 16): a visible self-sizing cell whose content changes
/// resizes, and the items after it move, without `reloadData` or `reconfigureItems`.
@MainActor
struct CollectionSelfSizingInvalidationTests {
    private static let long = "A note that has grown long enough to wrap onto several lines of the list, pushing the notes below it down."

    private func scene(configurations: Bool = false) -> (HeadlessHost, UICollectionView, Notes) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = UIViewController()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let notes = Notes()
        notes.useConfigurations = configurations
        collection.dataSource = notes
        controller.view.addSubview(collection)
        host.show(controller)
        host.advance(by: 0.1)
        return (host, collection, notes)
    }

    private func frame(_ collection: UICollectionView, _ item: Int) throws -> CGRect {
        try #require(collection.cellForItem(at: IndexPath(item: item, section: 0))).frame
    }

    @Test func invalidatingACellResizesItAndMovesTheItemsAfterIt() throws {
        let (host, collection, notes) = scene()
        #expect(collection.selfSizingInvalidation == .enabled)
        let before2 = try frame(collection, 2), before3 = try frame(collection, 3), before1 = try frame(collection, 1)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? NoteCell)
        cell.label.text = Self.long
        cell.invalidateIntrinsicContentSize()
        host.advance(by: 1)
        let after2 = try frame(collection, 2), after3 = try frame(collection, 3)
        let grown = after2.height - before2.height
        #expect(grown > 40)                                  // one line became three or more
        #expect(try frame(collection, 1) == before1)         // what is above the change stays put
        #expect(after2.minY == before2.minY)
        #expect(abs(after3.minY - (before3.minY + grown)) < 0.5)
        withExtendedLifetime(notes) {}
    }

    @Test func theResizeIsAnimated() throws {
        let (host, collection, notes) = scene()
        let before3 = try frame(collection, 3)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? NoteCell)
        cell.label.text = Self.long
        cell.contentView.invalidateIntrinsicContentSize()    // the content view's invalidation counts too
        host.advance(by: 0.15)
        let next = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        let moving = next.layer.presentation()?.frame.minY ?? next.frame.minY
        host.advance(by: 1)
        let final = next.frame.minY
        #expect(final > before3.minY + 40)
        #expect(moving > before3.minY && moving < final)     // half-way through the 0.3 s animation
        withExtendedLifetime(notes) {}
    }

    @Test func disabledKeepsTheOldSize() throws {
        let (host, collection, notes) = scene()
        collection.selfSizingInvalidation = .disabled
        let before = try frame(collection, 2)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? NoteCell)
        cell.label.text = Self.long
        cell.invalidateIntrinsicContentSize()
        host.advance(by: 1)
        #expect(try frame(collection, 2) == before)
        withExtendedLifetime(notes) {}
    }

    @Test func constraintChangesResizeOnlyWithEnabledIncludingConstraints() throws {
        let (host, collection, notes) = scene()
        let before = try frame(collection, 4)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? NoteCell)
        // A new text changes the label's intrinsic size inside the content view: an Auto Layout change.
        cell.label.text = Self.long
        host.advance(by: 1)
        #expect(try frame(collection, 4).height == before.height)
        collection.selfSizingInvalidation = .enabledIncludingConstraints
        cell.label.text = Self.long + " Longer still, and then some more words."
        host.advance(by: 1)
        #expect(try frame(collection, 4).height > before.height + 40)
        // The layout settles: no further passes once the cell has its size.
        #expect(host.runUntilIdle(limit: 5))
        withExtendedLifetime(notes) {}
    }

    @Test func aNewContentConfigurationResizesTheCell() throws {
        let (host, collection, notes) = scene(configurations: true)
        let before = try frame(collection, 1), next = try frame(collection, 2)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        var content = cell.defaultContentConfiguration()
        content.text = Self.long
        cell.contentConfiguration = content
        host.advance(by: 1)
        let grown = try frame(collection, 1).height - before.height
        #expect(grown > 35)                                  // one line became three
        #expect(abs(try frame(collection, 2).minY - (next.minY + grown)) < 0.5)
        withExtendedLifetime(notes) {}
    }
}
