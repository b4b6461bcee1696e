import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A settings-like table with a control row (switch, slider, filled button) in a navigation bar with a
/// back button, for the reference images.
@MainActor
private final class ReferenceSettingsController: UITableViewController {
    let rows: [(String, String?)]
    let controlsTitle: String

    init(title: String, controlsTitle: String, rows: [(String, String?)]) {
        self.rows = rows
        self.controlsTitle = controlsTitle
        super.init(style: .insetGrouped)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 1 : rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        if indexPath.section == 0 {
            cell.textLabel?.text = controlsTitle
            let toggle = UISwitch()
            toggle.isOn = true
            cell.accessoryView = toggle
            return cell
        }
        cell.textLabel?.text = rows[indexPath.row].0
        cell.detailTextLabel?.text = rows[indexPath.row].1
        cell.imageView?.image = UIImage(systemName: "star.fill")
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// Reference images of a navigation bar, a table with controls and disclosure rows, in dark mode and in
/// right to left (Hebrew and Arabic). Looked at when recorded: dark backgrounds (#000000 screen, #1C1C1E
/// rows), white text, the back button and disclosure indicators on the right in left to right and on the
/// left in right to left.
@MainActor
@Suite("Reference images: dark mode and right to left", .serialized)
struct AppearanceReferenceImageTests {
    private func show(_ settings: ReferenceSettingsController, configure: (UINavigationController) -> Void) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 320, height: 360), scale: 1)
        let root = UIViewController()
        root.title = "Back"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(settings, animated: false)
        configure(navigation)
        host.show(navigation)
        host.runUntilIdle()
        return host
    }

    @Test("dark mode: navigation bar, table, switch")
    func darkMode() {
        let settings = ReferenceSettingsController(title: "Settings", controlsTitle: "Dark Mode",
                                                   rows: [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Mail", nil)])
        let host = show(settings) { $0.overrideUserInterfaceStyle = .dark }
        ReferenceImage.expectMatch(host.snapshot(), named: "traits-dark-settings")
    }

    @Test("right to left: Hebrew and Arabic, mirrored bar, rows and accessories")
    func rightToLeft() {
        let settings = ReferenceSettingsController(title: "הגדרות", controlsTitle: "מצב כהה",
                                                   rows: [("רשת אלחוטית", "בית"), ("البريد", "٣"), ("كلمات السر", nil)])
        let host = show(settings) { $0.traitOverrides.layoutDirection = .rightToLeft }
        ReferenceImage.expectMatch(host.snapshot(), named: "traits-rtl-settings")
    }
}
