import Testing
import Foundation
import UIKitTesting
@testable import UIKit

// MARK: Tabs.storyboard's classes

final class TabsFormViewController: UIViewController {
    @Outlet var nameField: UITextField!
    @Outlet var notesView: UITextView!
    @Outlet var saveItem: UIBarButtonItem!
    var saves: [Any] = []
    var prepared: [String?] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.identifier) }
}

extension TabsFormViewController: UINibActionTarget {
    static var nibActions: [UINibAction] { [UINibAction("save:", save)] }
}

extension TabsFormViewController {
    @IBAction func save(_ sender: Any) { saves.append(sender) }
}

final class TabsSettingsViewController: UITableViewController {
    @Outlet var syncSwitch: UISwitch!
}

/// An app delegate as Xcode's template writes it: it stores the window UIKit gives it.
final class TabsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor
@Suite("Nib: storyboard containers — relationship segues, bar items, text input, static tables, main storyboard")
struct StoryboardContainerTests {
    @Test("relationship segues: the tab bar controller's tabs in document order, the navigation controller's root")
    func relationships() throws {
        let storyboard = UIStoryboard(name: "Tabs", bundle: nil)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        let navigation = try #require(children.first as? UINavigationController)
        #expect(children.last is TabsSettingsViewController)
        let form = try #require(navigation.viewControllers.first as? TabsFormViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(form.navigationController === navigation && navigation.tabBarController === tabs)
        #expect(form.storyboard === storyboard)
        #expect(children.map { $0.tabBarItem.title } == ["Form", "Settings"])
        #expect(children.map { $0.tabBarItem.tag } == [1, 2])
        #expect(navigation.tabBarItem.badgeValue == "2")
        #expect(!form.isViewLoaded)   // a relationship's destination loads its view when shown, as on iOS
    }

    @Test("a scene's navigation item: title, prompt, large-title mode, bar button items with actions, outlets and segues")
    func navigationItem() throws {
        let tabs = try #require(UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let form = try #require(navigation.topViewController as? TabsFormViewController)
        let item = form.navigationItem
        #expect(item.title == "Form" && item.prompt == "Details" && item.largeTitleDisplayMode == .never)
        let save = try #require(item.rightBarButtonItem)
        #expect(save.systemItem == .save && save.title == "Save")
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.show(tabs)
        _ = host.runUntilIdle()
        #expect(form.saveItem === save)   // the outlet to a bar button item
        save.performTap()
        #expect(form.saves.count == 1 && form.saves.first as? UIBarButtonItem === save)
        let info = try #require(item.leftBarButtonItem)
        #expect(info.title == "Info")
        info.performTap()
        _ = host.runUntilIdle()
        #expect(form.prepared == ["showInfo"])
        let presented = try #require(form.presentedViewController ?? navigation.presentedViewController ?? tabs.presentedViewController)
        #expect(presented.modalPresentationStyle == .formSheet)
        #expect(presented.view.backgroundColor == .systemMint)
    }

    @Test("text fields and text views take the document's text, placeholder, border, clear button, font and input traits")
    func textInput() throws {
        let storyboard = UIStoryboard(name: "Tabs", bundle: nil)
        let form = try #require(storyboard.instantiateViewController(withIdentifier: "Form") as? TabsFormViewController)
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.show(form)
        _ = host.runUntilIdle()
        let field = try #require(form.nameField)
        #expect(field.text == "Ada" && field.placeholder == "Name")
        #expect(field.borderStyle == .roundedRect && field.clearButtonMode == .whileEditing)
        #expect(field.font == UIFont.systemFont(ofSize: 14))
        #expect(field.autocapitalizationType == .words && field.autocorrectionType == .no)
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .done)
        #expect(field.isSecureTextEntry && field.textContentType == UITextContentType(rawValue: "email"))
        let notes = try #require(form.notesView)
        #expect(notes.text == "Notes from the document")
        #expect(!notes.isEditable && notes.isSelectable)
        #expect(notes.textAlignment == .center && notes.font == UIFont.systemFont(ofSize: 15))
        #expect(notes.returnKeyType == .send)
        // Constraints from the document: 20 points inside the safe area, the text view 20 below the field.
        let safe = form.view.safeAreaLayoutGuide.layoutFrame
        #expect(field.frame.minX == safe.minX + 20 && field.frame.width == safe.width - 40)
        #expect(field.frame.minY == safe.minY + 20)
        #expect(notes.frame.minY == field.frame.maxY + 20 && notes.frame.height == 120 && notes.frame.width == field.frame.width)
    }

    @Test("static table sections: the controller serves the document's cells, titles and custom row heights")
    func staticTable() throws {
        let storyboard = UIStoryboard(name: "Tabs", bundle: nil)
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? TabsSettingsViewController)
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.show(settings)
        _ = host.runUntilIdle()
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(settings.tableView(table, titleForFooterInSection: 0) == "Signed in on this device")
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(profile.textLabel?.text == "Profile" && profile.accessoryType == .disclosureIndicator)
        let syncCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(syncCell.frame.height == 64)
        #expect(syncCell.selectionStyle == .none)
        let toggle = try #require(settings.syncSwitch)
        #expect(toggle.isOn && toggle.superview === syncCell.contentView)
        // The switch's constraints: centred vertically, 18 points from the trailing edge.
        #expect(abs(toggle.frame.midY - syncCell.contentView.bounds.midY) <= 0.5)   // pixel-rounded at scale 1
        #expect(toggle.frame.maxX == syncCell.contentView.bounds.maxX - 18)
        let version = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(version.textLabel?.text == "Version")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === profile)   // the same cell, never dequeued anew
    }

    @Test("the main storyboard from the app's Info.plist: the scene manifest's storyboard wins over UIMainStoryboardFile")
    func mainStoryboard() throws {
        let info = ApplicationRunner.infoDictionary(callerModule: "UIKitTests")
        #expect(info["UIAppFonts"] != nil)   // the test bundle's own Info.plist
        #expect(ApplicationRunner.mainStoryboardName(in: info) == "Tabs")
        #expect(ApplicationRunner.mainStoryboardName(in: ["UIMainStoryboardFile": "Main"]) == "Main")
        #expect(ApplicationRunner.mainStoryboardName(in: [:]) == nil)
        let delegate = TabsAppDelegate()
        let window = ApplicationRunner.loadMainStoryboard("Tabs", delegate: delegate, callerModule: "UIKitTests")
        #expect(delegate.window === window)
        #expect(window.rootViewController is UITabBarController)
        #expect(window.isHidden)   // shown after application(_:didFinishLaunchingWithOptions:)
    }

    @Test("static cells outside a table view controller trap with Xcode's message")
    func staticCellsNeedTableViewController() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let text = """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                        <objects>
                            <tableView dataMode="static" style="grouped" id="t">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <sections><tableViewSection id="s"><cells/></tableViewSection></sections>
                            </tableView>
                        </objects>
                    </document>
                    """
                _ = UINib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
            }
        }
    }
}
