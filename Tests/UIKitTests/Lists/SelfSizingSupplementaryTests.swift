import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// A header or footer view that wants a fixed height through `sizeThatFits(_:)` (the default
/// `preferredLayoutAttributesFitting(_:)` of a reusable view asks it).
@MainActor
final class SelfSizingBoundaryView: UICollectionReusableView {
    /// The height the view fits to.
    var wantedHeight: CGFloat = 30
    /// The wanted size for the proposed width.
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: wantedHeight) }
}

/// Sections of one-line list rows with headers and footers of 1–4 lines, as list-cell supplementaries with
/// grouped header/footer configurations, or as `SelfSizingBoundaryView`s of a height from the line count.
@MainActor
final class SupplementaryRows: NSObject, UICollectionViewDataSource {
    /// Rows per section.
    var rowCounts: [Int]
    /// Each section's identifier, which its header and footer texts follow (the tests mutate it before
    /// each batch update).
    var sectionIDs: [Int]
    /// Whether the supplementaries are `SelfSizingBoundaryView`s (else list cells).
    let plainViews: Bool
    private var cellRegistration: UICollectionView.CellRegistration<UICollectionViewListCell, IndexPath>!
    private var headerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>!
    private var footerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>!
    private var plainHeader: UICollectionView.SupplementaryRegistration<SelfSizingBoundaryView>!
    private var plainFooter: UICollectionView.SupplementaryRegistration<SelfSizingBoundaryView>!
    private var globalHeader: UICollectionView.SupplementaryRegistration<SelfSizingBoundaryView>!
    private var globalFooter: UICollectionView.SupplementaryRegistration<SelfSizingBoundaryView>!
    /// The element kinds of the layout-wide header and footer (90 and 70 pt tall).
    static let globalKinds = ("global-header", "global-footer")

    /// Lines of section `s`'s header.
    static func headerLines(_ s: Int) -> Int { 1 + (s * 3 + 1) % 4 }
    /// Lines of section `s`'s footer.
    static func footerLines(_ s: Int) -> Int { 1 + (s * 5 + 2) % 4 }
    /// `lines` lines of text.
    static func text(_ what: String, _ lines: Int) -> String {
        (1 ... lines).map { "\(what) line \($0) of \(lines)" }.joined(separator: "\n")
    }

    /// A source of `sections` sections of `rows` rows each.
    init(sections: Int, rows: Int, plainViews: Bool = false) {
        rowCounts = Array(repeating: rows, count: sections)
        sectionIDs = Array(0 ..< sections)
        self.plainViews = plainViews
        super.init()
        cellRegistration = .init { cell, _, path in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(path.item) of section \(path.section)"
            cell.contentConfiguration = content
        }
        headerRegistration = .init(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, path in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = SupplementaryRows.text("Header", SupplementaryRows.headerLines(sectionIDs[path.section]))
            view.contentConfiguration = content
        }
        footerRegistration = .init(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, path in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = SupplementaryRows.text("Footer", SupplementaryRows.footerLines(sectionIDs[path.section]))
            view.contentConfiguration = content
        }
        globalHeader = .init(elementKind: SupplementaryRows.globalKinds.0) { view, _, _ in view.wantedHeight = 90 }
        globalFooter = .init(elementKind: SupplementaryRows.globalKinds.1) { view, _, _ in view.wantedHeight = 70 }
        plainHeader = .init(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, path in
            view.wantedHeight = CGFloat(12 + 17 * SupplementaryRows.headerLines(sectionIDs[path.section]))
        }
        plainFooter = .init(elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, path in
            view.wantedHeight = CGFloat(12 + 17 * SupplementaryRows.footerLines(sectionIDs[path.section]))
        }
    }

