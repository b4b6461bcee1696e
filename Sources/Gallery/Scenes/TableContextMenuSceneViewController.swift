import UIKit
import UIKitTesting

/// A notes list whose rows have context menus (a long press lifts the row over a dimmed, blurred
/// background with iOS's menu platter: actions with images, a submenu, an inline group with a
/// checkmark and a destructive Delete), and a pop-up button in the header choosing the sort order.
final class TableContextMenuSceneViewController: UITableViewController {
    var notes = ["Groceries", "Trip to Lisbon", "Book list", "Recipes", "Meeting notes", "Gift ideas", "Workout plan",
                 "Packing list", "Garden", "Films to watch", "Passwords to change", "House projects"]
    var pinned: Set<String> = []
    var log: [String] = []

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        let sort = UIButton(type: .system)
        sort.showsMenuAsPrimaryAction = true
        sort.changesSelectionAsPrimaryAction = true
        sort.menu = UIMenu(title: "Sort by", children: ["Date Edited", "Date Created", "Title"].map { title in
            UIAction(title: title) { [weak self] _ in self?.log.append("sort \(title)") }
        })
        sort.frame = CGRect(x: 20, y: 8, width: 160, height: 32)
        sort.contentHorizontalAlignment = .leading
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 48))
        header.addSubview(sort)
        tableView.tableHeaderView = header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row]
        content.image = UIImage(systemName: pinned.contains(notes[indexPath.row]) ? "pin.fill" : "note.text")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let note = notes[indexPath.row]
        return UIContextMenuConfiguration(identifier: note as NSString, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            let pin = UIAction(title: "Pin Note", image: UIImage(systemName: "pin.fill"),
                               state: self.pinned.contains(note) ? .on : .off) { [weak self] _ in
                guard let self else { return }
                if self.pinned.remove(note) == nil { self.pinned.insert(note) }
                tableView.reloadRows(at: [indexPath], with: .none)
            }
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in self?.log.append("share") }
            let move = UIMenu(title: "Move to Folder", image: UIImage(systemName: "folder.fill"), children: ["Personal", "Work", "Travel"].map { folder in
                UIAction(title: folder, image: UIImage(systemName: "folder.fill")) { [weak self] _ in self?.log.append("move \(folder)") }
            })
            let lock = UIAction(title: "Lock Note", image: UIImage(systemName: "lock"), attributes: .disabled) { _ in }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.notes.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            return UIMenu(children: [pin, share, move, lock, UIMenu(options: .displayInline, children: [delete])])
        }
    }

    /// Long-presses the third note so the picture shows its menu.
    static func demonstrate(_ host: HeadlessHost) {
        guard let table = (host.windows.last?.rootViewController as? TableContextMenuSceneViewController)?.tableView else { return }
        let row = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        host.touchDown(at: CGPoint(x: row.midX, y: row.midY))
        host.advance(by: 0.6)
        host.touchUp()
        _ = host.runUntilIdle(limit: 2)
    }
}
