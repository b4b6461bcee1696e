import Testing
import UIKitTesting
@testable import UIKit

@MainActor
final class ItemOwner {
    var taps: [String] = []
    func addTapped(_ sender: UIBarButtonItem) { taps.append("add:\(sender.systemItem.map { "\($0.rawValue)" } ?? "-")") }
    func refresh() { taps.append("refresh") }
}

@MainActor
struct BarButtonItemTests {
    @Test func systemItemsCarryTheirTitlesSymbolsAndStyle() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.title == "Done" && done.style == .done && done.image == nil)
        let cancel = UIBarButtonItem(systemItem: .cancel)
        #expect(cancel.title == "Cancel" && cancel.style == .plain)
        let add = UIBarButtonItem(systemItem: .add)
        #expect(add.title == nil && add.image?.isSymbolImage == true)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24 && UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
    }

    @Test func spacesAreSpaces() {
        let fixed = UIBarButtonItem.fixedSpace(12)
        #expect(fixed.width == 12 && fixed.isSpace && fixed.systemItem == .fixedSpace)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
        #expect(!UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil).isSpace)
    }

    @Test func primaryActionWinsOverTheTargetAction() {
        var log: [String] = []
        let action = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { a in
            log.append("primary:\((a.sender as? UIBarButtonItem)?.title ?? "?")")
        }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Share" && item.image != nil)
        item.setAction(target: nil) { _ in log.append("action") }
        item.performTap()
        #expect(log == ["primary:Share"])
        item.primaryAction = nil
        item.performTap()
        #expect(log == ["primary:Share", "action"])
    }

    @Test func methodReferencesActAsSelectorsAndHoldTheTargetWeakly() {
        var owner: ItemOwner? = ItemOwner()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: owner!, action: ItemOwner.addTapped)
        let refresh = UIBarButtonItem(title: "Refresh", style: .plain, target: owner!, action: ItemOwner.refresh)
        add.performTap()
        refresh.performTap()
        #expect(owner?.taps == ["add:4", "refresh"])
        weak let gone = owner
        owner = nil
        #expect(gone == nil)
        add.performTap()   // the target is gone: nothing runs, nothing crashes
        #expect(add.target == nil)
    }

    @Test func disabledItemsIgnoreTapsAndSelectionToggles() {
        var count = 0
        let item = UIBarButtonItem(title: "Bold", style: .plain, target: nil) { _ in count += 1 }
        item.changesSelectionAsPrimaryAction = true
        item.performTap()
        #expect(count == 1 && item.isSelected)
        item.isEnabled = false
        item.performTap()
        #expect(count == 1 && item.isSelected)
    }

    @Test func titleTextAttributesArePerState() {
        let item = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == UIColor.red)
        #expect(item.titleTextAttributes(for: .disabled) == nil)
    }

    @Test func menusKeepTheirChildren() {
        let menu = UIMenu(title: "Sort", options: .singleSelection, children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
        let item = UIBarButtonItem(systemItem: .organize, primaryAction: nil, menu: menu)
        #expect(item.menu?.children.map(\.title) == ["Name", "Date"])
        #expect(item.menu?.options == .singleSelection)
        #expect(menu.replacingChildren([]).children.isEmpty)
    }
}
