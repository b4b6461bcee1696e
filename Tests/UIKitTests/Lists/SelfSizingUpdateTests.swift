import Foundation
import Testing
import SeededRandom
import UIKitTesting
@testable import UIKit

/// A cell that wants a fixed height (and optionally a fixed width) through `sizeThatFits(_:)`.
@MainActor
final class SelfSizingHeightCell: UICollectionViewCell {
    /// The item the cell shows.
    var item = -1
    /// The height the cell fits to.
    var wantedHeight: CGFloat = 44
    /// The width the cell fits to (nil: the proposed width).
    var wantedWidth: CGFloat?
    /// The wanted size (the default `preferredLayoutAttributesFitting(_:)` asks this).
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: wantedWidth ?? size.width, height: wantedHeight) }
}

/// A data source of rows of different heights: each item has 1–4 lines of secondary text (list cells) or a
/// height from its line count (plain cells). The model is mutated by the tests before each update.
@MainActor
final class SelfSizingRows: NSObject, UICollectionViewDataSource {
    /// List cells with a content configuration, or plain cells of a fixed height (and width).
    enum Cells { case list, plain(width: CGFloat?) }
    /// The item identifiers of each section.
    var sections: [[Int]]
    /// Lines of secondary text (1–4) by item.
    var lines: [Int: Int] = [:]
    /// What cells show the items.
    let cells: Cells
    private var listRegistration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>!
    private var plainRegistration: UICollectionView.CellRegistration<SelfSizingHeightCell, Int>!

    /// A source of `sections` with line counts from the identifiers.
    init(sections: [[Int]], cells: Cells = .list) {
        self.sections = sections
        self.cells = cells
        super.init()
        for id in sections.joined() { lines[id] = 1 + (id * 7 + id / 3) % 4 }
        listRegistration = .init { [unowned self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = (1 ... (lines[item] ?? 1)).map { "Detail line \($0) of row \(item)" }.joined(separator: "\n")
            cell.contentConfiguration = content
        }
        plainRegistration = .init { [unowned self] cell, _, item in
            cell.item = item
            cell.wantedHeight = SelfSizingRows.plainHeight(lines: lines[item] ?? 1)
            if case .plain(let width) = cells { cell.wantedWidth = width }
        }
    }

    /// A plain cell's height for `lines`.
    static func plainHeight(lines: Int) -> CGFloat { CGFloat(24 + 17 * lines) }

    /// An identifier no item has.
    var nextID: Int { (sections.joined().max() ?? 0) + 1 }

    /// The number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    /// The number of items of `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    /// A configured cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let item = sections[indexPath.section][indexPath.item]
        switch cells {
        case .list: return collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: item)
        case .plain: return collectionView.dequeueConfiguredReusableCell(using: plainRegistration, for: indexPath, item: item)
        }
    }

    /// The item a cell shows.
    func shownItem(_ cell: UICollectionViewCell) -> Int? {
        if let cell = cell as? SelfSizingHeightCell { return cell.item }
        guard let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text else { return nil }
        return Int(text.dropFirst(4))
    }
}

/// A collection view filling a view controller's view.
@MainActor
final class SelfSizingController: UIViewController {
    /// The collection view's layout.
    let layout: UICollectionViewLayout
    /// The collection view (after the view loads).
    var collectionView: UICollectionView!
    /// A controller whose collection view uses `layout`.
    init(layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    /// Not used.
    required init?(coder: NSCoder) { nil }
    /// Makes the collection view.
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }
}

