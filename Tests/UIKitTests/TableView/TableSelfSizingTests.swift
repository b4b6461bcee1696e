import Testing
import UIKitTesting
@testable import UIKit

/// A cell whose content view holds one multi-line label pinned to the content view's layout margins
/// (the usual self-sizing cell of UIKit's Auto Layout Guide), recording how the table measures it.
final class MarginLabelCell: UITableViewCell {
    let label = UILabel()
    var fittingRequests: [(CGSize, UILayoutPriority, UILayoutPriority)] = []
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingRequests.append((targetSize, horizontalFittingPriority, verticalFittingPriority))
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }
}

/// A cell with a title and a body label stacked by constraints to the content view's edges: 12 pt
/// above, 4 pt between, 12 pt below, 20 pt at the sides.
final class TitleBodyCell: UITableViewCell {
    let title = UILabel(), body = UILabel()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .boldSystemFont(ofSize: 17)
        body.font = .systemFont(ofSize: 15)
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            ])
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A cell whose only label is pinned to the top: nothing gives the content view a height.
final class TopPinnedCell: UITableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let label = UILabel()
        label.text = "Top only"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Rows of text shown in `MarginLabelCell`s (or `TitleBodyCell`s with `titled`).
@MainActor
final class TextRows: NSObject, UITableViewDataSource {
    var texts: [String]
    var titled = false
    var accessory: UITableViewCell.AccessoryType = .none
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if titled {
            let cell = tableView.dequeueReusableCell(withIdentifier: "titled", for: indexPath) as! TitleBodyCell
            cell.title.text = "Message \(indexPath.row)"
            cell.body.text = texts[indexPath.row]
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! MarginLabelCell
        cell.label.text = texts[indexPath.row]
        cell.accessoryType = accessory
        return cell
    }
}

/// Words enough for `lines` lines of 17-pt text at phone width, and more.
func paragraph(_ sentences: Int) -> String {
    String(repeating: "The quick brown fox jumps over the lazy dog. ", count: sentences).trimmingCharacters(in: .whitespaces)
}

@MainActor
@Suite("Self-sizing table rows through Auto Layout")
struct TableSelfSizingTests {
    /// A 390×844 table at 2x in a window, showing `rows`.
    private func show(_ rows: TextRows, hosted: Bool = true, configure: (UITableView) -> Void = { _ in })
        -> (host: HeadlessHost, table: UITableView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(MarginLabelCell.self, forCellReuseIdentifier: "text")
        table.register(TitleBodyCell.self, forCellReuseIdentifier: "titled")
        table.register(TopPinnedCell.self, forCellReuseIdentifier: "top")
        configure(table)
        table.dataSource = rows
        TableKeepAlive.objects.append(rows)
        if hosted {
            let controller = UIViewController()
            controller.view = table
            host.show(controller)
            _ = host.runUntilIdle()
        }
        table.layoutIfNeeded()
        return (host, table)
    }

    /// The number of lines 17-pt text wraps to at `width` (the label's own measurement).
    private func lineCount(_ text: String, width: CGFloat, font: UIFont = .systemFont(ofSize: 17)) -> Int {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        let height = label.sizeThatFits(CGSize(width: width, height: 10_000)).height
        return Int((height / font.lineHeight).rounded())
    }

