import Foundation
import InterfaceBuilder

// View controllers in documents, and the segues their views trigger.

extension NibInstantiator {
    func configureController(_ controller: UIViewController, from object: IBObject) {
        if let title = object["title"] { controller.title = title }
        if case .size(let size)? = object.property("preferredContentSize") { controller.preferredContentSize = size }
        for guide in object.children("layoutGuides") where guide.elementName == "viewControllerLayoutGuide" {
            // Resolved when the view exists: older documents' top and bottom layout guides are the safe area's edges.
            pendingLegacyGuides.append((controller, guide))
        }
        if case .object(let viewObject)? = object.property("view"), let view = build(viewObject) as? UIView {
            controller.view = view
        }
        if case .object(let item)? = object.property("navigationItem") { configureNavigationItem(controller.navigationItem, from: item) }
        if case .object(let item)? = object.property("tabBarItem") { configureTabBarItem(of: controller, from: item) }
        if let split = controller as? UISplitViewController { configureSplitViewController(split, from: object) }
    }

    /// A `<splitViewController>`'s settings (its style is read by `init?(coder:)`): `preferredDisplayMode`,
    /// `behavior` (`tile`, `overlay`, `displace`), `presentsWithGesture`, `showsSecondaryOnlyButton`,
    /// `primaryEdge="trailing"` and `primaryBackgroundStyle="sidebar"`.
    ///
    /// Display modes as Xcode writes them: the case name without its `Secondary` suffix (`twoDisplace`,
    /// seen in Xcode 13's documents; so `oneBeside`, `oneOver`, `twoBeside`, `twoOver`), `automatic`,
    /// `secondaryOnly`, and the classic names `allVisible`, `primaryHidden`, `primaryOverlay`; the full case
    /// names are read too.
    func configureSplitViewController(_ split: UISplitViewController, from object: IBObject) {
        let displayModes: [String: UISplitViewController.DisplayMode] = [
            "automatic": .automatic, "secondaryOnly": .secondaryOnly, "primaryHidden": .secondaryOnly,
            "oneBeside": .oneBesideSecondary, "oneBesideSecondary": .oneBesideSecondary, "allVisible": .oneBesideSecondary,
            "oneOver": .oneOverSecondary, "oneOverSecondary": .oneOverSecondary, "primaryOverlay": .oneOverSecondary,
            "twoBeside": .twoBesideSecondary, "twoBesideSecondary": .twoBesideSecondary,
            "twoOver": .twoOverSecondary, "twoOverSecondary": .twoOverSecondary,
            "twoDisplace": .twoDisplaceSecondary, "twoDisplaceSecondary": .twoDisplaceSecondary,
        ]
        if let name = object["preferredDisplayMode"] {
            guard let mode = displayModes[name] else {
                fatalError("\(location(object.line)): preferredDisplayMode '\(name)'; expected \(displayModes.keys.sorted().joined(separator: ", "))")
            }
            split.preferredDisplayMode = mode
        }
        switch object["behavior"] {
        case "tile"?: split.preferredSplitBehavior = .tile
        case "overlay"?: split.preferredSplitBehavior = .overlay
        case "displace"?: split.preferredSplitBehavior = .displace
        case "automatic"?, nil: break
        case let other?: fatalError("\(location(object.line)): split behavior '\(other)'; expected automatic, tile, overlay or displace")
        }
        if object["presentsWithGesture"] == "NO" { split.presentsWithGesture = false }
        if object["showsSecondaryOnlyButton"] == "YES" { split.showsSecondaryOnlyButton = true }
        if object["primaryEdge"] == "trailing" { split.primaryEdge = .trailing }
        if object["primaryBackgroundStyle"] == "sidebar" { split.primaryBackgroundStyle = .sidebar }
    }

    /// Connects a segue: a control triggers it (after `shouldPerformSegue`), a container view embeds
    /// its destination now; a controller's own segues are kept by its scene for `performSegue`.
    func connectSegue(_ segue: IBSegue, from source: AnyObject) {
        guard let controller = sceneController ?? (owner as? UIViewController), let storyboard = controller.storyboard else { return }
        if segue.kind == "embed", let container = source as? UIView {
            let destination = storyboard.instantiate(storyboard.scene(withControllerID: segue.destination, line: segue.line), creator: nil)
            let made = controller.makeSegue(segue, destination: destination, storyboard: storyboard)
            controller.prepare(for: made, sender: nil)
            if segue.customClass == nil { controller.embed(destination, in: container) } else { made.perform() }
            return
        }
        let trigger: @MainActor (UIViewController?, Any) -> Void = { controller, sender in
            guard let controller else { return }
            if let identifier = segue.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
            if segue.kind == "unwind" {
                controller.performUnwindSegue(segue, sender: sender, file: storyboard.document.fileName)
            } else {
                controller.performStoryboardSegue(segue, sender: sender)
            }
        }
        if let item = source as? UIBarButtonItem {
            item.performSetAction(target: controller) { [weak controller] item in trigger(controller, item) }
            return
        }
        guard let control = source as? UIControl else { return }
        control.addTarget(controller, action: { [weak controller] control, _ in trigger(controller, control) },
                          for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
    }
}