/// What is wrong with the visible cells: a frame that is not the layout's, a height that is not the cell's
/// own fitting height, a cell showing another item, rows that do not stack (gap or overlap, `spacing`
/// apart within a section), an element of the visible rect without its cell.
@MainActor
func selfSizingProblems(_ cv: UICollectionView, rows: SelfSizingRows, spacing: CGFloat) -> [String] {
    var problems: [String] = []
    let paths = cv.indexPathsForVisibleItems.sorted()
    for path in paths {
        guard let cell = cv.cellForItem(at: path), let attributes = cv.layoutAttributesForItem(at: path) else {
            problems.append("\(path): no cell or attributes"); continue
        }
        let frame = cell.frame
        if abs(frame.minY - attributes.frame.minY) > 0.01 || abs(frame.height - attributes.frame.height) > 0.01 {
            problems.append("\(path): cell frame \(frame) is not the layout's \(attributes.frame)")
        }
        let fitting = cell.preferredLayoutAttributesFitting(attributes.clone()).size.height
        if abs(frame.height - fitting) > 0.5 { problems.append("\(path): height \(frame.height), measured \(fitting)") }
        let expected = path.section < rows.sections.count && path.item < rows.sections[path.section].count
            ? rows.sections[path.section][path.item] : nil
        if rows.shownItem(cell) != expected { problems.append("\(path): shows \(String(describing: rows.shownItem(cell))), expected \(String(describing: expected))") }
    }
    for (a, b) in zip(paths, paths.dropFirst()) where a.section == b.section && a.item + 1 == b.item {
        guard let fa = cv.cellForItem(at: a)?.frame, let fb = cv.cellForItem(at: b)?.frame else { continue }
        if abs(fb.minY - (fa.maxY + spacing)) > 0.5 { problems.append("\(a)→\(b): \(fa.maxY) then \(fb.minY)") }
    }
    let wanted = Set((cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds) ?? [])
        .filter { $0.representedElementCategory == .cell }.map(\.indexPath))
    if wanted != Set(paths) { problems.append("visible \(paths.count) cells, layout wants \(wanted.count)") }
    return problems
}

/// Where a row is on screen (its cell's top minus the content offset).
@MainActor
func screenTop(_ cv: UICollectionView, _ path: IndexPath) -> CGFloat? {
    cv.cellForItem(at: path).map { $0.frame.minY - cv.contentOffset.y }
}

