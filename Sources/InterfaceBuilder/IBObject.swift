import Foundation

/// An object in an Interface Builder document: a placeholder, a view, a view controller, a layout, a
/// gesture recognizer… Its element name is its UIKit class (`label` is `UILabel`); `customClass` (with
/// `customModule` and `customModuleProvider`) names a subclass to create instead.
public struct IBObject: Sendable, Equatable {
    /// The element name: `view`, `label`, `collectionViewCell`, `viewController`, `placeholder`, …
    public var elementName: String
    /// The object id (`iN0-l3-epB`; `-1` and `-2` for File's Owner and First Responder). Older cell
    /// content views have none: the empty string.
    public var id: String
    /// The parent property this object fills (`view`, `contentView`, `collectionViewLayout`), if any.
    public var key: String?
    /// A subclass to instantiate.
    public var customClass: String?
    /// The subclass's module as written (an Xcode target's name in a copied document).
    public var customModule: String?
    /// `target` when the module is the target the document belongs to.
    public var customModuleProvider: String?
    /// For placeholders: `IBFilesOwner`, `IBFirstResponder`.
    public var placeholderIdentifier: String?
    /// Every attribute as written (`text`, `textAlignment`, `contentMode`, `translatesAutoresizingMaskIntoConstraints`, …).
    public var attributes: [String: String]
    /// The keyed child elements, in document order (`frame`, `backgroundColor`, `fontDescription`, button states …).
    public var properties: [(key: String, value: IBValue)]
    /// Child objects in list elements, by list name (`subviews`, `gestureRecognizers`, `cells`, `prototypes`,
    /// `sections`, `segments`, `items`, `arrangedSubviews`), each list in document order.
    public var childLists: [(name: String, objects: [IBObject])]
    /// `<constraints>`, in document order.
    public var constraints: [IBConstraint]
    /// `<connections>`, in document order.
    public var connections: [IBConnection]
    /// `<userDefinedRuntimeAttributes>`, in document order.
    public var runtimeAttributes: [IBRuntimeAttribute]
    /// The line of the element.
    public var line: Int
    /// Size-class variations (`<variation key="heightClass=compact">`), in document order.
    public var variations: [IBVariation] = []
    /// The object's position among all objects of its document in document order (0, 1, 2, …), given
    /// by the reader so that instantiation can keep per-object values in arrays instead of hashing ids;
    /// -1 for objects made in code. Not part of equality (it restates document order).
    public var ordinal = -1

    /// Creates an object.
    public init(elementName: String, id: String, key: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, placeholderIdentifier: String? = nil, attributes: [String: String] = [:],
                properties: [(key: String, value: IBValue)] = [], childLists: [(name: String, objects: [IBObject])] = [],
                constraints: [IBConstraint] = [], connections: [IBConnection] = [], runtimeAttributes: [IBRuntimeAttribute] = [],
                line: Int = 0) {
        self.elementName = elementName
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.placeholderIdentifier = placeholderIdentifier
        self.attributes = attributes
        self.properties = properties
        self.childLists = childLists
        self.constraints = constraints
        self.connections = connections
        self.runtimeAttributes = runtimeAttributes
        self.line = line
    }

    /// The attribute `name`, or nil.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first property with `key`, or nil.
    /// - Complexity: O(properties).
    public func property(_ key: String) -> IBValue? { properties.first { $0.key == key }?.value }

    /// The objects of list `name` (empty when absent).
    /// - Complexity: O(lists).
    public func children(_ name: String) -> [IBObject] { childLists.first { $0.name == name }?.objects ?? [] }

    /// `<subviews>`.
    public var subviews: [IBObject] { children("subviews") }

    /// Whether the object is a placeholder (File's Owner, First Responder, Exit, another storyboard's scene).
    public var isPlaceholder: Bool { elementName == "placeholder" || elementName == "viewControllerPlaceholder" }

    /// `YES`/`NO` attribute `name` as a Bool, or nil when absent or not a boolean.
    public func bool(_ name: String) -> Bool? {
        switch attributes[name] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// Calls `body` for this object and every object inside it (properties' objects, list children),
    /// depth first in document order.
    /// - Complexity: O(objects in the subtree).
    public func forEachObject(_ body: (IBObject) throws -> Void) rethrows {
        try body(self)
        for property in properties { if case .object(let object) = property.value { try object.forEachObject(body) } }
        for list in childLists { for object in list.objects { try object.forEachObject(body) } }
    }

    public static func == (lhs: IBObject, rhs: IBObject) -> Bool {
        lhs.elementName == rhs.elementName && lhs.id == rhs.id && lhs.key == rhs.key && lhs.customClass == rhs.customClass
            && lhs.customModule == rhs.customModule && lhs.customModuleProvider == rhs.customModuleProvider
            && lhs.placeholderIdentifier == rhs.placeholderIdentifier && lhs.attributes == rhs.attributes
            && lhs.properties.elementsEqual(rhs.properties) { $0.key == $1.key && $0.value == $1.value }
            && lhs.childLists.elementsEqual(rhs.childLists) { $0.name == $1.name && $0.objects == $1.objects }
            && lhs.constraints == rhs.constraints && lhs.connections == rhs.connections
            && lhs.runtimeAttributes == rhs.runtimeAttributes && lhs.line == rhs.line && lhs.variations == rhs.variations
    }
}
