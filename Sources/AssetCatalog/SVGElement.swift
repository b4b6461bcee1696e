import Foundation

/// One element of an SVG document as the symbol template reader sees it: its name, attributes, the
/// 1-based line its start tag is on, and its child elements (text is dropped: templates keep no meaning
/// in it). Not public API.
struct SVGElement: Sendable {
    /// The element's name as written (`g`, `path`, `svg:path`).
    let name: String
    /// The attributes, entity references decoded.
    let attributes: [String: String]
    /// The line of the start tag.
    let line: Int
    /// The child elements in document order.
    var children: [SVGElement]

    /// The local name (the part after a namespace prefix).
    var localName: Substring { name.split(separator: ":").last ?? Substring(name) }
}