    @Test func defaultsAreAutomatic() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(UITableView.automaticDimension == -1)
    }

    @Test func labelPinnedToTheContentViewMarginsSizesItsRow() throws {
        let long = paragraph(6)
        let rows = TextRows(["Short", long])
        let (_, table) = show(rows)
        let font = UIFont.systemFont(ofSize: 17)
        let pixel: CGFloat = 0.5
        // The content view's margins: 11 above and below, the cell's 16 at the sides.
        let short = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginLabelCell)
        #expect(short.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        // One line: 11 + the font's line height + 11, and the separator's pixel below the content view.
        let shortRow = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(abs(shortRow.height - (22 + font.lineHeight + pixel)) < 1)
        #expect(shortRow.height >= 22 + font.lineHeight + pixel)
        #expect(short.label.frame.minY == 11)
        #expect(short.label.frame.minX == 16)
        #expect(abs(short.label.frame.width - (390 - 32)) < 0.001)
        #expect(short.contentView.frame.height == shortRow.height - pixel)
        #expect(short.label.frame.maxY == short.contentView.bounds.height - 11)
        // Longer text wraps at 358 pt and makes a taller row, line for line.
        let lines = lineCount(long, width: 358)
        #expect(lines >= 3)
        let longRow = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(abs(longRow.height - (22 + CGFloat(lines) * font.lineHeight + pixel)) < 1.5)
        #expect(longRow.minY == shortRow.maxY)
        let longCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MarginLabelCell)
        #expect(abs(longCell.label.frame.height - CGFloat(lines) * font.lineHeight) < 1.5)
        #expect(longCell.frame == longRow)
        // Two measured rows and no others: the content height is their heights.
        #expect(table.contentSize.height == shortRow.height + longRow.height)
    }

    @Test func theTableAsksTheCellAtItsWidthWithUIKitsPriorities() throws {
        let (_, table) = show(TextRows(["One"]))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginLabelCell)
        let request = try #require(cell.fittingRequests.last)
        #expect(request.0.width == 390)
        #expect(request.0.height == UIView.layoutFittingCompressedSize.height)
        #expect(request.1 == .required)
        #expect(request.2 == .fittingSizeLevel)
    }

    @Test func stackedLabelsPinnedToTheEdges() throws {
        let rows = TextRows(["One line.", paragraph(5)])
        rows.titled = true
        let (_, table) = show(rows)
        let titleFont = UIFont.boldSystemFont(ofSize: 17), bodyFont = UIFont.systemFont(ofSize: 15)
        for row in 0 ..< 2 {
            let lines = lineCount(rows.texts[row], width: 350, font: bodyFont)
            let expected = 12 + titleFont.lineHeight + 4 + CGFloat(lines) * bodyFont.lineHeight + 12 + 0.5
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(abs(rect.height - expected) < 2, "row \(row): \(rect.height) vs \(expected)")
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? TitleBodyCell)
            #expect(cell.title.frame.minY == 12)
            #expect(cell.body.frame.minY == cell.title.frame.maxY + 4)
            #expect(cell.body.frame.maxY == cell.contentView.bounds.height - 12)
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > table.rectForRow(at: IndexPath(row: 0, section: 0)).height + 30)
    }

    @Test func withoutSeparatorsTheRowIsTheContentHeight() throws {
        let (_, table) = show(TextRows(["Short"])) { $0.separatorStyle = .none }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginLabelCell)
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(row.height == 22 + cell.label.frame.height)
        #expect(cell.contentView.frame.height == row.height)
    }

    @Test func anAccessoryNarrowsTheWidthTheLabelWrapsAt() throws {
        let text = paragraph(4)
        let rows = TextRows([text])
        let (_, plain) = show(rows)
        let rows2 = TextRows([text])
        rows2.accessory = .disclosureIndicator
        let (_, withAccessory) = show(rows2)
        let cell = try #require(withAccessory.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginLabelCell)
        #expect(cell.contentView.frame.width < 390 - 20)
        #expect(cell.label.frame.maxX <= cell.contentView.bounds.width)
        let lines = lineCount(text, width: cell.label.frame.width)
        let row = withAccessory.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(abs(row.height - (22 + CGFloat(lines) * UIFont.systemFont(ofSize: 17).lineHeight + 0.5)) < 1.5)
        #expect(row.height >= plain.rectForRow(at: IndexPath(row: 0, section: 0)).height)
    }

    @Test func changedTextResizesOnReconfigureAndReload() throws {
        let rows = TextRows(["Short", "Short", "Short"])
        let (host, table) = show(rows)
        let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 1, section: 0)
        let oneLine = table.rectForRow(at: first).height
        rows.texts[0] = paragraph(5)
        table.reconfigureRows(at: [first])
        table.layoutIfNeeded()
        let grown = table.rectForRow(at: first).height
        let lines = lineCount(rows.texts[0], width: 358)
        #expect(abs(grown - oneLine - CGFloat(lines - 1) * UIFont.systemFont(ofSize: 17).lineHeight) < 1.5)
        // The rows below move down, and their cells with them.
        #expect(table.rectForRow(at: second).minY == grown)
        #expect(table.cellForRow(at: second)?.frame.minY == grown)
        _ = host.runUntilIdle()
        #expect(table.cellForRow(at: first)?.frame.height == grown)
        // Reloading with short text again shrinks it back.
        rows.texts[0] = "Short"
        table.reloadRows(at: [first], with: .none)
        _ = host.runUntilIdle()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: first).height == oneLine)
        #expect(table.cellForRow(at: second)?.frame.minY == oneLine)
        // A reload of the whole table measures again too.
        rows.texts[2] = paragraph(3)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height > oneLine + 15)
    }

    @Test func estimatesAreCorrectedAsRowsAppearWithoutJumps() throws {
        // 400 rows of 1 to 4 lines: the estimate (44) is wrong for most of them.
        let texts = (0 ..< 400).map { paragraph(1 + ($0 * 7) % 4 * 2) }
        let (host, table) = show(TextRows(texts))
        let shown = table.indexPathsForVisibleRows ?? []
        #expect(!shown.isEmpty)
        // Measured rows count with their real heights, the rest at the estimate.
        let measured = shown.reduce(0) { $0 + table.rectForRow(at: $1).height }
        #expect(abs(table.contentSize.height - (measured + CGFloat(400 - shown.count) * 44)) < 0.01)
        // Jump far down, then scroll up in small steps: rows appearing above are measured, and the rows on
        // screen move exactly by the scroll, never by a height correction.
        table.contentOffset = CGPoint(x: 0, y: 9_000)
        host.advance(by: host.frameDuration)
        for _ in 0 ..< 60 {
            guard let anchor = table.indexPathsForVisibleRows?.dropFirst(3).first,
                  let cell = table.cellForRow(at: anchor) else { Issue.record("no rows on screen"); return }
            let screenY = cell.frame.minY - table.contentOffset.y
            table.contentOffset.y -= 25
            host.advance(by: host.frameDuration)
            let after = try #require(table.cellForRow(at: anchor))
            #expect(abs((after.frame.minY - table.contentOffset.y) - (screenY + 25)) < 0.01)
            #expect(after.frame == table.rectForRow(at: anchor))
        }
        // Every row on screen has its measured height and the rows abut.
        let paths = table.indexPathsForVisibleRows ?? []
        for (a, b) in zip(paths, paths.dropFirst()) {
            #expect(table.rectForRow(at: a).maxY == table.rectForRow(at: b).minY)
        }
    }

    @Test func aTableOutsideAWindowSizesItsRowsToo() {
        let rows = TextRows(["Short", paragraph(6)])
        let (_, table) = show(rows, hosted: false)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short > 40 && short < 46)
        #expect(long > short + 2 * UIFont.systemFont(ofSize: 17).lineHeight - 1)
    }

    @Test func aTableInsideAControllersViewAndATableViewControllerSizeTheirRows() throws {
        // The table as a subview of a view controller's root view.
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = TableHostController(style: .plain, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rows = TextRows(["Short", paragraph(6)])
        TableKeepAlive.objects.append(rows)
        controller.tableView.register(MarginLabelCell.self, forCellReuseIdentifier: "text")
        controller.tableView.dataSource = rows
        host.show(controller)
        _ = host.runUntilIdle()
        let nested = controller.tableView
        // A UITableViewController whose table is its view, with the rows given in viewDidLoad.
        final class MessagesController: UITableViewController {
            let rows = TextRows(["Short", paragraph(6)])
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(MarginLabelCell.self, forCellReuseIdentifier: "text")
                tableView.dataSource = rows
            }
        }
        let host2 = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let tableController = MessagesController(style: .plain)
        host2.show(tableController)
        _ = host2.runUntilIdle()
        for table in [nested, tableController.tableView!] {
            let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
            let long = table.rectForRow(at: IndexPath(row: 1, section: 0))
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MarginLabelCell)
            #expect(abs(short.height - (22 + UIFont.systemFont(ofSize: 17).lineHeight + 0.5)) < 1)
            #expect(long.height == 22 + cell.label.frame.height + 0.5)
            #expect(cell.label.frame.height > 3 * UIFont.systemFont(ofSize: 17).lineHeight)
            #expect(cell.frame == long)
        }
    }

    @Test func anOffscreenCellMeasuresAsItsRow() {
        // The "template cell" pattern: a cell outside any table, asked as the table asks its rows.
        let text = paragraph(6)
        let (_, table) = show(TextRows([text]))
        let template = MarginLabelCell(style: .default, reuseIdentifier: nil)
        template.label.text = text
        let size = template.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 390)
        #expect(size.height == table.rectForRow(at: IndexPath(row: 0, section: 0)).height)
        // Without the cell's separator the content view alone is one pixel shorter.
        let content = template.contentView.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(content.height == size.height - 0.5)
    }

    @Test func contentCollapsedToZeroGetsTheStandardHeightAndUIKitsWarning() {
        UITableViewCell.warnedZeroHeight = false
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "top", for: indexPath)
            }
        }
        let source = Source()
        var table: UITableView?
        let log = capturingAutoLayoutLog {
            let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
            let t = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            t.register(TopPinnedCell.self, forCellReuseIdentifier: "top")
            t.dataSource = source
            let controller = UIViewController()
            controller.view = t
            host.show(controller)
            t.layoutIfNeeded()
            table = t
        }
        #expect(table?.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table?.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
        #expect(log.filter { $0.contains("ambiguously suggest a height of zero") }.count == 1)
        #expect(log.first { $0.contains("height of zero") }?.hasPrefix("[Warning] Warning once only: Detected a case where constraints") == true)
    }

    @Test func referenceImage() throws {
        let rows = TextRows(["A short message.", paragraph(3), "Two words", paragraph(6), paragraph(2)])
        rows.titled = true
        let (host, _) = show(rows)
        host.setNeedsFullRedraw()
        _ = host.renderFrame()
        ReferenceImage.expectMatch(host.snapshot(), named: "table-self-sizing")
    }
}
