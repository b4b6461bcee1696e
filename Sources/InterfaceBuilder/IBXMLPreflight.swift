import Foundation

/// Screens a document's bytes before Foundation's `XMLParser` sees them, rejecting with a file-and-line
/// error what that parser cannot take safely on Linux (measured with Swift 6.3 and libxml2 2.9):
///
/// - invalid UTF-8 in names and attribute values (XMLParser traps) and NUL characters (XML forbids them);
/// - an `encoding` other than UTF-8 in the XML declaration (Xcode always writes UTF-8);
/// - processing instructions other than the leading `<?xml …?>` declaration: libxml2 reports
///   `<?target?>` (no data) with a NULL data pointer, which swift-corelibs-foundation passes to
///   `String(cString:)` — a SEGV found by libFuzzer (Tests/InterfaceBuilderTests/DocumentFuzzRegressionTests);
/// - `<!DOCTYPE …>` and other markup declarations: entity definitions would let the same PI, or an
///   exponential entity expansion, in through a reference (`<!ENTITY e "&#60;?x?>">` … `&e;`).
///
/// Xcode writes none of these (text goes into attributes, `<` escaped), so no document it writes is
/// rejected. The rule ignores context: `<?` and `<!DOCTYPE` are rejected inside comments, CDATA and
/// attribute values as well, because libxml2 recovers from errors and a malformed comment or value can
/// hand what follows back to markup (libFuzzer found `type="…<?xml?>` doing so).
enum IBXMLPreflight {
    /// Throws the first construct above, naming its line.
    /// - Complexity: O(n) in the size of the data, one pass.
    static func check(_ data: Data, fileName: String) throws(IBReaderError) {
        let result: Result<Void, IBReaderError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(IBReaderError) in
                try checkEncoding(bytes, fileName: fileName)
                try checkMarkup(bytes, fileName: fileName)
            }
        }
        try result.get()
    }

    /// Valid UTF-8 without NUL characters, and a UTF-8 declaration if any.
    /// - Complexity: O(n); eight ASCII bytes at a time, lines counted only for an error.
    static func checkEncoding(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String) throws(IBReaderError) {
        var index = 0
        func invalid(_ what: String) -> IBReaderError {
            IBReaderError(file: fileName, line: line(of: index, in: bytes), message: "\(what); expected UTF-8 text as Xcode writes it")
        }
        while index < bytes.count {
            if let word = word(at: index, in: bytes), word & highBits == 0, !hasZeroByte(word) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { throw invalid("a NUL character") }
                index += 1
                continue
            }
            let length: Int
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: throw invalid(String(format: "invalid UTF-8 byte 0x%02X", byte))
            }
            guard index + length <= bytes.count else { throw invalid("a UTF-8 sequence cut off at the end of the data") }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { throw invalid(String(format: "invalid UTF-8 sequence at byte 0x%02X", byte)) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw invalid(String(format: "invalid UTF-8 sequence for U+%04X", scalar))
            }
            index += length
        }
        if starts(bytes, at: 0, with: "<?xml"), let declarationEnd = firstIndex(of: "?>", in: bytes, from: 5) {
            let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<declarationEnd]), as: UTF8.self).lowercased()
            if let range = declaration.range(of: "encoding=") {
                let value = declaration[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
                guard value == "utf-8" || value == "utf8" else {
                    throw IBReaderError(file: fileName, line: 1, message: "encoding '\(value)'; expected UTF-8 as Xcode writes it")
                }
            }
        }
    }

    /// No processing instruction but the leading declaration, no markup declaration (`<!DOCTYPE`,
    /// `<!ENTITY`, …) — anywhere, inside comments, CDATA and attribute values too: libxml2 recovers from
    /// errors and parses on (a `<` inside an attribute value ends the value for it, so what follows is
    /// markup again), so only a context-free rule is safe.
    /// - Complexity: O(n); words without a `<` are skipped eight bytes at a time, lines counted only for
    ///   an error.
    static func checkMarkup(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String) throws(IBReaderError) {
        // A byte-order mark may precede the declaration.
        let declarationStart = starts(bytes, at: 0, with: "\u{FEFF}") ? 3 : 0
        var index = 0
        while index < bytes.count {
            if let word = word(at: index, in: bytes), !hasZeroByte(word ^ 0x3C3C_3C3C_3C3C_3C3C) {
                index += 8   // no `<` in these eight bytes
                continue
            }
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else { continue }
            switch bytes[index + 1] {
            case UInt8(ascii: "!"):
                guard !starts(bytes, at: index, with: "<!--"), !starts(bytes, at: index, with: "<![CDATA[") else { continue }
                let name = markupName(bytes, from: index + 2)
                throw IBReaderError(file: fileName, line: line(of: index, in: bytes), message: "a markup declaration <!\(name)…>; expected elements, comments and CDATA as Xcode writes them (DTDs and entities are not read)")
            case UInt8(ascii: "?"):
                // libxml2 takes `<?xml` as the declaration only when a blank follows (`<?xml?>` is a
                // data-less instruction again).
                let target = markupName(bytes, from: index + 2)
                if index == declarationStart && target == "xml" && isBlank(bytes, at: index + 5) { continue }
                throw IBReaderError(file: fileName, line: line(of: index, in: bytes), message: "a processing instruction <?\(target)…?>; expected only the <?xml …?> declaration at the start, as Xcode writes it")
            default:
                continue
            }
        }
    }

    /// The most significant bit of every byte of a word.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` as one word (in memory order), or nil near the end.
    private static func word(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard index + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
        return UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether some byte of `word` is zero (exact: borrows only run above a zero byte).
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & highBits != 0
    }

    /// The 1-based line of the byte at `index`: one plus the line feeds before it.
    /// - Complexity: O(index); called only to report an error.
    private static func line(of index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for offset in 0..<min(index, bytes.count) where bytes[offset] == 10 { line += 1 }
        return line
    }

    /// The name after `<?` or `<!` (letters, digits, `-`, `_`, `:`, `.`), at most 40 characters, for messages.
    private static func markupName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 40 {
            let byte = bytes[end]
            let isName = (byte >= 0x80) || (byte >= 48 && byte <= 58) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            guard isName else { break }
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    private static func firstIndex(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        (start..<max(start, bytes.count - needle.utf8CodeUnitCount + 1)).first { starts(bytes, at: $0, with: needle) }
    }
}
