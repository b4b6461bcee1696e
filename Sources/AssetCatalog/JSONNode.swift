import Foundation

/// A JSON value with the line it starts on, as the asset catalog reader needs it to name the line of a
/// bad value. Not public API.
struct JSONNode {
    /// The value.
    enum Value {
        case object([(key: String, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    let value: Value
    /// 1-based line of the value's first character.
    let line: Int

    /// The member `key` of an object (the last one when a key repeats, as JSONSerialization keeps), or nil.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The elements of an array, or nil for other values.
    var array: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// A string value, or nil.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// Whether the value is an object.
    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// A boolean (also the strings "true"/"false" and the numbers 0/1, which hand-written catalogs use).
    var bool: Bool? {
        switch value {
        case .bool(let flag): return flag
        case .number(let number) where number == 0 || number == 1: return number == 1
        case .string("true"): return true
        case .string("false"): return false
        default: return nil
        }
    }
}

/// A strict JSON parser (RFC 8259) that records the line of every value and reports the line and column of
/// the first error. Not public API.
///
/// - Complexity: O(bytes); nesting deeper than 512 levels is an error, so hostile input cannot overflow the
///   stack.
struct JSONParser {
    /// A syntax error at a 1-based line and column.
    struct SyntaxError: Error {
        let line: Int
        let column: Int
        let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses `data` as one JSON value.
    static func parse(_ data: Data) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: [UInt8](data))
        // A UTF-8 byte order mark is allowed, as Xcode and JSONSerialization accept one.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        let startLine = line
        guard let byte = current else { throw error("unexpected end of file, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), line: startLine)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), line: startLine)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), line: startLine)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: .number(try parseNumber()), line: startLine)
        default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))', expected a value")
        }
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        guard depth <= 512 else { throw error("nesting deeper than 512 levels") }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONNode.Value {
        try enterContainer()
        defer { depth -= 1 }
        var members: [(key: String, value: JSONNode)] = []
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1; skipWhitespace()
            case UInt8(ascii: "}"): index += 1; return .object(members)
            case nil: throw error("unexpected end of file, expected ',' or '}'")
            default: throw error("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONNode.Value {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONNode] = []
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1; skipWhitespace()
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            case nil: throw error("unexpected end of file, expected ',' or ']'")
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                guard let escape = current else { throw error("unterminated string") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
            case 0x00..<0x20:
                throw error("control character in a string")
            default:
                run.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseHexQuad() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        index += 4
        return value
    }

    private mutating func parseUnicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
        let first = try parseHexQuad()
        if (0xD800..<0xDC00).contains(first), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
            index += 2
            let second = try parseHexQuad()
            guard (0xDC00..<0xE000).contains(second) else { throw error("invalid surrogate pair") }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - from
        }
        guard digits() > 0 else { throw error("invalid number") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: digits expected in the exponent") }
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
        return number
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw error("unexpected text, expected '\(word)'") }
        index += utf8.count
    }
}
