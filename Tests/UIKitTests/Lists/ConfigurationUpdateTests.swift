import Testing
import Foundation
import UIKitTesting
@testable import UIKit

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.openuikit.tests.isArchived")
}

@MainActor
final class ArchivableCell: UICollectionViewListCell {
    var isArchived = false { didSet { setNeedsUpdateConfiguration() } }
    var states: [UICellConfigurationState] = []
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isArchived] = isArchived
        return state
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        states.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = (state[.isArchived] as? Bool) == true ? "archived" : "active"
        contentConfiguration = content
    }
}

@MainActor
@Suite("Cell configuration updates")
struct ConfigurationUpdateTests {
    @Test("Custom states reach updateConfiguration(using:) after setNeedsUpdateConfiguration")
    func customStates() {
        let cell = ArchivableCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1)
        #expect(cell.states.last?[.isArchived] == AnyHashable(false))
        cell.isArchived = true
        cell.layoutIfNeeded()
        #expect(cell.states.count == 2)
        #expect(cell.states.last?[.isArchived] == AnyHashable(true))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "archived")
        cell.layoutIfNeeded()
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.states.count == 2)
    }

    @Test("configurationUpdateHandler runs after updateConfiguration, once per request")
    func updateHandler() {
        let cell = ArchivableCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var order: [String] = []
        cell.configurationUpdateHandler = { c, _ in order.append("handler \((c as? ArchivableCell)?.states.count ?? -1)") }
        cell.layoutIfNeeded()
        #expect(order == ["handler 1"])
        cell.isSelected = true
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(order == ["handler 1", "handler 2"])
        #expect(cell.states.last?.isSelected == true && cell.states.last?.isHighlighted == true)
    }

    @Test("contentConfiguration reuses a supporting content view and replaces an unsupporting one")
    func contentViewReuse() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var a = UIListContentConfiguration.cell()
        a.text = "A"
        cell.contentConfiguration = a
        let first = cell.contentView
        #expect(first is UIListContentView)
        var b = UIListContentConfiguration.subtitleCell()
        b.text = "B"
        cell.contentConfiguration = b
        #expect(cell.contentView === first)
        cell.contentConfiguration = Seed003Configuration(title: "C")
        #expect(cell.contentView is Seed003View)
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is any UIContentView))
    }

    @Test("automaticallyUpdatesContentConfiguration false keeps the configuration as set")
    func noAutomaticUpdates() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.automaticallyUpdatesContentConfiguration = false
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "x"
        cell.contentConfiguration = content
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == UIColor.label)
    }
}
