import Testing
import Foundation
import UIKitTesting
@testable import UIKit

// MARK: ColumnSplit.storyboard's classes (its customModule is the copied project's "MailApp")

final class MailSplitViewController: UISplitViewController {}
final class MailboxesViewController: UIViewController {}
final class InboxViewController: UIViewController {}
final class MessageViewController: UIViewController {}

/// Column-style split view controllers spelled as Xcode 12 and later write them (ColumnSplit.storyboard
/// follows the element, attribute and relationship names of Xcode 13/14 documents): every column-style
/// split carries `allowDoubleColumnStyle="YES"`; one with a `supplementaryViewController` relationship is
/// a triple-column split; display modes drop their `Secondary` suffix (`twoDisplace`).
@MainActor
@Suite("Nib: column-style split view controllers as Xcode writes them")
struct StoryboardColumnSplitTests {
    func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    @Test("allowDoubleColumnStyle with a supplementary relationship is a triple-column split: its three columns, twoDisplace, displace, no gesture")
    func tripleColumnAsXcodeWritesIt() throws {
        let storyboard = UIStoryboard(name: "ColumnSplit", bundle: nil)
        let split = try #require(storyboard.instantiateInitialViewController() as? MailSplitViewController)
        #expect(split.style == .tripleColumn)
        #expect(split.preferredDisplayMode == .twoDisplaceSecondary)
        #expect(split.preferredSplitBehavior == .displace)
        #expect(!split.presentsWithGesture)
        let primary = try #require(split.viewController(for: .primary) as? UINavigationController)
        let supplementary = try #require(split.viewController(for: .supplementary) as? UINavigationController)
        let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
        #expect(primary.topViewController is MailboxesViewController)
        #expect(supplementary.topViewController is InboxViewController)
        #expect(secondary.topViewController is MessageViewController)
        #expect(split.viewController(for: .compact) == nil)
        // A wide window shows the three columns side by side, mailboxes first, the message (displaced) last.
        let host = HeadlessHost(size: CGSize(width: 1194, height: 834), scale: 1)
        host.show(split)
        _ = host.runUntilIdle()
        #expect(!split.isCollapsed && split.displayMode == .twoDisplaceSecondary)
        let mailboxes = try #require(primary.topViewController).view!
        let inbox = try #require(supplementary.topViewController).view!
        let message = try #require(secondary.topViewController).view!
        #expect(mailboxes.window != nil && inbox.window != nil && message.window != nil)
        #expect(windowFrame(mailboxes).maxX <= windowFrame(inbox).minX + 0.5)
        #expect(windowFrame(inbox).maxX <= windowFrame(message).minX + 0.5)
        #expect(message.backgroundColor == .systemYellow)
    }

    @Test("allowDoubleColumnStyle with master and detail relationships is a double-column split with a sidebar primary")
    func doubleColumnWithSidebar() throws {
        let split = try #require(UIStoryboard(name: "ColumnSplit", bundle: nil).instantiateViewController(withIdentifier: "Sidebar") as? UISplitViewController)
        #expect(split.style == .doubleColumn)
        #expect(split.primaryBackgroundStyle == .sidebar)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.viewController(for: .supplementary) == nil)
        // Column style wraps bare controllers in navigation controllers, as UIKit.
        let primary = try #require(split.viewController(for: .primary) as? MailboxesViewController)
        let secondary = try #require(split.viewController(for: .secondary) as? MessageViewController)
        #expect(primary.navigationController != nil && secondary.navigationController != nil)
        #expect(primary.title == nil && primary.navigationItem.title == "Mailboxes")
    }
}
