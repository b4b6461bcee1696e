import Foundation

/// A small XML reader for SVG symbol templates: elements, attributes (with the predefined and numeric
/// entity references), comments, CDATA, processing instructions and a document type declaration (skipped,
/// so no entity it declares is ever expanded). It works on the file's bytes and tracks lines itself, so
/// every problem names its line, and it never traps on malformed input: unterminated constructs, mismatched
/// or unclosed tags, duplicate attributes, unknown entities, invalid UTF-8 and nesting deeper than
/// `maximumDepth` are errors. Not public API.
struct SVGXMLReader {
    /// Nesting deeper than this is refused (templates are a few levels deep).
    static let maximumDepth = 256

    /// A problem: the line and what is wrong.
    struct Failure: Error, Sendable {
        let line: Int
        let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// Reads `data` into its root element.
    /// - Throws: `Failure` naming the line of the first problem.
    /// - Complexity: O(bytes).
    static func parse(_ data: Data) throws(Failure) -> SVGElement {
        var reader = SVGXMLReader(bytes: [UInt8](data))
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func document() throws(Failure) -> SVGElement {
        var stack: [SVGElement] = []
        var root: SVGElement?
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                if !Self.isSpace(byte), stack.isEmpty {
                    throw Failure(line: line, message: "text outside the root element")
                }
                advance()
                continue
            }
            if matches("<!--") {
                try skip(past: "-->", what: "comment")
            } else if matches("<![CDATA[") {
                try skip(past: "]]>", what: "CDATA section")
            } else if matches("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if matches("<!") {
                try skipDeclaration()
            } else if matches("</") {
                let closeLine = line
                index += 2
                let name = try readName()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw Failure(line: line, message: "the end tag </\(name)> is not closed with '>'")
                }
                advance()
                guard let open = stack.popLast() else {
                    throw Failure(line: closeLine, message: "the end tag </\(name)> has no start tag")
                }
                guard open.name == name else {
                    throw Failure(line: closeLine, message: "the end tag </\(name)> closes <\(open.name)> opened on line \(open.line)")
                }
                try attach(open, to: &stack, root: &root)
            } else {
                let (element, selfClosing) = try readStartTag()
                if selfClosing {
                    try attach(element, to: &stack, root: &root)
                } else {
                    guard stack.count < Self.maximumDepth else {
                        throw Failure(line: element.line, message: "elements are nested more than \(Self.maximumDepth) deep")
                    }
                    stack.append(element)
                }
            }
        }
        if let open = stack.last {
            throw Failure(line: line, message: "the element <\(open.name)> opened on line \(open.line) is not closed")
        }
        guard let root else { throw Failure(line: line, message: "the file has no root element") }
        return root
    }

    /// Adds a finished element to its parent, or makes it the root.
    private func attach(_ element: SVGElement, to stack: inout [SVGElement], root: inout SVGElement?) throws(Failure) {
        if stack.isEmpty {
            guard root == nil else { throw Failure(line: element.line, message: "a second root element <\(element.name)>") }
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    private mutating func readStartTag() throws(Failure) -> (SVGElement, Bool) {
        let startLine = line
        index += 1
        let name = try readName()
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else { throw Failure(line: startLine, message: "the start tag <\(name)> is not closed") }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                return (SVGElement(name: name, attributes: attributes, line: startLine, children: []), false)
            }
            if matches("/>") {
                index += 2
                return (SVGElement(name: name, attributes: attributes, line: startLine, children: []), true)
            }
            guard hadSpace else { throw Failure(line: line, message: "expected a space before an attribute of <\(name)>") }
            let attributeLine = line
            let key = try readName()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(line: line, message: "the attribute \(key) of <\(name)> has no value")
            }
            advance()
            skipSpaces()
            let value = try readQuoted(attribute: key)
            guard attributes[key] == nil else { throw Failure(line: attributeLine, message: "the attribute \(key) of <\(name)> is given twice") }
            attributes[key] = value
        }
    }

    private mutating func readName() throws(Failure) -> String {
        let start = index
        while index < bytes.count, !Self.isSpace(bytes[index]),
              ![UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[index]) {
            index += 1
        }
        guard index > start else { throw Failure(line: line, message: "expected a name") }
        guard let name = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw Failure(line: line, message: "a name is not UTF-8 text")
        }
        return name
    }

    private mutating func readQuoted(attribute key: String) throws(Failure) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Failure(line: line, message: "the value of the attribute \(key) is not quoted")
        }
        let quote = bytes[index], startLine = line
        advance()
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw Failure(line: startLine, message: "the value of the attribute \(key) is not closed") }
            let byte = bytes[index]
            if byte == quote { advance(); break }
            if byte == UInt8(ascii: "<") { throw Failure(line: line, message: "'<' in the value of the attribute \(key)") }
            if byte == UInt8(ascii: "&") {
                value.append(contentsOf: try readEntity())
                continue
            }
            value.append(byte)
            advance()
        }
        guard let text = String(validating: value, as: UTF8.self) else {
            throw Failure(line: startLine, message: "the value of the attribute \(key) is not UTF-8 text")
        }
        return text
    }

    /// Reads `&name;` or `&#N;` / `&#xH;` at the cursor into its UTF-8 bytes.
    private mutating func readEntity() throws(Failure) -> [UInt8] {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw Failure(line: line, message: "an entity reference is not closed with ';'")
        }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        switch body {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            var code: UInt32?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                code = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                code = UInt32(body.dropFirst(1))
            }
            guard let code, code != 0, let scalar = Unicode.Scalar(code) else {
                throw Failure(line: line, message: "the entity &\(body); is not known")
            }
            return Array(String(Character(scalar)).utf8)
        }
    }

    /// Skips a `<!DOCTYPE ...>` (with an internal subset in brackets) or another `<!...>` declaration.
    private mutating func skipDeclaration() throws(Failure) {
        let startLine = line
        var depth = 0
        var quote: UInt8?
        index += 2
        while index < bytes.count {
            let byte = bytes[index]
            advance()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if byte == UInt8(ascii: ">"), depth == 0 {
                return
            }
        }
        throw Failure(line: startLine, message: "a declaration <!...> is not closed")
    }

    private mutating func skip(past terminator: String, what: String) throws(Failure) {
        let startLine = line
        let end = Array(terminator.utf8)
        while index < bytes.count {
            if bytes[index] == end[0], bytes[index...].starts(with: end) {
                index += end.count
                return
            }
            advance()
        }
        throw Failure(line: startLine, message: "a \(what) is not closed with '\(terminator)'")
    }

    private func matches(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
        return index > start
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
