import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// The Gallery's sidebar outline, as a test fixture: header rows with `.header` outline disclosures
/// over folders, one row selected.
@MainActor
final class SidebarFixtureViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var selected: [String] = []
    let outline: [(String, [String])] = [
        ("Library", ["Recently Added", "Artists", "Albums", "Songs"]),
        ("Playlists", ["Favourites", "Road Trip", "Focus"]),
        ("Devices", ["Kitchen", "Living Room"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let headers = Set(outline.map(\.0))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            if !headers.contains(title) { content.image = UIImage(systemName: "folder") }
            cell.contentConfiguration = content
            cell.accessories = headers.contains(title) ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, path, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(outline.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        for (index, (header, children)) in outline.enumerated() {
            var section = NSDiffableDataSourceSectionSnapshot<String>()
            section.append([header])
            section.append(children, to: header)
            if index < 2 { section.expand([header]) }
            dataSource.apply(section, to: index, animatingDifferences: false)
        }
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    }

    func cell(_ title: String) -> UICollectionViewListCell? {
        guard let path = dataSource.indexPath(for: title) else { return nil }
        return collectionView.cellForItem(at: path) as? UICollectionViewListCell
    }

    func centre(of title: String) -> CGPoint? {
        guard let cell = cell(title) else { return nil }
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }
}

@MainActor
@Suite("Sidebar header rows (.header outline disclosures)")
struct SidebarHeaderTests {
    private func show() -> (HeadlessHost, SidebarFixtureViewController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = SidebarFixtureViewController()
        host.show(controller)
        _ = host.runUntilIdle()
        return (host, controller)
    }

    /// The rows the collection view reports selected, by title.
    private func selectedTitles(_ c: SidebarFixtureViewController) -> [String] {
        (c.collectionView.indexPathsForSelectedItems ?? []).compactMap { c.dataSource.itemIdentifier(for: $0) }
    }

    /// Titles of visible cells that look selected (isSelected, or a tinted background).
    private func cellsShowingSelection(_ c: SidebarFixtureViewController) -> [String] {
        c.collectionView.visibleCells.compactMap { cell -> String? in
            guard let list = cell as? UICollectionViewListCell, let path = c.collectionView.indexPath(for: list),
                  let title = c.dataSource.itemIdentifier(for: path) else { return nil }
            return list.isSelected || list.configurationState.isSelected ? title : nil
        }.sorted()
    }

    @Test("Tapping anywhere in a header row toggles it and selects nothing (Apple: the cell itself is not selectable)")
    func tapAnywhereToggles() throws {
        let (host, c) = show()
        #expect(selectedTitles(c) == ["Artists"])
        #expect(c.collectionView.numberOfItems(inSection: 1) == 4)
        // The text side of the row, far from the trailing chevron.
        let playlists = try #require(c.cell("Playlists"))
        host.tap(at: playlists.convert(CGPoint(x: 40, y: playlists.bounds.midY), to: nil))
        _ = host.runUntilIdle()
        #expect(c.collectionView.numberOfItems(inSection: 1) == 1)
        #expect(selectedTitles(c) == ["Artists"])
        #expect(!(c.cell("Playlists")?.isHighlighted ?? true))
        host.tap(at: try #require(c.centre(of: "Playlists")))
        _ = host.runUntilIdle()
        #expect(c.collectionView.numberOfItems(inSection: 1) == 4)
        #expect(selectedTitles(c) == ["Artists"])
        #expect(cellsShowingSelection(c) == ["Artists"])
        // The chevron itself still toggles once (not twice: the row's tap and the accessory's).
        let chevron = try #require(c.cell("Devices")?.subviews.compactMap { $0 as? CellAccessoryView }.first)
        host.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
        _ = host.runUntilIdle()
        #expect(c.collectionView.numberOfItems(inSection: 2) == 3)
        #expect(selectedTitles(c) == ["Artists"])
    }

    /// Titles of visible rows whose trailing area (right of the text, left of any chevron) is painted in
    /// the tint colour (systemBlue 0, 122, 255): the selected sidebar row's look.
    private func rowsPaintedBlue(_ host: HeadlessHost, _ c: SidebarFixtureViewController) -> [String] {
        let image = host.snapshot()
        let blue = Pixel(r: 0, g: 122, b: 255)
        return c.collectionView.visibleCells.compactMap { cell -> String? in
            guard let path = c.collectionView.indexPath(for: cell), let title = c.dataSource.itemIdentifier(for: path) else { return nil }
            let probe = cell.convert(CGPoint(x: cell.bounds.width - 60, y: cell.bounds.midY), to: nil)
            return image.pixel(atPoint: probe, scale: 2).isClose(to: blue, tolerance: 10) ? title : nil
        }.sorted()
    }

    @Test("Collapsing and expanding around the selected row leaves no stale selected background, and one row stays blue")
    func selectionSurvivesToggling() throws {
        let (host, c) = show()
        #expect(rowsPaintedBlue(host, c) == ["Artists"])
        // Collapsing Library removes the selected row from the list (UIKit deselects deleted items);
        // expanding it shows its rows again, none selected, none painted as selected.
        host.tap(at: try #require(c.centre(of: "Library")))
        _ = host.runUntilIdle()
        host.tap(at: try #require(c.centre(of: "Library")))
        _ = host.runUntilIdle()
        #expect(selectedTitles(c).isEmpty)
        #expect(rowsPaintedBlue(host, c).isEmpty)
        for title in ["Recently Added", "Artists", "Albums", "Songs"] {
            let content = try #require(c.cell(title)?.contentConfiguration as? UIListContentConfiguration)
            #expect(content.image != nil)
            #expect(content.textProperties.resolvedColor() == UIColor.label)
        }
        // The next tap selects exactly one row, painted blue with white text and icon.
        host.tap(at: try #require(c.centre(of: "Focus")))
        _ = host.runUntilIdle()
        #expect(selectedTitles(c) == ["Focus"])
        #expect(rowsPaintedBlue(host, c) == ["Focus"])
        let focus = try #require(c.cell("Focus")?.contentConfiguration as? UIListContentConfiguration)
        #expect(focus.textProperties.resolvedColor() == UIColor.white)
        // Selecting another row moves the look with the selection.
        host.tap(at: try #require(c.centre(of: "Albums")))
        _ = host.runUntilIdle()
        #expect(rowsPaintedBlue(host, c) == ["Albums"])
    }

    @Test("The background of a deselected sidebar row returns to clear after it was selected")
    func sidebarBackgroundRoundTrip() {
        let base = UIBackgroundConfiguration.listSidebarCell()
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        let shownSelected = base.updated(for: selected)
        #expect(shownSelected.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        let normal = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(shownSelected.updated(for: normal).resolvedBackgroundColor(for: .systemBlue) == base.resolvedBackgroundColor(for: .systemBlue))
    }
}
