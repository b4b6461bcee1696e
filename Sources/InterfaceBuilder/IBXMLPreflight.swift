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
/// Xcode writes none of these, so no document it writes is rejected. Comments, CDATA sections and quoted
/// attribute values are skipped as XML defines them, so a `<?` inside them is not mistaken for markup.
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
    /// - Complexity: O(n).
    static func checkEncoding(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String) throws(IBReaderError) {
        var line = 1
        var index = 0
        func invalid(_ what: String) -> IBReaderError {
            IBReaderError(file: fileName, line: line, message: "\(what); expected UTF-8 text as Xcode writes it")
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 10 { line += 1 } else if byte == 0 { throw invalid("a NUL character") }
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
    /// `<!ENTITY`, …); comments, CDATA and quoted attribute values skipped.
    /// - Complexity: O(n).
    static func checkMarkup(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String) throws(IBReaderError) {
        var line = 1
        var index = 0
        let lessThan = UInt8(ascii: "<")
        /// Moves `index` past `terminator`, counting lines; false when the data ends first (XMLParser
        /// then reports the unterminated construct itself).
        func skip(past terminator: StaticString) -> Bool {
            guard let end = firstIndex(of: terminator, in: bytes, from: index) else { return false }
            while index < end {
                if bytes[index] == 10 { line += 1 }
                index += 1
            }
            index += terminator.utf8CodeUnitCount
            return true
        }
        // A byte-order mark may precede the declaration.
        let declarationStart = starts(bytes, at: 0, with: "\u{FEFF}") ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 { line += 1 }
            guard byte == lessThan else {
                index += 1
                continue
            }
            if starts(bytes, at: index, with: "<!--") {
                index += 4
                guard skip(past: "-->") else { return }
            } else if starts(bytes, at: index, with: "<![CDATA[") {
                index += 9
                guard skip(past: "]]>") else { return }
            } else if starts(bytes, at: index, with: "<!") {
                let name = markupName(bytes, from: index + 2)
                throw IBReaderError(file: fileName, line: line, message: "a markup declaration <!\(name)…>; expected elements, comments and CDATA as Xcode writes them (DTDs and entities are not read)")
            } else if starts(bytes, at: index, with: "<?") {
                let target = markupName(bytes, from: index + 2)
                if index == declarationStart && target == "xml" {
                    index += 2
                    guard skip(past: "?>") else {
                        throw IBReaderError(file: fileName, line: line, message: "the <?xml …?> declaration does not end; expected ?>")
                    }
                } else {
                    throw IBReaderError(file: fileName, line: line, message: "a processing instruction <?\(target)…?>; expected only the <?xml …?> declaration at the start, as Xcode writes it")
                }
            } else {
                // A tag: skip to its `>`, honouring quoted attribute values (which may hold `>` and `<?`).
                index += 1
                var quote: UInt8 = 0
                while index < bytes.count {
                    let next = bytes[index]
                    if next == 10 { line += 1 }
                    index += 1
                    if quote != 0 {
                        if next == quote { quote = 0 }
                    } else if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                        quote = next
                    } else if next == UInt8(ascii: ">") {
                        break
                    } else if next == lessThan {
                        // `<` inside a tag is malformed; let the next construct start here.
                        index -= 1
                        break
                    }
                }
            }
        }
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

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    private static func firstIndex(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = needle.utf8CodeUnitCount
        var index = start
        while index + count <= bytes.count {
            if starts(bytes, at: index, with: needle) { return index }
            index += 1
        }
        return nil
    }
}
