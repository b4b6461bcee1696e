import Testing
import UIKitTesting
@testable import UIKit

/// A cell whose content view holds a multi-line label pinned to its edges (12 points top and bottom,
/// 16 leading and trailing): its height comes from the constraints.
@MainActor
final class ConstraintRowCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A custom content configuration whose view lays its label out with constraints.
struct BadgeConfiguration: UIContentConfiguration {
    var text = ""
    func makeContentView() -> any UIView & UIContentView { BadgeContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

@MainActor
final class BadgeContentView: UIView, UIContentView {
    let label = UILabel()
    var configuration: any UIContentConfiguration {
        didSet { apply() }
    }
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
        ])
        apply()
    }
    required init?(coder: NSCoder) { nil }
    private func apply() { label.text = (configuration as? BadgeConfiguration)?.text }
}

/// A section header whose label is pinned by constraints (8 points above and below, 20 at the sides).
@MainActor
final class ConstraintHeaderView: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .boldSystemFont(ofSize: 22)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Rows of 1...5 lines of text shown by constraint-sized cells.
@MainActor
final class ConstraintRows: NSObject, UICollectionViewDataSource {
    var items: [Int]
    var lines: [Int: Int] = [:]
    var useContentConfiguration = false
    private var registration: UICollectionView.CellRegistration<ConstraintRowCell, Int>!
    private var listRegistration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>!
    private var headerRegistration: UICollectionView.SupplementaryRegistration<ConstraintHeaderView>!
    /// The header's text.
    var headerText = "A header long enough to wrap onto a second line at phone width, surely"

    init(count: Int) {
        items = Array(0..<count)
        super.init()
        for i in items { lines[i] = 1 + (i * 3) % 5 }
        registration = .init { [unowned self] cell, _, item in cell.label.text = self.text(item) }
        listRegistration = .init { [unowned self] cell, _, item in cell.contentConfiguration = BadgeConfiguration(text: self.text(item)) }
        headerRegistration = .init(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, _ in
            view.label.text = self.headerText
        }
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }

    func text(_ item: Int) -> String {
        (1...(lines[item] ?? 1)).map { "Line \($0) of row \(item) with some words" }.joined(separator: "\n")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let item = items[indexPath.item]
        if useContentConfiguration {
            return collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: item)
        }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
}

