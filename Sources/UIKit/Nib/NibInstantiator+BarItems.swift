import Foundation
import InterfaceBuilder

// A scene's `<navigationItem key="navigationItem">` and `<tabBarItem key="tabBarItem">`, and the
// `<barButtonItem>`s inside them (their actions and segues connect like a control's).

extension NibInstantiator {
    /// Xcode's names for `UIBarButtonItem.SystemItem`, in raw-value order.
    static let barButtonSystemItems = ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
                                       "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
                                       "fastForward", "undo", "redo", "pageCurl", "close"]

    func configureNavigationItem(_ item: UINavigationItem, from object: IBObject) {
        if !object.id.isEmpty { objectsByID[object.id] = item }
        if let title = object["title"] { item.title = title }
        if let prompt = object["prompt"] { item.prompt = prompt }
        if let title = object["backButtonTitle"] { item.backButtonTitle = title }
        if let hides = object.bool("hidesBackButton") { item.hidesBackButton = hides }
        if let supplements = object.bool("leftItemsSupplementBackButton") { item.leftItemsSupplementBackButton = supplements }
        switch object["largeTitleDisplayMode"] {
        case "always"?: item.largeTitleDisplayMode = .always
        case "never"?: item.largeTitleDisplayMode = .never
        default: break
        }
        for (key, value) in object.properties {
            guard case .object(let child) = value else { continue }
            switch key {
            case "leftBarButtonItem": item.leftBarButtonItem = barButtonItem(child)
            case "rightBarButtonItem": item.rightBarButtonItem = barButtonItem(child)
            case "backBarButtonItem": item.backBarButtonItem = barButtonItem(child)
            case "titleView": item.titleView = build(child) as? UIView
            default: break
            }
        }
        let left = object.children("leftBarButtonItems").map(barButtonItem)
        if !left.isEmpty { item.leftBarButtonItems = left }
        let right = object.children("rightBarButtonItems").map(barButtonItem)
        if !right.isEmpty { item.rightBarButtonItems = right }
        pendingConnections += object.connections.map { (item, $0) }
    }

    /// `<barButtonItem title="Edit" style="done" systemItem="add" image="…" id="…">`; a `customView`
    /// child makes a custom-view item.
    func barButtonItem(_ object: IBObject) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if case .object(let viewObject)? = object.property("customView"), let view = build(viewObject) as? UIView {
            item = UIBarButtonItem(customView: view)
        } else if let name = object["systemItem"], let system = Self.barButtonSystemItems.firstIndex(of: name).flatMap(UIBarButtonItem.SystemItem.init(rawValue:)) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem()
        }
        if let title = object["title"] { item.title = title }
        if let name = object["image"] { item.image = context.image(named: name, catalog: object["catalog"]) }
        switch object["style"] {
        case "done"?: item.style = .done
        case "bordered"?: item.style = .bordered
        default: break
        }
        if let tag = object["tag"].flatMap(Int.init) { item.tag = tag }
        if let enabled = object.bool("enabled") { item.isEnabled = enabled }
        if let width = cgFloat(object, "width") { item.width = width }
        if case .color(let c)? = object.property("tintColor") { item.tintColor = context.color(c) }
        if !object.id.isEmpty { objectsByID[object.id] = item }
        pendingConnections += object.connections.map { (item, $0) }
        return item
    }

    /// `<tabBarItem key="tabBarItem" title="Favourites" image="star" selectedImage="star.fill" tag="1" badgeValue="3">`.
    func configureTabBarItem(of controller: UIViewController, from object: IBObject) {
        let item = controller.tabBarItem ?? UITabBarItem()
        if let title = object["title"] { item.title = title }
        if let name = object["image"] { item.image = context.image(named: name, catalog: object["catalog"]) }
        if let name = object["selectedImage"] { item.selectedImage = context.image(named: name, catalog: object["catalog"]) }
        if let tag = object["tag"].flatMap(Int.init) { item.tag = tag }
        if let badge = object["badgeValue"] { item.badgeValue = badge }
        if let enabled = object.bool("enabled") { item.isEnabled = enabled }
        controller.tabBarItem = item
        if !object.id.isEmpty { objectsByID[object.id] = item }
        pendingConnections += object.connections.map { (item, $0) }
    }
}
