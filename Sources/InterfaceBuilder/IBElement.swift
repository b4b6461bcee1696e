import Foundation

/// One XML element of an Interface Builder document as written: its name, attributes, child elements,
/// text and the line it starts on. The typed model (`IBObject`, `IBValue`, …) is built from these; raw
/// elements stay available for constructs the model does not type (`IBValue.element`).
public struct IBElement: Sendable, Equatable {
    /// The element name (`view`, `rect`, `constraint`, …).
    public var name: String
    /// The attributes, by name.
    public var attributes: [String: String]
    /// The child elements in document order.
    public var children: [IBElement]
    /// The character data directly inside the element; the reader keeps it for `<string>` and
    /// `<mutableString>` only (the model reads no other element's text).
    public var text: String
    /// The 1-based line of the element's start tag.
    public var line: Int

    /// Creates an element.
    public init(name: String, attributes: [String: String] = [:], children: [IBElement] = [], text: String = "", line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    /// The attribute `name`, or nil.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element called `name`, or nil.
    /// - Complexity: O(children).
    public func child(named name: String) -> IBElement? { children.first { $0.name == name } }
}