@MainActor
@Suite("Self-sizing cells through constraints")
struct AutoLayoutSelfSizingTests {
    private func layout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func show(_ layout: UICollectionViewLayout, _ rows: ConstraintRows) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = SelfSizingController(layout: layout)
        controller.loadViewIfNeeded()
        controller.collectionView.dataSource = rows
        host.show(controller)
        host.runUntilIdle()
        return (host, controller.collectionView)
    }

    /// The height a row of `item` must have: the label's wrapped height at the cell width less 32, plus 24.
    private func expectedHeight(_ rows: ConstraintRows, _ item: Int, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = rows.text(item)
        return label.sizeThatFits(CGSize(width: width - 32, height: 10_000)).height + 24
    }

    private func problems(_ cv: UICollectionView, _ rows: ConstraintRows) -> [String] {
        var result: [String] = []
        let paths = cv.indexPathsForVisibleItems.sorted()
        if paths.isEmpty { result.append("no visible cells") }
        for path in paths {
            guard let cell = cv.cellForItem(at: path) as? ConstraintRowCell else { result.append("\(path): no cell"); continue }
            let item = rows.items[path.item]
            let want = expectedHeight(rows, item, width: cv.bounds.width)
            if abs(cell.frame.height - want) > 0.5 { result.append("\(path): height \(cell.frame.height), want \(want)") }
            if cell.label.text != rows.text(item) { result.append("\(path): shows the wrong text") }
            // The label sits where its constraints put it, inside the sized cell.
            let expectedLabel = CGRect(x: 16, y: 12, width: cell.bounds.width - 32, height: cell.bounds.height - 24)
            if cell.label.frame != expectedLabel { result.append("\(path): label \(cell.label.frame), want \(expectedLabel)") }
        }
        for (a, b) in zip(paths, paths.dropFirst()) {
            if let fa = cv.cellForItem(at: a)?.frame, let fb = cv.cellForItem(at: b)?.frame, abs(fb.minY - fa.maxY) > 0.5 {
                result.append("\(a)→\(b) do not stack")
            }
        }
        return result
    }

    @Test func compositionalRowsSizeFromTheirConstraints() {
        let rows = ConstraintRows(count: 60)
        let (host, cv) = show(layout(), rows)
        #expect(problems(cv, rows) == [])
        #expect(Set(cv.visibleCells.map(\.frame.height)).count >= 3)
        cv.contentOffset.y = 600
        host.runUntilIdle()
        #expect(problems(cv, rows) == [])
    }

    @Test func rowsResizeThroughBatchUpdates() {
        let rows = ConstraintRows(count: 40)
        let (host, cv) = show(layout(), rows)
        rows.lines[2] = 5
        rows.lines[3] = 1
        cv.performBatchUpdates { cv.reloadItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)]) }
        host.runUntilIdle()
        #expect(problems(cv, rows) == [])
        let new = 100
        rows.lines[new] = 4
        cv.performBatchUpdates {
            rows.items.insert(new, at: 1)
            cv.insertItems(at: [IndexPath(item: 1, section: 0)])
            rows.items.remove(at: 5)
            cv.deleteItems(at: [IndexPath(item: 4, section: 0)])
        }
        host.runUntilIdle()
        #expect(problems(cv, rows) == [])
        rows.lines[0] = 3
        cv.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        host.runUntilIdle()
        #expect(problems(cv, rows) == [])
    }

    @Test func headersSizeFromTheirConstraints() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let boundary = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: boundary, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let rows = ConstraintRows(count: 10)
        let (_, cv) = show(UICollectionViewCompositionalLayout(section: section), rows)
        let header = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first as? ConstraintHeaderView
        #expect(header != nil)
        guard let header else { return }
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .boldSystemFont(ofSize: 22)
        label.text = rows.headerText
        let want = label.sizeThatFits(CGSize(width: cv.bounds.width - 40, height: 10_000)).height + 16
        #expect(want > 60)  // two lines
        #expect(abs(header.frame.height - want) <= 0.5)
        #expect(header.label.frame == CGRect(x: 20, y: 8, width: cv.bounds.width - 40, height: header.bounds.height - 16))
        // The first row starts below the measured header.
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(abs((first?.frame.minY ?? -1) - header.frame.maxY) <= 0.5)
    }

    @Test func flowLayoutWithEstimatedSizesFitsBothAxes() {
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 50)
        flow.minimumLineSpacing = 0
        let rows = ConstraintRows(count: 10)
        for i in rows.items { rows.lines[i] = 1 }
        let (_, cv) = show(flow, rows)
        let cells = cv.indexPathsForVisibleItems.sorted().compactMap { cv.cellForItem(at: $0) as? ConstraintRowCell }
        #expect(!cells.isEmpty)
        for cell in cells {
            // Both axes fit: the width is the label's one-line width plus 32.
            let intrinsic = cell.label.intrinsicContentSize
            #expect(intrinsic.width + 32 < cv.bounds.width)
            #expect(abs(cell.frame.width - (intrinsic.width + 32)) <= 0.5)
            #expect(abs(cell.frame.height - (intrinsic.height + 24)) <= 0.5)
        }
    }

    @Test func aCustomContentViewPinnedByConstraintsSizesItsRow() {
        let rows = ConstraintRows(count: 20)
        rows.useContentConfiguration = true
        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (_, cv) = show(list, rows)
        let paths = cv.indexPathsForVisibleItems.sorted()
        #expect(!paths.isEmpty)
        for path in paths {
            guard let cell = cv.cellForItem(at: path), let content = cell.contentView as? BadgeContentView else {
                Issue.record("\(path): no badge content view"); continue
            }
            let label = UILabel()
            label.numberOfLines = 0
            label.text = rows.text(rows.items[path.item])
            let margins = content.layoutMargins
            let want = label.sizeThatFits(CGSize(width: content.bounds.width - margins.left - margins.right, height: 10_000)).height + 40
            #expect(abs(cell.frame.height - want) <= 0.5, "\(path): \(cell.frame.height) vs \(want)")
            #expect(abs(content.label.frame.minY - 20) <= 0.5)
        }
    }
}
