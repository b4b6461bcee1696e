import Testing
import UIKitTesting
@testable import UIKit

/// A table cell that remembers the model value it shows.
final class ValueTableCell: UITableViewCell {
    var value: Int?
    var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        value = nil
    }
}

/// A data source over sections of integers, recording the calls it gets.
@MainActor
final class TableModel: UITableViewDataSource {
    var sections: [[Int]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var events: [String] = []
    var recording = false
    var indexTitles: [String]?
    var movable = false
    var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var moves: [(IndexPath, IndexPath)] = []

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int {
        if recording { events.append("numberOfSections") }
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if recording { events.append("numberOfRows \(section)") }
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if recording { events.append("cellForRow \(indexPath.section).\(indexPath.row)") }
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! ValueTableCell
        cell.value = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = "Row \(cell.value!)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append((editingStyle, indexPath))
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.row)
    }
}

/// A view controller whose root view holds one table view.
@MainActor
final class TableHostController: UIViewController {
    let tableView: UITableView
    init(style: UITableView.Style, frame: CGRect) {
        tableView = UITableView(frame: frame, style: style)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(tableView)
        view = root
    }
}

/// Shows a table over `model` in a headless 390×844 window and lays it out.
@MainActor
func makeHostedTable(_ sections: [[Int]], style: UITableView.Style = .plain,
                     frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
                     configure: (UITableView, TableModel) -> Void = { _, _ in })
    -> (host: HeadlessHost, tableView: UITableView, model: TableModel) {
    let host = HeadlessHost()
    let controller = TableHostController(style: style, frame: frame)
    let model = TableModel(sections)
    controller.tableView.register(ValueTableCell.self, forCellReuseIdentifier: "cell")
    configure(controller.tableView, model)
    controller.tableView.dataSource = model
    TableKeepAlive.objects.append(model)
    host.show(controller)
    controller.tableView.layoutIfNeeded()
    return (host, controller.tableView, model)
}

/// Every visible cell shows its row's model value.
@MainActor
func visibleRowsMatch(_ tableView: UITableView, _ model: TableModel) -> Bool {
    for path in tableView.indexPathsForVisibleRows ?? [] {
        guard let cell = tableView.cellForRow(at: path) as? ValueTableCell, path.section < model.sections.count,
              path.row < model.sections[path.section].count, cell.value == model.sections[path.section][path.row] else { return false }
    }
    return true
}

/// Table data sources and delegates are weak; tests keep them here.
@MainActor
enum TableKeepAlive {
    static var objects: [AnyObject] = []
}
