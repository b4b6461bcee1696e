import UIKit
import UIKitTesting

/// A mail-style inbox: subtitle cells with sender and subject, swipe actions (leading: mark read;
/// trailing: flag and a full-swipe delete), editing mode with delete controls and reordering grips.
final class TableMailSceneViewController: UITableViewController {
    struct Message {
        var sender: String
        var subject: String
        var unread: Bool
        var flagged = false
    }

    var messages: [Message] = [
        Message(sender: "Maya Patel", subject: "Lunch on Thursday?", unread: true),
        Message(sender: "GitHub", subject: "[openuikit] Table view lands", unread: true),
        Message(sender: "Leo Moreau", subject: "Photos from the trip", unread: false),
        Message(sender: "Bank", subject: "Your statement is ready", unread: false),
        Message(sender: "Grace Lee", subject: "Re: project plan", unread: true),
        Message(sender: "Hiro Tanaka", subject: "Conference slides", unread: false),
        Message(sender: "Newsletter", subject: "This week in Swift", unread: false),
        Message(sender: "Sam Cohen", subject: "Board game night", unread: true),
        Message(sender: "Olivia Brown", subject: "Invoice #2041", unread: false),
        Message(sender: "Kai Müller", subject: "Quick question", unread: false),
        Message(sender: "Rosa Jiménez", subject: "Recipe you asked for", unread: false),
        Message(sender: "Dana Levi", subject: "Weekend plans", unread: false),
        Message(sender: "Tom Baker", subject: "Bike for sale", unread: false),
        Message(sender: "Priya Shah", subject: "Design review notes", unread: true),
    ]

    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MailCell.self, forCellReuseIdentifier: "mail")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let message = messages[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
        cell.textLabel?.text = message.sender
        cell.textLabel?.font = .systemFont(ofSize: 17, weight: message.unread ? .semibold : .regular)
        cell.detailTextLabel?.text = message.subject
        cell.imageView?.image = UIImage(systemName: message.flagged ? "flag.fill" : (message.unread ? "circle.fill" : "circle"))?
            .withTintColor(message.flagged ? .systemOrange : .systemBlue, renderingMode: .alwaysOriginal)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        messages.insert(messages.remove(at: fromIndexPath.row), at: to.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .left)
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let unread = messages[indexPath.row].unread
        let action = UIContextualAction(style: .normal, title: unread ? "Read" : "Unread") { [weak self] _, _, done in
            self?.messages[indexPath.row].unread.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        action.backgroundColor = .systemBlue
        action.image = UIImage(systemName: unread ? "envelope.open.fill" : "envelope.badge.fill")
        return UISwipeActionsConfiguration(actions: [action])
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Trash") { [weak self] _, _, done in
            guard let self else { return }
            self.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        delete.image = UIImage(systemName: "trash.fill")
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.messages[indexPath.row].flagged.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        flag.backgroundColor = .systemOrange
        flag.image = UIImage(systemName: "flag.fill")
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    /// Swipes the second message open to show its trailing actions.
    static func demonstrate(_ host: HeadlessHost) {
        guard let table = (host.windows.last?.rootViewController as? TableMailSceneViewController)?.tableView else { return }
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        host.drag(from: CGPoint(x: 340, y: row.midY), to: CGPoint(x: 120, y: row.midY), duration: 0.3)
        _ = host.runUntilIdle(limit: 2)
    }
}

/// A subtitle cell.
final class MailCell: UITableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: .subtitle, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { nil }
}

/// The same inbox in editing mode: delete controls and reorder grips.
final class TableMailEditingSceneViewController: UIViewController {
    let inbox = TableMailSceneViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(inbox)
        inbox.view.frame = view.bounds
        view.addSubview(inbox.view)
        inbox.setEditing(true, animated: false)
    }
}
