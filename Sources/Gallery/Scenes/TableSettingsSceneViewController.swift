import UIKit
import UIKitTesting

/// A Settings-style inset-grouped table: value1 cells with icons and details, switches as accessory
/// views, disclosure indicators, section headers and footers.
final class TableSettingsSceneViewController: UITableViewController {
    private struct Row {
        let title: String
        let detail: String?
        let symbol: String
        let color: UIColor
        var toggle: Bool?
    }

    private var sections: [(header: String?, footer: String?, rows: [Row])] = [
        (nil, nil, [Row(title: "Airplane Mode", detail: nil, symbol: "airplane", color: .systemOrange, toggle: false),
                    Row(title: "Wi-Fi", detail: "Home", symbol: "wifi", color: .systemBlue),
                    Row(title: "Bluetooth", detail: "On", symbol: "antenna.radiowaves.left.and.right", color: .systemBlue),
                    Row(title: "Personal Hotspot", detail: "Off", symbol: "personalhotspot", color: .systemGreen)]),
        ("Notifications", "Scheduled summaries arrive at the times you choose.",
         [Row(title: "Show Previews", detail: "When Unlocked", symbol: "bell.badge", color: .systemRed),
          Row(title: "Scheduled Summary", detail: nil, symbol: "clock", color: .systemIndigo, toggle: true)]),
        ("Display", nil, [Row(title: "Dark Mode", detail: nil, symbol: "moon.fill", color: .systemGray, toggle: false),
                          Row(title: "Text Size", detail: "Default", symbol: "textformat.size", color: .systemBlue)]),
    ]

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(SettingsCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        cell.imageView?.image = Self.icon(row.symbol, color: row.color)
        if let on = row.toggle {
            let toggle = (cell.accessoryView as? UISwitch) ?? UISwitch()
            toggle.isOn = on
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        } else {
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
            cell.selectionStyle = .default
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// A white symbol on a rounded colour square, as Settings' icons.
    static func icon(_ symbol: String, color: UIColor) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29))
        return renderer.image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
            let glyph = UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))?
                .withTintColor(.white, renderingMode: .alwaysOriginal)
            if let glyph {
                let size = glyph.size
                glyph.draw(in: CGRect(x: (29 - size.width) / 2, y: (29 - size.height) / 2, width: size.width, height: size.height))
            }
        }
    }
}

/// A value1 cell.
final class SettingsCell: UITableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: .value1, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { nil }
}
