import Foundation

/// Builds the typed model from the element tree, checking what the format requires; every failure is an
/// `IBReaderError` at the offending element's line.
struct IBDocumentBuilder {
    let fileName: String
    /// Hands out `IBObject.ordinal`s in document order.
    let ordinals = OrdinalCounter()

    /// The next ordinal (a class, so the builder's methods stay non-mutating).
    final class OrdinalCounter {
        var next = 0
    }

    /// The document types the reader accepts.
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// Children of `<document>` that hold design-time metadata only.
    static let ignoredDocumentChildren: Set<String> = [
        "device", "dependencies", "customFonts", "inferredMetricsTieBreakers", "simulatedMetricsContainer", "designables",
        "classes", "connections",
    ]

    /// List elements whose children are objects.
    static let objectLists: Set<String> = [
        "subviews", "gestureRecognizers", "cells", "prototypes", "sections", "segments", "items", "arrangedSubviews",
        "layoutGuides", "leftBarButtonItems", "rightBarButtonItems", "barButtonItems", "objects", "tableViewSections", "toolbarItems",
    ]

    func error(_ element: IBElement, _ message: String) -> IBReaderError {
        IBReaderError(file: fileName, line: element.line, message: message)
    }

    // MARK: Document

    func document(from root: IBElement) throws(IBReaderError) -> IBDocument {
        guard root.name == "document" else { throw error(root, "root element <\(root.name)>; expected <document>") }
        let kind: IBDocument.Kind
        switch root["type"] {
        case Self.xibType?: kind = .xib
        case Self.storyboardType?: kind = .storyboard
        case let other?: throw error(root, "document type '\(other)'; expected \(Self.xibType) or \(Self.storyboardType)")
        case nil: throw error(root, "<document> has no type; expected type=\"\(Self.xibType)\" or \"\(Self.storyboardType)\"")
        }
        guard let version = root["version"] else { throw error(root, "<document> has no version; expected version=\"3.0\"") }
        guard version == "3.0" else { throw error(root, "document version '\(version)'; expected 3.0 (Xcode 8 and later)") }
        var document = IBDocument(fileName: fileName, kind: kind, toolsVersion: root["toolsVersion"],
                                  usesAutoLayout: root["useAutolayout"] == "YES", usesSafeAreas: root["useSafeAreas"] == "YES",
                                  initialViewController: root["initialViewController"])
        for child in root.children {
            switch child.name {
            case "objects" where kind == .xib:
                document.objects = try topLevelObjects(child)
            case "scenes" where kind == .storyboard:
                for sceneElement in child.children {
                    guard sceneElement.name == "scene" else { throw error(sceneElement, "unexpected <\(sceneElement.name)> in <scenes>; expected <scene>") }
                    document.scenes.append(try scene(sceneElement))
                }
            case "resources":
                document.resources = try resources(child)
            case let name where Self.ignoredDocumentChildren.contains(name):
                continue
            default:
                throw error(child, "unexpected <\(child.name)> in a \(kind == .xib ? "XIB" : "storyboard") <document>; expected \(kind == .xib ? "<objects>" : "<scenes>"), <resources> or design-time metadata")
            }
        }
        if kind == .storyboard, let initial = document.initialViewController, document.scene(withViewControllerID: initial) == nil {
            throw error(root, "initialViewController '\(initial)' is not the id of any scene's view controller")
        }
        return document
    }

    func topLevelObjects(_ element: IBElement) throws(IBReaderError) -> [IBObject] {
        var objects: [IBObject] = []
        for child in element.children {
            guard child["id"] != nil else { throw error(child, "<\(child.name)> in <objects> has no id; expected an id attribute") }
            objects.append(try object(child))
        }
        return objects
    }

    func scene(_ element: IBElement) throws(IBReaderError) -> IBScene {
        guard let sceneID = element["sceneID"] else { throw error(element, "<scene> has no sceneID; expected a sceneID attribute") }
        guard let objectsElement = element.child(named: "objects") else { throw error(element, "<scene sceneID=\"\(sceneID)\"> has no <objects>") }
        return IBScene(sceneID: sceneID, objects: try topLevelObjects(objectsElement), line: element.line)
    }

