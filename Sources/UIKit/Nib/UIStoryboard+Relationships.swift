import Foundation
import InterfaceBuilder

// Relationship segues: what a container controller in a storyboard holds from the start.

extension UIStoryboard {
    /// Installs the relationship segues of `object` (the container's element) into `controller`, as UIKit
    /// does when it decodes the container: the destinations are instantiated now, in document order.
    ///
    /// - `UINavigationController`: `rootViewController`.
    /// - `UITabBarController`: `viewControllers` (document order is the tabs' order).
    /// - `UISplitViewController`, classic style: `masterViewController` and `detailViewController` become
    ///   `viewControllers` `[master, detail]`. Column style (iOS 14; `allowDoubleColumnStyle="YES"`, three
    ///   columns when there is a supplementary relationship, see `NibDecoder.splitViewControllerStyle`):
    ///   `masterViewController` is the `.primary` column, `supplementaryViewController` the
    ///   `.supplementary`, `detailViewController` the `.secondary` and `compactViewController` the
    ///   `.compact`, each set with `setViewController(_:for:)`.
    ///
    /// Any other relationship, or one the container already has, traps naming the document's file and the
    /// segue's line, and what the container accepts.
    /// - Complexity: O(destination scenes), each instantiated once.
    func installRelationships(of controller: UIViewController, from object: IBObject) {
        var tabs: [UIViewController] = []
        var splitColumns: [(column: UISplitViewController.Column, controller: UIViewController)] = []
        for case .segue(let segue) in object.connections where segue.kind == "relationship" {
            let relationship = segue.relationship ?? ""
            let split = controller as? UISplitViewController
            let column = split.flatMap { splitColumn(for: relationship, of: $0, segue: segue) }
            if let column, splitColumns.contains(where: { $0.column == column }) {
                fatalError("\(document.fileName):\(segue.line): a second '\(relationship)' relationship of the split view controller '\(object.id)'; each column has one view controller")
            }
            let destination = instantiate(scene(withControllerID: segue.destination, line: segue.line), creator: nil)
            if let column {
                splitColumns.append((column, destination))
                continue
            }
            switch (relationship, controller) {
            case ("rootViewController", let navigation as UINavigationController):
                navigation.setViewControllers([destination], animated: false)
            case ("viewControllers", is UITabBarController):
                tabs.append(destination)
            default:
                fatalError("\(document.fileName):\(segue.line): relationship '\(relationship)' of a \(String(reflecting: type(of: controller))); expected \(Self.acceptedRelationships(of: controller))")
            }
        }
        if let tabBar = controller as? UITabBarController, !tabs.isEmpty { tabBar.setViewControllers(tabs, animated: false) }
        if let split = controller as? UISplitViewController, !splitColumns.isEmpty { install(splitColumns, in: split) }
    }

    /// The split view column `relationship` fills, nil when it is not a split view relationship. A column
    /// the split's style does not have traps with the segue's line.
    private func splitColumn(for relationship: String, of split: UISplitViewController, segue: IBSegue) -> UISplitViewController.Column? {
        let column: UISplitViewController.Column
        switch relationship {
        case "masterViewController": column = .primary
        case "detailViewController": column = .secondary
        case "supplementaryViewController": column = .supplementary
        case "compactViewController": column = .compact
        default: return nil
        }
        switch (column, split.style) {
        case (.supplementary, .unspecified), (.compact, .unspecified):
            fatalError("\(document.fileName):\(segue.line): relationship '\(relationship)' needs a column-style split view controller (allowDoubleColumnStyle=\"YES\"); this one is classic")
        default:
            return column
        }
    }

    /// Classic style: `viewControllers` primary first; column style: each column's controller.
    private func install(_ columns: [(column: UISplitViewController.Column, controller: UIViewController)], in split: UISplitViewController) {
        if split.style == .unspecified {
            split.viewControllers = columns.sorted { $0.column.rawValue < $1.column.rawValue }.map(\.controller)
        } else {
            for (column, controller) in columns { split.setViewController(controller, for: column) }
        }
    }

    /// What `controller`'s element may name as relationships (for messages).
    private static func acceptedRelationships(of controller: UIViewController) -> String {
        switch controller {
        case is UINavigationController: "rootViewController"
        case is UITabBarController: "viewControllers"
        case let split as UISplitViewController:
            switch split.style {
            case .unspecified: "masterViewController or detailViewController"
            case .doubleColumn: "masterViewController, detailViewController or compactViewController"
            case .tripleColumn: "masterViewController, supplementaryViewController, detailViewController or compactViewController"
            }
        default: "no relationship segues (only navigation, tab bar and split view controllers have them)"
        }
    }
}