/// Visible self-sizing cells after batch updates: measured heights, contiguous rows, no jumps.
@MainActor
@Suite("Self-sizing through batch updates")
struct SelfSizingUpdateTests {
    /// Shows `layout` over `rows` and scrolls down in small steps, so rows above the viewport get measured.
    func show(_ layout: UICollectionViewLayout, _ rows: SelfSizingRows, scroll: CGFloat) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = SelfSizingController(layout: layout)
        controller.loadViewIfNeeded()
        controller.collectionView.dataSource = rows
        host.show(controller)
        host.runUntilIdle()
        let cv = controller.collectionView!
        var moved: CGFloat = 0
        while moved < scroll {
            cv.contentOffset.y += 40
            moved += 40
            host.renderFrame()
        }
        host.runUntilIdle()
        // The rows really differ in height.
        #expect(Set(cv.visibleCells.map(\.frame.height)).count >= 3)
        return (host, cv)
    }

    /// The first row whose top is inside the viewport.
    func anchor(_ cv: UICollectionView) -> IndexPath? {
        cv.indexPathsForVisibleItems.sorted().first { path in
            (cv.cellForItem(at: path)?.frame.minY ?? -1) >= cv.contentOffset.y
        }
    }

    /// Insert, delete, move, reload and reconfigure below the first visible row, each as a direct batch
    /// update; after each, every visible row has its own measured height, rows stack, and the first visible
    /// row stays where it is on screen.
    func directUpdates(_ layout: UICollectionViewLayout, _ rows: SelfSizingRows, spacing: CGFloat) throws {
        let (host, cv) = show(layout, rows, scroll: 800)
        #expect(selfSizingProblems(cv, rows: rows, spacing: spacing) == [])
        let top = try #require(anchor(cv))
        let topItem = rows.sections[top.section][top.item]
        let topScreen = try #require(screenTop(cv, top))
        let s = top.section, a = top.item
        func check(_ step: String) throws {
            host.runUntilIdle()
            #expect(selfSizingProblems(cv, rows: rows, spacing: spacing) == [], "after \(step)")
            let path = IndexPath(item: try #require(rows.sections[s].firstIndex(of: topItem)), section: s)
            #expect(screenTop(cv, path) == topScreen, "after \(step)")
        }
        cv.performBatchUpdates {
            rows.sections[s].remove(at: a + 2)
            cv.deleteItems(at: [IndexPath(item: a + 2, section: s)])
        }
        try check("delete")
        let new = rows.nextID
        rows.lines[new] = 4
        cv.performBatchUpdates {
            rows.sections[s].insert(new, at: a + 3)
            cv.insertItems(at: [IndexPath(item: a + 3, section: s)])
        }
        try check("insert")
        cv.performBatchUpdates {
            let item = rows.sections[s].remove(at: a + 1)
            rows.sections[s].insert(item, at: a + 5)
            cv.moveItem(at: IndexPath(item: a + 1, section: s), to: IndexPath(item: a + 5, section: s))
        }
        try check("move")
        let reloaded = rows.sections[s][a + 4]
        rows.lines[reloaded] = (rows.lines[reloaded] ?? 1) % 4 + 1
        cv.reloadItems(at: [IndexPath(item: a + 4, section: s)])
        try check("reload")
        let reconfigured = rows.sections[s][a + 2]
        rows.lines[reconfigured] = (rows.lines[reconfigured] ?? 1) % 4 + 1
        cv.reconfigureItems(at: [IndexPath(item: a + 2, section: s)])
        try check("reconfigure")
        cv.performBatchUpdates {
            rows.sections[s].remove(at: a + 6)
            cv.deleteItems(at: [IndexPath(item: a + 6, section: s)])
            let item = rows.nextID
            rows.lines[item] = 3
            rows.sections[s].insert(item, at: a + 1)
            cv.insertItems(at: [IndexPath(item: a + 1, section: s)])
        }
        try check("delete and insert in one batch")
    }

    @Test("plain list: visible rows keep their measured heights through insert, delete, move, reload, reconfigure")
    func plainListDirect() throws {
        let rows = SelfSizingRows(sections: [Array(0 ..< 80)])
        try directUpdates(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), rows, spacing: 0)
    }

    @Test("inset-grouped list with several sections: same, in the middle section")
    func insetGroupedDirect() throws {
        let rows = SelfSizingRows(sections: [Array(0 ..< 6), Array(100 ..< 160), Array(200 ..< 210)])
        try directUpdates(UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), rows, spacing: 0)
    }

    @Test("custom compositional layout with estimated heights and inter-group spacing")
    func customCompositionalDirect() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 6
        let rows = SelfSizingRows(sections: [Array(0 ..< 80)], cells: .plain(width: nil))
        try directUpdates(UICollectionViewCompositionalLayout(section: section), rows, spacing: 6)
    }

    @Test("flow layout with automaticSize: measured sizes survive updates")
    func flowDirect() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let rows = SelfSizingRows(sections: [Array(0 ..< 80)], cells: .plain(width: 300))
        try directUpdates(layout, rows, spacing: 10)
    }

    @Test("diffable apply (insert, delete, move, reconfigure in one snapshot) keeps measured heights and the visible rows in place")
    func diffableApply() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = ListHostViewController(layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), counts: [5, 60])
        var lines: [Int: Int] = [:]
        for id in 0 ..< 200 { lines[id] = 1 + (id * 5) % 4 }
        controller.configure = { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = (1 ... (lines[item] ?? 1)).map { "Detail \($0)" }.joined(separator: "\n")
            cell.contentConfiguration = content
        }
        host.show(controller)
        host.runUntilIdle()
        let cv = controller.collectionView!
        for _ in 0 ..< 20 { cv.contentOffset.y += 40; host.renderFrame() }
        host.runUntilIdle()
        let rows = SelfSizingRows(sections: [])
        func sync() { rows.sections = controller.dataSource.snapshot().sectionIdentifiers.map { controller.dataSource.snapshot().itemIdentifiers(inSection: $0) } }
        sync()
        #expect(selfSizingProblems(cv, rows: rows, spacing: 0) == [])
        let top = try #require(anchor(cv))
        let topItem = rows.sections[top.section][top.item]
        let topScreen = try #require(screenTop(cv, top))
        var snapshot = controller.dataSource.snapshot()
        let items = snapshot.itemIdentifiers(inSection: 1)
        let a = try #require(items.firstIndex(of: topItem))
        snapshot.deleteItems([items[a + 2], items[a + 7]])
        lines[1_000] = 4
        snapshot.insertItems([1_000], afterItem: items[a + 3])
        snapshot.moveItem(items[a + 1], afterItem: items[a + 5])
        lines[items[a + 4]] = (lines[items[a + 4]] ?? 1) % 4 + 1
        snapshot.reconfigureItems([items[a + 4]])
        controller.dataSource.apply(snapshot, animatingDifferences: true)
        host.runUntilIdle()
        sync()
        #expect(selfSizingProblems(cv, rows: rows, spacing: 0) == [])
        let path = try #require(controller.dataSource.indexPath(for: topItem))
        #expect(screenTop(cv, path) == topScreen)
    }

    @Test("an off-screen reload above the visible rows does not move them (list and flow layout)", arguments: [false, true])
    func reloadAboveViewport(flow: Bool) throws {
        let rows = SelfSizingRows(sections: [Array(0 ..< 80)], cells: flow ? .plain(width: 300) : .list)
        let layout: UICollectionViewLayout
        if flow {
            let flowLayout = UICollectionViewFlowLayout()
            flowLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout = flowLayout
        } else {
            layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        }
        let (host, cv) = show(layout, rows, scroll: 1_200)
        let top = try #require(anchor(cv))
        let topScreen = try #require(screenTop(cv, top))
        #expect(top.item > 8)
        rows.lines[rows.sections[0][2]] = 4
        cv.reloadItems(at: [IndexPath(item: 2, section: 0)])
        host.runUntilIdle()
        #expect(screenTop(cv, top) == topScreen)
        #expect(selfSizingProblems(cv, rows: rows, spacing: flow ? 10 : 0) == [])
    }

    @Test("a width change drops the measurements and the visible rows are measured again in the same pass")
    func widthChange() throws {
        let rows = SelfSizingRows(sections: [Array(0 ..< 80)])
        let (host, cv) = show(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), rows, scroll: 400)
        cv.frame = CGRect(x: 0, y: 0, width: 240, height: cv.frame.height)
        cv.layoutIfNeeded()
        #expect(selfSizingProblems(cv, rows: rows, spacing: 0) == [])
        host.runUntilIdle()
        #expect(selfSizingProblems(cv, rows: rows, spacing: 0) == [])
    }

    @Test("property: hundreds of random batch updates on a self-sizing list keep visible frames measured and contiguous")
    func randomUpdates() throws {
        var random = SplitMix64(seed: 0x5e1f_512e)
        let rows = SelfSizingRows(sections: [Array(0 ..< 60)])
        let (host, cv) = show(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), rows, scroll: 400)
        for step in 0 ..< 240 {
            let count = rows.sections[0].count
            let op = Int.random(in: 0 ..< 6, using: &random)
            let first = anchor(cv)?.item ?? 0
            // Mostly near the visible rows, sometimes anywhere.
            func index(_ limit: Int) -> Int {
                guard limit > 0 else { return 0 }
                if Bool.random(using: &random) { return Int.random(in: 0 ..< limit, using: &random) }
                return min(limit - 1, max(0, first + Int.random(in: -3 ..< 14, using: &random)))
            }
            cv.performBatchUpdates {
                switch op {
                case 0 where count < 120, 1 where count < 20:
                    let n = Int.random(in: 1 ... 3, using: &random)
                    var paths: [IndexPath] = []
                    for _ in 0 ..< n {
                        let id = rows.nextID
                        rows.lines[id] = Int.random(in: 1 ... 4, using: &random)
                        let at = index(rows.sections[0].count + 1)
                        rows.sections[0].insert(id, at: at)
                        paths = paths.map { $0.item >= at ? IndexPath(item: $0.item + 1, section: 0) : $0 } + [IndexPath(item: at, section: 0)]
                    }
                    cv.insertItems(at: paths)
                case 0, 1:
                    let n = Int.random(in: 1 ... 3, using: &random)
                    var old = Set<Int>()
                    while old.count < n { old.insert(index(count)) }
                    for i in old.sorted(by: >) { rows.sections[0].remove(at: i) }
                    cv.deleteItems(at: old.map { IndexPath(item: $0, section: 0) })
                case 2:
                    let from = index(count), to = index(count)
                    let item = rows.sections[0].remove(at: from)
                    rows.sections[0].insert(item, at: to)
                    cv.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
                case 3:
                    let i = index(count)
                    rows.lines[rows.sections[0][i]] = Int.random(in: 1 ... 4, using: &random)
                    cv.reloadItems(at: [IndexPath(item: i, section: 0)])
                case 4:
                    let i = index(count)
                    rows.lines[rows.sections[0][i]] = Int.random(in: 1 ... 4, using: &random)
                    cv.reconfigureItems(at: [IndexPath(item: i, section: 0)])
                default:
                    // A delete and an insert in one batch.
                    let gone = index(count)
                    rows.sections[0].remove(at: gone)
                    let id = rows.nextID
                    rows.lines[id] = Int.random(in: 1 ... 4, using: &random)
                    let at = index(rows.sections[0].count + 1)
                    rows.sections[0].insert(id, at: at)
                    cv.deleteItems(at: [IndexPath(item: gone, section: 0)])
                    cv.insertItems(at: [IndexPath(item: at, section: 0)])
                }
            }
            if step % 9 == 0 {
                cv.contentOffset.y = max(0, min(cv.contentSize.height - cv.bounds.height, cv.contentOffset.y + CGFloat(Int.random(in: -300 ... 300, using: &random))))
            }
            host.runUntilIdle()
            let problems = selfSizingProblems(cv, rows: rows, spacing: 0)
            #expect(problems == [], "step \(step), op \(op)")
            if !problems.isEmpty { break }
        }
    }

    @Test("property: random updates across three inset-grouped sections, with moves between sections, via diffable apply")
    func randomAcrossSections() throws {
        var random = SplitMix64(seed: 0xc0ff_ee05)
        let rows = SelfSizingRows(sections: [Array(0 ..< 12), Array(100 ..< 130), Array(200 ..< 215)])
        let (host, cv) = show(UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), rows, scroll: 600)
        for step in 0 ..< 150 {
            var paths: [IndexPath] = []
            for (s, items) in rows.sections.enumerated() { paths += items.indices.map { IndexPath(item: $0, section: s) } }
            let pick = paths[Int.random(in: 0 ..< paths.count, using: &random)]
            let op = Int.random(in: 0 ..< 4, using: &random)
            cv.performBatchUpdates {
                switch op {
                case 0 where rows.sections[pick.section].count > 2:
                    rows.sections[pick.section].remove(at: pick.item)
                    cv.deleteItems(at: [pick])
                case 0, 1:
                    let id = rows.nextID
                    rows.lines[id] = Int.random(in: 1 ... 4, using: &random)
                    rows.sections[pick.section].insert(id, at: pick.item)
                    cv.insertItems(at: [pick])
                case 2:
                    let to = Int.random(in: 0 ..< 3, using: &random)
                    guard rows.sections[pick.section].count > 2 || to == pick.section else { return }
                    let item = rows.sections[pick.section].remove(at: pick.item)
                    let at = Int.random(in: 0 ... rows.sections[to].count, using: &random)
                    rows.sections[to].insert(item, at: at)
                    cv.moveItem(at: pick, to: IndexPath(item: at, section: to))
                default:
                    rows.lines[rows.sections[pick.section][pick.item]] = Int.random(in: 1 ... 4, using: &random)
                    cv.reloadItems(at: [pick])
                }
            }
            if step % 7 == 0 {
                let limit = max(0, cv.contentSize.height - cv.bounds.height)
                cv.contentOffset.y = CGFloat(Int.random(in: 0 ... Int(limit), using: &random))
            }
            host.runUntilIdle()
            let problems = selfSizingProblems(cv, rows: rows, spacing: 0)
            #expect(problems == [], "step \(step), op \(op)")
            if !problems.isEmpty { break }
        }
    }
}