    func resources(_ element: IBElement) throws(IBReaderError) -> [IBResource] {
        var resources: [IBResource] = []
        for child in element.children {
            guard let name = child["name"] else { throw error(child, "<\(child.name)> in <resources> has no name; expected a name attribute") }
            switch child.name {
            case "image":
                let size = CGSize(width: try number(child, "width", default: 0), height: try number(child, "height", default: 0))
                resources.append(.image(name: name, size: size, catalog: child["catalog"]))
            case "systemColor":
                resources.append(.systemColor(name: name, color: try child.child(named: "color").map { (c) throws(IBReaderError) in try color(c) }))
            case "namedColor":
                resources.append(.namedColor(name: name, color: try child.child(named: "color").map { (c) throws(IBReaderError) in try color(c) }))
            default:
                throw error(child, "unexpected <\(child.name)> in <resources>; expected <image>, <systemColor> or <namedColor>")
            }
        }
        return resources
    }

    // MARK: Objects

    func object(_ element: IBElement) throws(IBReaderError) -> IBObject {
        var object = IBObject(elementName: element.name, id: element["id"] ?? "", key: element["key"], customClass: element["customClass"],
                              customModule: element["customModule"], customModuleProvider: element["customModuleProvider"],
                              placeholderIdentifier: element["placeholderIdentifier"], attributes: element.attributes, line: element.line)
        object.ordinal = ordinals.next
        ordinals.next += 1
        if element.name == "placeholder", object.placeholderIdentifier == nil, element["sceneMemberID"] == nil {
            throw error(element, "<placeholder> has no placeholderIdentifier; expected IBFilesOwner or IBFirstResponder")
        }
        for child in element.children {
            switch child.name {
            case let list where Self.objectLists.contains(list):
                var objects: [IBObject] = []
                for item in child.children { objects.append(try self.object(item)) }
                object.childLists.append((name: list, objects: objects))
            case "constraints":
                for item in child.children {
                    guard item.name == "constraint" else { throw error(item, "unexpected <\(item.name)> in <constraints>; expected <constraint>") }
                    object.constraints.append(try constraint(item))
                }
            case "connections":
                for item in child.children { object.connections.append(try connection(item)) }
            case "userDefinedRuntimeAttributes":
                for item in child.children {
                    guard item.name == "userDefinedRuntimeAttribute" else {
                        throw error(item, "unexpected <\(item.name)> in <userDefinedRuntimeAttributes>; expected <userDefinedRuntimeAttribute>")
                    }
                    object.runtimeAttributes.append(try runtimeAttribute(item))
                }
            case "variation":
                object.variations.append(try variation(child))
            default:
                guard let key = child["key"] else {
                    throw error(child, "unexpected <\(child.name)> without a key in <\(element.name)>; expected a keyed property, <subviews>, <constraints>, <connections> or <userDefinedRuntimeAttributes>")
                }
                object.properties.append((key: key, value: try value(child)))
            }
        }
        return object
    }

    /// `<variation key="…">` with `<mask key="constraints|subviews">` of `<include|exclude reference="…"/>`
    /// and keyed properties.
    func variation(_ element: IBElement) throws(IBReaderError) -> IBVariation {
        guard let key = element["key"] else {
            throw error(element, "<variation> has no key; expected key=\"default\", \"widthClass=compact\", \"heightClass=regular\" or both joined by -")
        }
        guard let classes = IBVariation.sizeClasses(of: key) else {
            throw error(element, "size-class variation '\(key)'; expected default, widthClass=compact|regular, heightClass=compact|regular or both joined by -")
        }
        var variation = IBVariation(key: key, widthClass: classes.width, heightClass: classes.height, line: element.line)
        for child in element.children {
            if child.name == "mask" {
                guard let maskKey = child["key"] else { throw error(child, "<mask> has no key; expected key=\"constraints\" or \"subviews\"") }
                var mask = IBVariation.Mask(key: maskKey)
                for item in child.children {
                    guard let reference = item["reference"] else {
                        throw error(item, "<\(item.name)> in <mask> has no reference; expected reference=\"an object id\"")
                    }
                    switch item.name {
                    case "include": mask.included.append(reference)
                    case "exclude": mask.excluded.append(reference)
                    default: throw error(item, "unexpected <\(item.name)> in <mask>; expected <include> or <exclude>")
                    }
                }
                variation.masks.append(mask)
            } else {
                guard let propertyKey = child["key"] else {
                    throw error(child, "unexpected <\(child.name)> without a key in <variation>; expected <mask> or a keyed property")
                }
                variation.properties.append((key: propertyKey, value: try value(child)))
            }
        }
        return variation
    }

    // MARK: Values

