import Testing
import UIKitTesting
@testable import UIKit

/// Seed 003's style of content view: a configuration's view that loads its layout as one container
/// subview (as a XIB's top view: placed by its frame, zero at first, following its superview by a
/// flexible autoresizing mask) whose constraints inside decide the height: a multi-line label 14 points
/// from the container's top and bottom, 16 from its sides.
struct NibStyleConfiguration: UIContentConfiguration {
    var text = ""
    func makeContentView() -> any UIView & UIContentView { NibStyleContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> NibStyleConfiguration { self }
}

@MainActor
final class NibStyleContentView: UIView, UIContentView {
    let container = UIView()
    let label = UILabel()
    var configuration: any UIContentConfiguration {
        didSet { label.text = (configuration as? NibStyleConfiguration)?.text }
    }

    init(configuration: NibStyleConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        // The XIB's top view: frame-placed, resizing with this view.
        container.frame = frame
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(container)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 14),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -14),
        ])
        label.text = configuration.text
    }

    required init?(coder: NSCoder) { nil }
}

/// List cells whose content configuration's view is laid out by constraints size their rows through
/// Auto Layout (`systemLayoutSizeFitting` at the list's priorities: width required, height free), as on iOS.
@MainActor
struct ListCellConstraintContentTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        var texts: [String]
        private var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>!

        init(_ texts: [String]) {
            self.texts = texts
            super.init()
            registration = .init { cell, _, text in cell.contentConfiguration = NibStyleConfiguration(text: text) }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
        }
    }

    /// `lines` lines of text.
    static func text(lines: Int) -> String {
        (1...lines).map { "Line \($0) of a row laid out by constraints" }.joined(separator: "\n")
    }

    func show(_ rows: Rows) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let controller = SelfSizingController(layout: list)
        controller.loadViewIfNeeded()
        controller.collectionView.dataSource = rows
        host.show(controller)
        host.runUntilIdle()
        return (host, controller.collectionView)
    }

    /// The label's wrapped height at `width - 32`, plus 28: what the constraints ask for.
    func expectedHeight(_ text: String, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width - 32, height: 10_000)).height + 28
    }

    @Test func aXIBStyleContentViewSizesItsRowThroughItsConstraints() {
        let rows = Rows((0..<12).map { Self.text(lines: 1 + $0 % 4) })
        let (_, cv) = show(rows)
        let paths = cv.indexPathsForVisibleItems.sorted()
        #expect(paths.count >= 6)
        for path in paths {
            guard let cell = cv.cellForItem(at: path), let content = cell.contentView as? NibStyleContentView else {
                Issue.record("\(path): no XIB-style content view"); continue
            }
            let want = expectedHeight(rows.texts[path.item], width: content.bounds.width)
            #expect(abs(cell.frame.height - want) <= 0.5, "\(path): \(cell.frame.height) vs \(want)")
            // The container follows the content view; the label sits where its constraints put it.
            #expect(content.container.frame == content.bounds)
            #expect(content.label.frame.minY == 14 && abs(content.label.frame.maxY - (content.bounds.height - 14)) <= 0.5)
        }
        for (a, b) in zip(paths, paths.dropFirst()) {
            let fa = cv.cellForItem(at: a)!.frame, fb = cv.cellForItem(at: b)!.frame
            #expect(abs(fb.minY - fa.maxY) <= 0.5, "\(a)→\(b) do not stack")
        }
    }

    @Test func aRowResizesWhenItsConfigurationChangesAndTheItemIsReconfigured() {
        let rows = Rows((0..<6).map { _ in Self.text(lines: 1) })
        let (host, cv) = show(rows)
        let path = IndexPath(item: 2, section: 0)
        let before = cv.cellForItem(at: path)!.frame.height
        rows.texts[2] = Self.text(lines: 4)
        cv.reconfigureItems(at: [path])
        host.runUntilIdle()
        let cell = cv.cellForItem(at: path)!
        let want = expectedHeight(rows.texts[2], width: cell.contentView.bounds.width)
        #expect(cell.frame.height > before)
        #expect(abs(cell.frame.height - want) <= 0.5, "\(cell.frame.height) vs \(want)")
        let next = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(abs(next.frame.minY - cell.frame.maxY) <= 0.5)
    }
}
