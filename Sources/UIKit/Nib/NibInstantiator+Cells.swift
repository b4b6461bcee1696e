import Foundation
import InterfaceBuilder

// Collection and table views, their cells and prototype cells.

extension NibInstantiator {
    func configureCollectionView(_ collectionView: UICollectionView, from object: IBObject) {
        if case .object(let layoutObject)? = object.property("collectionViewLayout"), let layout = build(layoutObject) as? UICollectionViewLayout {
            collectionView.collectionViewLayout = layout
        }
        for prototype in object.children("cells") {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            collectionView.register(UINib(prototype: prototype, of: self), forCellWithReuseIdentifier: identifier)
        }
    }

    func configureCollectionCell(_ cell: UICollectionViewCell, from object: IBObject) {
        for (key, value) in object.properties {
            guard case .object(let child) = value else { continue }
            switch key {
            case "contentView":
                if !child.id.isEmpty { objectsByID[child.id] = cell.contentView }
                configureView(cell.contentView, from: child, isContentView: true)
                pendingConnections += child.connections.map { (cell.contentView, $0) }
                if !child.runtimeAttributes.isEmpty { pendingAttributes.append((cell.contentView, child.runtimeAttributes)) }
            case "backgroundView": cell.backgroundView = build(child) as? UIView
            case "selectedBackgroundView": cell.selectedBackgroundView = build(child) as? UIView
            default: break
            }
        }
    }

    func configureTableView(_ tableView: UITableView, from object: IBObject) {
        switch object["separatorStyle"] {
        case "none"?: tableView.separatorStyle = .none
        case "singleLineEtched"?: tableView.separatorStyle = .singleLineEtched
        default: break
        }
        if let height = cgFloat(object, "rowHeight") { tableView.rowHeight = height }
        if let height = cgFloat(object, "estimatedRowHeight") { tableView.estimatedRowHeight = height }
        if let height = cgFloat(object, "sectionHeaderHeight") { tableView.sectionHeaderHeight = height }
        if let height = cgFloat(object, "sectionFooterHeight") { tableView.sectionFooterHeight = height }
        if let allows = object.bool("allowsSelection") { tableView.allowsSelection = allows }
        if let allows = object.bool("allowsMultipleSelection") { tableView.allowsMultipleSelection = allows }
        for (key, value) in object.properties {
            switch (key, value) {
            case ("separatorColor", .color(let c)): tableView.separatorColor = context.color(c)
            case ("separatorInset", .insets(let i)): tableView.separatorInset = context.edgeInsets(i)
            case ("tableHeaderView", .object(let child)): tableView.tableHeaderView = build(child) as? UIView
            case ("tableFooterView", .object(let child)): tableView.tableFooterView = build(child) as? UIView
            default: break
            }
        }
        for prototype in object.children("prototypes") {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            tableView.register(UINib(prototype: prototype, of: self), forCellReuseIdentifier: identifier)
        }
        if object["dataMode"] == "static" { buildStaticSections(of: tableView, from: object) }
    }

    /// `dataMode="static"`: builds every `<tableViewSection>`'s cells now (outlets may point at them) and
    /// gives them to the owning `UITableViewController`, which serves them as UIKit's does. Xcode only
    /// allows static cells in a table view controller's scene; elsewhere this traps with Xcode's message.
    func buildStaticSections(of tableView: UITableView, from object: IBObject) {
        guard let controller = (owner as? UITableViewController) ?? (sceneController as? UITableViewController) else {
            fatalError("\(location(object.line)): Illegal Configuration: Static table views are only valid when embedded in UITableViewController instances")
        }
        var sections: [NibStaticTableContent.Section] = []
        for sectionObject in object.children("sections") where sectionObject.elementName == "tableViewSection" {
            var section = NibStaticTableContent.Section(headerTitle: sectionObject["headerTitle"], footerTitle: sectionObject["footerTitle"], cells: [], rowHeights: [])
            for cellObject in sectionObject.children("cells") {
                guard let cell = build(cellObject) as? UITableViewCell else {
                    fatalError("\(location(cellObject.line)): <\(cellObject.elementName)> in a static section is not a table view cell")
                }
                section.cells.append(cell)
                section.rowHeights.append(cgFloat(cellObject, "rowHeight"))
            }
            sections.append(section)
        }
        controller.staticTableContent = NibStaticTableContent(sections: sections)
    }

    func configureTableCell(_ cell: UITableViewCell, from object: IBObject) {
        // The cell's own subviews that the document lays out: built by the cell, configured by the document.
        if let id = object["textLabel"], let label = cell.textLabel { objectsByID[id] = label; hasCellParts = true }
        if let id = object["detailTextLabel"], let label = cell.detailTextLabel { objectsByID[id] = label; hasCellParts = true }
        if let id = object["imageView"], let imageView = cell.imageView { objectsByID[id] = imageView; hasCellParts = true }
        if let identifier = object["reuseIdentifier"] { cell.reuseIdentifierStorage = identifier }
        switch object["accessoryType"] {
        case "disclosureIndicator"?: cell.accessoryType = .disclosureIndicator
        case "detailDisclosureButton"?: cell.accessoryType = .detailDisclosureButton
        case "checkmark"?: cell.accessoryType = .checkmark
        case "detailButton"?: cell.accessoryType = .detailButton
        default: break
        }
        switch object["selectionStyle"] {
        case "none"?: cell.selectionStyle = .none
        case "blue"?: cell.selectionStyle = .blue
        case "gray"?: cell.selectionStyle = .gray
        default: break
        }
        if case .object(let child)? = object.property("contentView") {
            if !child.id.isEmpty { objectsByID[child.id] = cell.contentView }
            configureView(cell.contentView, from: child, isContentView: true)
            pendingConnections += child.connections.map { (cell.contentView, $0) }
        }
    }
}