    /// The number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int { rowCounts.count }
    /// The number of rows of `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rowCounts[section] }
    /// A configured list cell.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: indexPath)
    }
    /// A configured header or footer.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = kind == UICollectionView.elementKindSectionHeader
        if kind == SupplementaryRows.globalKinds.0 || kind == SupplementaryRows.globalKinds.1 {
            return collectionView.dequeueConfiguredReusableSupplementary(using: kind == SupplementaryRows.globalKinds.0 ? globalHeader : globalFooter,
                                                                          for: indexPath)
        }
        if plainViews {
            return collectionView.dequeueConfiguredReusableSupplementary(using: header ? plainHeader : plainFooter, for: indexPath)
        }
        return collectionView.dequeueConfiguredReusableSupplementary(using: header ? headerRegistration : footerRegistration,
                                                                      for: indexPath)
    }
}

/// What is wrong with the visible headers and footers: a frame that is not the layout's, a height that is
/// not the view's own fitting height, a header not directly above its section's first row (unless pinned
/// over it), a footer not directly below its last row, a next section's header not `sectionSpacing` below
/// a footer.
@MainActor
func supplementaryProblems(_ cv: UICollectionView, sectionSpacing: CGFloat = 0) -> [String] {
    var problems: [String] = []
    let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
    for kind in kinds {
        for path in cv.indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted() {
            guard let view = cv.supplementaryView(forElementKind: kind, at: path),
                  let attributes = cv.layoutAttributesForSupplementaryElement(ofKind: kind, at: path) else {
                problems.append("\(kind) \(path): no view or attributes"); continue
            }
            let frame = view.frame
            if abs(frame.minY - attributes.frame.minY) > 0.01 || abs(frame.height - attributes.frame.height) > 0.01 {
                problems.append("\(kind) \(path): frame \(frame) is not the layout's \(attributes.frame)")
            }
            let fitting = view.preferredLayoutAttributesFitting(attributes.clone()).size.height
            if abs(frame.height - fitting) > 0.5 { problems.append("\(kind) \(path): height \(frame.height), fits \(fitting)") }
            let s = path.section
            if kind == kinds[0] {
                let pinned = frame.minY <= cv.contentOffset.y + 0.5
                if !pinned, let row = cv.cellForItem(at: IndexPath(item: 0, section: s)), abs(row.frame.minY - frame.maxY) > 0.5 {
                    problems.append("header \(s) ends at \(frame.maxY), its first row starts at \(row.frame.minY)")
                }
            } else {
                let last = cv.numberOfItems(inSection: s) - 1
                if let row = cv.cellForItem(at: IndexPath(item: last, section: s)), abs(row.frame.maxY - frame.minY) > 0.5 {
                    problems.append("footer \(s) starts at \(frame.minY), its last row ends at \(row.frame.maxY)")
                }
                if let next = cv.supplementaryView(forElementKind: kinds[0], at: IndexPath(item: 0, section: s + 1)),
                   abs(next.frame.minY - frame.maxY - sectionSpacing) > 0.5, next.frame.minY > cv.contentOffset.y + 0.5 {
                    problems.append("footer \(s) ends at \(frame.maxY), header \(s + 1) starts at \(next.frame.minY)")
                }
            }
        }
    }
    return problems
}

