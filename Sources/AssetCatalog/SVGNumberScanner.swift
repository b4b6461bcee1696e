import Foundation

/// Reads the numbers, flags and letters of SVG path data and transform lists (SVG 1.1's grammar: numbers
/// with optional sign, fraction and exponent, separated by white space and at most one comma, or by
/// nothing where the grammar allows, as in `M1.5.5-2`). Not public API.
struct SVGNumberScanner {
    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at the cursor.
    func failure(_ message: String) -> SVGPathDataError { SVGPathDataError(position: index + 1, message: message) }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C { index += 1 }
    }

    /// Skips white space and at most one comma.
    mutating func skipSeparators() {
        skipSpaces()
        if current == UInt8(ascii: ",") { index += 1; skipSpaces() }
    }

    @discardableResult
    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// Letters at the cursor (a transform function's name).
    mutating func readLetters() -> String {
        let start = index
        while let byte = current, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Whether a number can start at the cursor.
    var atNumber: Bool {
        guard let byte = current else { return false }
        return (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// A number at the cursor, or nil (the cursor unmoved) when there is none or it is not finite.
    mutating func readNumber() -> Double? {
        let start = index
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1; digits += 1 }
        if current == UInt8(ascii: ".") {
            index += 1
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; return nil }
        if let e = current, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let mark = index
            index += 1
            if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { index += 1 }
            var exponentDigits = 0
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), exponentDigits < 6 { index += 1; exponentDigits += 1 }
            if exponentDigits == 0 { index = mark }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    /// An arc flag: a single `0` or `1` (SVG lets flags run together, as in `a1 1 0 00 1 1`).
    mutating func readFlag() -> Bool? {
        if current == UInt8(ascii: "0") { index += 1; return false }
        if current == UInt8(ascii: "1") { index += 1; return true }
        return nil
    }
}