    func value(_ element: IBElement) throws(IBReaderError) -> IBValue {
        switch element.name {
        case "rect":
            return .rect(CGRect(x: try number(element, "x", default: 0), y: try number(element, "y", default: 0),
                                width: try number(element, "width"), height: try number(element, "height")))
        case "point":
            return .point(CGPoint(x: try number(element, "x"), y: try number(element, "y")))
        case "size":
            return .size(CGSize(width: try number(element, "width"), height: try number(element, "height")))
        case "inset":
            return .insets(IBInsets(top: try number(element, "minY"), left: try number(element, "minX"),
                                    bottom: try number(element, "maxY"), right: try number(element, "maxX")))
        case "edgeInsets":
            return .insets(IBInsets(top: try number(element, "top"), left: try number(element, "left"),
                                    bottom: try number(element, "bottom"), right: try number(element, "right")))
        case "directionalEdgeInsets":
            return .insets(IBInsets(top: try number(element, "top"), left: try number(element, "leading"),
                                    bottom: try number(element, "bottom"), right: try number(element, "trailing"), isDirectional: true))
        case "color":
            return .color(try color(element))
        case "fontDescription":
            return .font(try font(element))
        case "autoresizingMask":
            var mask = IBAutoresizingMask()
            for (name, flag) in IBAutoresizingMask.attributeNames where element[name] == "YES" { mask.insert(flag) }
            return .autoresizingMask(mask)
        case "string", "mutableString":
            return .string(element["value"] ?? element.text)
        case "attributedString":
            return .string(element.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child(named: "string")?.text ?? "" }.joined())
        case "integer", "real":
            return .number(try number(element, "value"))
        case "bool", "boolean":
            return .bool(try boolean(element, "value"))
        case "nil":
            return .nil
        case "state":
            return .buttonState(try buttonState(element))
        case "viewLayoutGuide":
            guard let id = element["id"] else { throw error(element, "<viewLayoutGuide> has no id; expected an id attribute") }
            return .layoutGuide(id: id)
        case "imageReference", "accessibility", "textInputTraits", "offsetWrapper", "date", "range",
             "freeformSimulatedSizeMetrics", "simulatedScreenMetrics", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
             "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedOrientationMetrics", "simulatedMetricsContainer",
             "dataDetectorType", "preferredSymbolConfiguration", "nibName":
            return .element(element)
        default:
            return .object(try object(element))
        }
    }

    func color(_ element: IBElement) throws(IBReaderError) -> IBColor {
        if let name = element["systemColor"] { return .system(name) }
        if let name = element["cocoaTouchSystemColor"] { return .system(name) }
        if let name = element["name"] { return .named(name) }
        let alpha = try number(element, "alpha", default: 1)
        if element["white"] != nil { return .white(try number(element, "white"), alpha: alpha) }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            let space = element["colorSpace"] == "custom" ? (element["customColorSpace"] ?? "sRGB") : (element["colorSpace"] ?? "sRGB")
            return .rgb(red: try number(element, "red"), green: try number(element, "green"), blue: try number(element, "blue"),
                        alpha: alpha, colorSpace: space)
        }
        throw error(element, "<color> has no colour; expected white, red/green/blue, systemColor, cocoaTouchSystemColor or name")
    }

    static let systemWeights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    func font(_ element: IBElement) throws(IBReaderError) -> IBFontDescription {
        if let style = element["style"] { return IBFontDescription(kind: .textStyle(style), pointSize: try number(element, "pointSize", default: 0)) }
        let size = try number(element, "pointSize")
        if let name = element["name"] { return IBFontDescription(kind: .named(name: name, family: element["family"]), pointSize: size) }
        switch element["type"] {
        case "system"?:
            let weight = element["weight"] ?? "regular"
            guard Self.systemWeights.contains(weight) else {
                throw error(element, "font weight '\(weight)'; expected one of \(Self.systemWeights.sorted().joined(separator: ", "))")
            }
            return IBFontDescription(kind: .system(weight: weight), pointSize: size)
        case "boldSystem"?: return IBFontDescription(kind: .boldSystem, pointSize: size)
        case "italicSystem"?: return IBFontDescription(kind: .italicSystem, pointSize: size)
        case let other?: throw error(element, "font type '\(other)'; expected system, boldSystem or italicSystem")
        case nil: throw error(element, "<fontDescription> names no font; expected type, name or style")
        }
    }

    func buttonState(_ element: IBElement) throws(IBReaderError) -> IBButtonState {
        guard let key = element["key"] else { throw error(element, "<state> has no key; expected normal, highlighted, selected or disabled") }
        var state = IBButtonState(state: key, title: element["title"], image: element["image"], imageCatalog: element["catalog"],
                                  backgroundImage: element["backgroundImage"])
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("color", "titleColor"?): state.titleColor = try color(child)
            case ("color", "titleShadowColor"?): state.titleShadowColor = try color(child)
            case ("string", "title"?), ("mutableString", "title"?): state.title = child.text
            case ("imageReference", "image"?): state.image = child["image"]; state.imageCatalog = child["catalog"]
            default: continue
            }
        }
        return state
    }

    // MARK: Constraints and connections

    static let layoutAttributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "baseline",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    func layoutAttribute(_ element: IBElement, _ name: String) throws(IBReaderError) -> String? {
        guard let value = element[name] else { return nil }
        guard Self.layoutAttributes.contains(value) else {
            throw error(element, "\(name) '\(value)' is not a layout attribute; expected top, bottom, leading, trailing, width, height, centerX, centerY, a baseline or a margin")
        }
        return value
    }

    func constraint(_ element: IBElement) throws(IBReaderError) -> IBConstraint {
        guard let first = try layoutAttribute(element, "firstAttribute") else {
            throw error(element, "<constraint> has no firstAttribute; expected firstAttribute=\"top\" or another layout attribute")
        }
        let relation = element["relation"] ?? "equal"
        guard ["equal", "lessThanOrEqual", "greaterThanOrEqual"].contains(relation) else {
            throw error(element, "relation '\(relation)'; expected equal, lessThanOrEqual or greaterThanOrEqual")
        }
        let second = try layoutAttribute(element, "secondAttribute")
        if element["secondItem"] != nil && second == nil { throw error(element, "<constraint> has a secondItem but no secondAttribute") }
        let priority = try number(element, "priority", default: 1000)
        guard priority >= 1 && priority <= 1000 else { throw error(element, "priority \(priority); expected 1 to 1000") }
        return IBConstraint(id: element["id"] ?? "", firstItem: element["firstItem"], firstAttribute: first, relation: relation,
                            secondItem: element["secondItem"], secondAttribute: second, multiplier: try multiplier(element),
                            constant: try number(element, "constant", default: 0), priority: priority, identifier: element["identifier"],
                            isPlaceholder: element["placeholder"] == "YES", isSymbolic: element["symbolic"] == "YES", line: element.line)
    }

    /// `multiplier` as `0.5`, `1:2` (width:height ratio) or `1/3`.
    func multiplier(_ element: IBElement) throws(IBReaderError) -> Double {
        guard let text = element["multiplier"] else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite else {
                throw error(element, "multiplier '\(text)'; expected a number, a ratio such as 1:2 or a fraction such as 1/3")
            }
            return a / b
        }
        guard let value = Double(text), value.isFinite else {
            throw error(element, "multiplier '\(text)'; expected a number, a ratio such as 1:2 or a fraction such as 1/3")
        }
        return value
    }

    func connection(_ element: IBElement) throws(IBReaderError) -> IBConnection {
        func required(_ name: String) throws(IBReaderError) -> String {
            guard let value = element[name] else { throw error(element, "<\(element.name)> has no \(name); expected a \(name) attribute") }
            return value
        }
        switch element.name {
        case "outlet":
            return .outlet(property: try required("property"), destination: try required("destination"), line: element.line)
        case "outletCollection":
            return .outletCollection(property: try required("property"), destination: try required("destination"), line: element.line)
        case "action":
            return .action(selector: try required("selector"), destination: try required("destination"), eventType: element["eventType"], line: element.line)
        case "segue":
            let kind = try required("kind")
            let known: Set<String> = ["show", "showDetail", "presentation", "popoverPresentation", "embed", "relationship", "unwind",
                                      "custom", "push", "modal", "replace", "popover"]
            guard known.contains(kind) else {
                throw error(element, "segue kind '\(kind)'; expected show, showDetail, presentation, popoverPresentation, embed, relationship, unwind or custom")
            }
            if kind == "relationship" {
                guard let relationship = element["relationship"], !relationship.isEmpty else {
                    throw error(element, "relationship segue has no relationship; expected relationship=\"rootViewController\", \"viewControllers\", \"masterViewController\", \"detailViewController\", \"supplementaryViewController\" or \"compactViewController\"")
                }
            }
            return .segue(IBSegue(id: element["id"] ?? "", destination: try required("destination"), kind: kind, identifier: element["identifier"],
                                  relationship: element["relationship"], modalPresentationStyle: element["modalPresentationStyle"],
                                  modalTransitionStyle: element["modalTransitionStyle"], animates: element["animates"] != "NO",
                                  customClass: element["customClass"], customModule: element["customModule"],
                                  unwindAction: element["unwindAction"], popoverAnchorView: element["popoverAnchorView"],
                                  popoverAnchorBarButtonItem: element["popoverAnchorBarButtonItem"],
                                  popoverArrowDirections: try popoverArrowDirections(of: element), line: element.line))
        default:
            throw error(element, "unexpected <\(element.name)> in <connections>; expected <outlet>, <outletCollection>, <action> or <segue>")
        }
    }

    /// A popover segue's `<popoverArrowDirection key="popoverArrowDirection" up="YES" …>` child, as the set of
    /// directions set to `YES`; nil without one. Other children of a segue are not part of the format.
    func popoverArrowDirections(of segue: IBElement) throws(IBReaderError) -> Set<String>? {
        var directions: Set<String>?
        for child in segue.children {
            guard child.name == "popoverArrowDirection" else {
                throw error(child, "unexpected <\(child.name)> in <segue>; expected <popoverArrowDirection key=\"popoverArrowDirection\">")
            }
            var set: Set<String> = []
            for name in ["up", "down", "left", "right"] where child[name] != nil {
                if try boolean(child, name) { set.insert(name) }
            }
            directions = set
        }
        return directions
    }

    func runtimeAttribute(_ element: IBElement) throws(IBReaderError) -> IBRuntimeAttribute {
        guard let keyPath = element["keyPath"], !keyPath.isEmpty else {
            throw error(element, "<userDefinedRuntimeAttribute> has no keyPath; expected a keyPath attribute")
        }
        guard let type = element["type"] else { throw error(element, "<userDefinedRuntimeAttribute keyPath=\"\(keyPath)\"> has no type") }
        let child = element.children.first { $0["key"] == "value" }
        let value: IBRuntimeAttribute.Value
        switch type {
        case "number":
            if let child { value = .number(try number(child, "value")) } else { value = .number(try number(element, "value")) }
        case "string": value = .string(element["value"] ?? child?.text ?? "")
        case "localizedString": value = .localizedString(element["value"] ?? child?.text ?? "")
        case "boolean": value = .boolean(try boolean(element, "value"))
        case "image":
            guard let name = element["value"] else { throw error(element, "image attribute '\(keyPath)' has no value; expected an image name") }
            value = .image(name)
        case "nil": value = .nil
        case "point", "size", "rect", "color", "range":
            guard let child else { throw error(element, "\(type) attribute '\(keyPath)' has no <\(type == "range" ? "range" : type) key=\"value\"> child") }
            switch (type, try self.value(child)) {
            case ("point", .point(let p)): value = .point(p)
            case ("size", .size(let s)): value = .size(s)
            case ("rect", .rect(let r)): value = .rect(r)
            case ("color", .color(let c)): value = .color(c)
            case ("range", .element(let r)):
                value = .range(location: Int(try number(r, "location")), length: Int(try number(r, "length")))
            default: throw error(child, "<\(child.name)> does not hold a \(type) for '\(keyPath)'")
            }
        default:
            throw error(element, "runtime attribute type '\(type)'; expected number, string, localizedString, boolean, point, size, rect, range, color, image or nil")
        }
        return IBRuntimeAttribute(keyPath: keyPath, value: value, line: element.line)
    }

    // MARK: Scalars

    func number(_ element: IBElement, _ name: String, default defaultValue: Double? = nil) throws(IBReaderError) -> Double {
        guard let text = element[name] else {
            if let defaultValue { return defaultValue }
            throw error(element, "<\(element.name)> has no \(name); expected a number")
        }
        guard let value = Double(text), value.isFinite else { throw error(element, "\(name) '\(text)' of <\(element.name)> is not a number") }
        return value
    }

    func boolean(_ element: IBElement, _ name: String) throws(IBReaderError) -> Bool {
        switch element[name] {
        case "YES"?: return true
        case "NO"?: return false
        case let other?: throw error(element, "\(name) '\(other)' of <\(element.name)>; expected YES or NO")
        case nil: throw error(element, "<\(element.name)> has no \(name); expected YES or NO")
        }
    }
}