/// Self-sizing headers and footers: measured in the layout pass that shows them, as cells are.
@MainActor
@Suite("Self-sizing supplementary views")
struct SelfSizingSupplementaryTests {
    /// Shows `layout` over `rows` in a 390 × 844 window.
    func show(_ layout: UICollectionViewLayout, _ rows: SupplementaryRows) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = SelfSizingController(layout: layout)
        controller.loadViewIfNeeded()
        controller.collectionView.dataSource = rows
        host.show(controller)
        host.runUntilIdle()
        return (host, controller.collectionView!)
    }

    /// An inset-grouped list with supplementary headers and footers.
    func insetGroupedList() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// A custom layout: full-width rows estimated at 44, a header and a footer estimated at 30.
    func customLayout(pinned: Bool) -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let boundary = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: boundary, elementKind: UICollectionView.elementKindSectionHeader,
                                                                 alignment: .top)
        header.pinToVisibleBounds = pinned
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: boundary, elementKind: UICollectionView.elementKindSectionFooter,
                                                                 alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The first row whose top is inside the viewport, and where it is on screen.
    func anchor(_ cv: UICollectionView) -> (IndexPath, CGFloat)? {
        let path = cv.indexPathsForVisibleItems.sorted().first { (cv.cellForItem(at: $0)?.frame.minY ?? -1) >= cv.contentOffset.y }
        guard let path, let cell = cv.cellForItem(at: path) else { return nil }
        return (path, cell.frame.minY - cv.contentOffset.y)
    }

    /// Scrolls to the bottom and back in 40 pt steps, checking every step; headers measured on the way
    /// keep their heights when they are above the viewport.
    func scrollThrough(_ host: HeadlessHost, _ cv: UICollectionView) {
        #expect(supplementaryProblems(cv) == [])
        var measured: [Int: CGFloat] = [:]
        let header = UICollectionView.elementKindSectionHeader
        while cv.contentOffset.y + cv.bounds.height < cv.contentSize.height - 1 {
            cv.contentOffset.y = min(cv.contentOffset.y + 40, cv.contentSize.height - cv.bounds.height)
            host.renderFrame()
            #expect(supplementaryProblems(cv) == [], "at \(cv.contentOffset.y)")
            for path in cv.indexPathsForVisibleSupplementaryElements(ofKind: header) {
                measured[path.section] = cv.supplementaryView(forElementKind: header, at: path)?.frame.height
            }
        }
        #expect(measured.count == cv.numberOfSections)
        for (s, height) in measured {
            let now = cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: s))?.frame.height
            #expect(now == height, "header \(s) above the viewport")
        }
        while cv.contentOffset.y > 0 {
            cv.contentOffset.y = max(0, cv.contentOffset.y - 40)
            host.renderFrame()
            #expect(supplementaryProblems(cv) == [], "at \(cv.contentOffset.y)")
        }
    }

    @Test("inset-grouped list: headers and footers of 1–4 lines get their own heights, rows stack between them")
    func insetGroupedListSelfSizes() {
        let rows = SupplementaryRows(sections: 12, rows: 3)
        let (host, cv) = show(insetGroupedList(), rows)
        let heights = Set(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).map(\.frame.height))
        #expect(heights.count >= 3, "footers of different line counts differ: \(heights)")
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).contains { $0.frame.height > 38 })
        scrollThrough(host, cv)
    }

    @Test("custom layout with estimated boundary items, unpinned and pinned", arguments: [false, true])
    func customBoundaryItemsSelfSize(pinned: Bool) {
        for plain in [true, false] {
            let rows = SupplementaryRows(sections: 12, rows: 4, plainViews: plain)
            let (host, cv) = show(customLayout(pinned: pinned), rows)
            let heights = Set(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.frame.height))
            #expect(heights.count >= 2, "headers of different line counts differ: \(heights)")
            scrollThrough(host, cv)
        }
    }

    /// Scrolls up in 10 pt steps (a frame of a brisk scroll), so a header or footer coming in from above
    /// starts above the top edge when it is measured; as with cells (and in UIKit), an element that
    /// appears wholly inside the viewport grows downwards instead.
    @Test("headers measured while scrolling up from a jump do not move the rows on screen", arguments: [false, true])
    func measuringAboveDoesNotJump(custom: Bool) throws {
        let rows = SupplementaryRows(sections: 40, rows: 2)
        let (host, cv) = show(custom ? customLayout(pinned: true) : insetGroupedList(), rows)
        cv.contentOffset.y = cv.contentSize.height - cv.bounds.height
        host.renderFrame()
        host.runUntilIdle()
        #expect(supplementaryProblems(cv) == [])
        var steps = 0
        while cv.contentOffset.y > 0, steps < 1_000 {
            let (path, screen) = try #require(anchor(cv))
            let step = min(10, cv.contentOffset.y)
            cv.contentOffset.y -= step
            host.renderFrame()
            let cell = try #require(cv.cellForItem(at: path))
            #expect(abs(cell.frame.minY - cv.contentOffset.y - (screen + step)) < 0.5, "row \(path) moved on screen at step \(steps)")
            #expect(supplementaryProblems(cv) == [], "at \(cv.contentOffset.y)")
            steps += 1
        }
    }

    @Test("section inserts, deletes and moves below the first visible row: headers keep their own heights, rows stay put")
    func batchUpdatesKeepMeasuredHeaders() throws {
        let rows = SupplementaryRows(sections: 20, rows: 2)
        let (host, cv) = show(insetGroupedList(), rows)
        for _ in 0 ..< 30 { cv.contentOffset.y += 40; host.renderFrame() }
        host.runUntilIdle()
        let (top, screen) = try #require(anchor(cv))
        func check(_ step: String) throws {
            host.runUntilIdle()
            #expect(supplementaryProblems(cv) == [], "after \(step)")
            let cell = try #require(cv.cellForItem(at: top), "after \(step)")
            #expect(abs(cell.frame.minY - cv.contentOffset.y - screen) < 0.5, "after \(step)")
        }
        let s = top.section + 1
        cv.performBatchUpdates {
            rows.rowCounts.remove(at: s); rows.sectionIDs.remove(at: s)
            cv.deleteSections([s])
        }
        try check("delete")
        cv.performBatchUpdates {
            rows.rowCounts.insert(3, at: s); rows.sectionIDs.insert(100, at: s)
            cv.insertSections([s])
        }
        try check("insert")
        cv.performBatchUpdates {
            let count = rows.rowCounts.remove(at: s + 1), id = rows.sectionIDs.remove(at: s + 1)
            rows.rowCounts.insert(count, at: s); rows.sectionIDs.insert(id, at: s)
            cv.moveSection(s + 1, toSection: s)
        }
        try check("move")
        cv.performBatchUpdates {
            rows.sectionIDs[s] = 203
            cv.reloadSections([s])
        }
        try check("reload")
    }

    @Test("layout-wide boundary items with estimated heights are measured too; the first section starts below the header")
    func globalBoundaryItemsSelfSize() throws {
        let layout = try #require(customLayout(pinned: false) as? UICollectionViewCompositionalLayout)
        let configuration = layout.configuration
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: SupplementaryRows.globalKinds.0, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: SupplementaryRows.globalKinds.1, alignment: .bottom),
        ]
        layout.configuration = configuration
        let rows = SupplementaryRows(sections: 6, rows: 3, plainViews: true)
        let (host, cv) = show(layout, rows)
        let path = IndexPath(item: 0, section: 0)
        let global = try #require(cv.supplementaryView(forElementKind: SupplementaryRows.globalKinds.0, at: path))
        #expect(global.frame.minY == 0 && global.frame.height == 90)
        let first = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path))
        #expect(first.frame.minY == 90)
        #expect(supplementaryProblems(cv) == [])
        // Twice: what is measured at the bottom grows the content below the first offset.
        for _ in 0 ..< 2 {
            cv.contentOffset.y = cv.contentSize.height - cv.bounds.height
            host.renderFrame()
            host.runUntilIdle()
        }
        #expect(supplementaryProblems(cv) == [])
        let footer = try #require(cv.supplementaryView(forElementKind: SupplementaryRows.globalKinds.1, at: path))
        #expect(footer.frame.height == 70 && abs(footer.frame.maxY - cv.contentSize.height) < 0.5)
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: SupplementaryRows.globalKinds.0, at: path)?.frame.height == 90)
    }

    @Test("a width change measures the visible headers and footers again in the same pass")
    func widthChangeRemeasures() {
        let rows = SupplementaryRows(sections: 8, rows: 2)
        let (host, cv) = show(insetGroupedList(), rows)
        cv.superview?.frame.size.width = 700
        cv.frame.size.width = 700
        cv.layoutIfNeeded()
        #expect(supplementaryProblems(cv) == [])
        host.runUntilIdle()
        #expect(supplementaryProblems(cv) == [])
    }

    @Test("flow layout headers keep their reference size (not self-sizing, as UIKit)")
    func flowHeadersStayFixed() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.headerReferenceSize = CGSize(width: 390, height: 30)
        layout.footerReferenceSize = CGSize(width: 390, height: 20)
        let rows = SupplementaryRows(sections: 4, rows: 2, plainViews: true)
        let (_, cv) = show(layout, rows)
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(!headers.isEmpty)
        #expect(headers.allSatisfy { $0.frame.height == 30 })
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).allSatisfy { $0.frame.height == 20 })
    }
}
