import UIKit
import UIKitTesting

/// A contacts list: a plain table of names grouped by initial, floating section headers and the section
/// index along the trailing edge (its letters jump to their sections).
final class TableContactsSceneViewController: UITableViewController {
    let groups: [(letter: String, names: [String])] = {
        let names = ["Aaliyah Brooks", "Adam Chen", "Alice Martin", "Amara Okafor", "Ben Carter", "Bianca Rossi",
                     "Carlos Diaz", "Chloé Bernard", "Chris Park", "Dana Levi", "David Kim", "Elena Petrova",
                     "Emma Wilson", "Farah Haddad", "Felix Wagner", "Grace Lee", "Hannah Schmidt", "Hiro Tanaka",
                     "Isaac Newton", "Ivy Nguyen", "Jack Murphy", "Jamal Wright", "Julia Costa", "Kai Müller",
                     "Lara Silva", "Leo Moreau", "Maya Patel", "Mia Johansson", "Noah Garcia", "Olivia Brown",
                     "Omar Aziz", "Priya Shah", "Quinn Taylor", "Rosa Jiménez", "Sam Cohen", "Sofia Romano",
                     "Tom Baker", "Uma Reddy", "Victor Hugo", "Wen Li", "Xavier Dupont", "Yara Nasser", "Zoe Adams"]
        return Dictionary(grouping: names) { String($0.prefix(1)) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }
    }()

    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.sectionIndexColor = .systemBlue
    }

    override func numberOfSections(in tableView: UITableView) -> Int { groups.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { groups[section].names.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { groups[section].letter }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { groups.map(\.letter) }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let name = groups[indexPath.section].names[indexPath.row]
        let parts = name.split(separator: " ")
        let text = NSMutableAttributedString(string: String(parts[0]) + " ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: String(parts.last ?? ""), attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]))
        cell.textLabel?.attributedText = text
        return cell
    }

    /// Touches the index at "M" (the strip: 15-pt titles centred along the trailing edge), so the picture
    /// shows the jump and a pinned header.
    static func demonstrate(_ host: HeadlessHost) {
        guard let controller = host.windows.last?.rootViewController as? TableContactsSceneViewController,
              let m = controller.groups.firstIndex(where: { $0.letter == "M" }) else { return }
        let table = controller.tableView!
        let count = CGFloat(controller.groups.count), titleHeight: CGFloat = 15
        let y = (table.bounds.height - count * titleHeight) / 2 + (CGFloat(m) + 0.5) * titleHeight
        host.tap(at: CGPoint(x: table.bounds.width - 10, y: y))
        host.advance(by: 0.1)
    }
}
