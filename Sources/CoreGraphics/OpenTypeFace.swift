import Foundation

/// One face of a TrueType or OpenType file (or of a collection), read from its tables: the names, the
/// design metrics and the horizontal advances. Used by `CGFont` and by Core Text's font registration.
///
/// Reading never traps on malformed data: every offset is checked against the data, and a problem is a
/// thrown ``ParseError`` that says what is wrong.
package struct OpenTypeFace: Sendable {
    /// Why data is not a usable font.
    package struct ParseError: Error, CustomStringConvertible, Sendable {
        /// What is wrong, in a phrase ("the table directory is cut off").
        package var reason: String
        package var description: String { reason }
    }

    /// The family name: the typographic family (name ID 16) when the font has one, else name ID 1.
    package var familyName: String
    /// The style name: the typographic subfamily (name ID 17) when present, else name ID 2.
    package var styleName: String
    /// The PostScript name (name ID 6).
    package var postScriptName: String?
    /// The full name (name ID 4).
    package var fullName: String?
    package var numberOfGlyphs: Int
    package var unitsPerEm: Int
    package var ascent: Int
    package var descent: Int
    package var lineGap: Int
    package var capHeight: Int
    package var xHeight: Int
    package var boundingBox: CGRect
    package var italicAngle: Double
    /// Byte ranges of the tables in the file, by tag.
    package var tables: [UInt32: Range<Int>]
    /// The table tags in directory order.
    package var tableOrder: [UInt32]
    /// The advances of `hmtx` (one per long horizontal metric).
    var advances: [Int]

    /// The advance of `glyph` in font units; glyphs past the last metric share its advance.
    package func advance(ofGlyph glyph: Int) -> Int {
        guard let last = advances.last else { return 0 }
        return glyph < advances.count ? advances[glyph] : last
    }

    /// Every face in `data`: one for a TrueType/OpenType file, each member of a `ttcf` collection.
    /// - Throws: ``ParseError`` when the data is not a font the reader understands.
    /// - Complexity: O(tables + name records) per face.
    package static func faces(in data: Data) throws -> [OpenTypeFace] {
        let bytes = [UInt8](data)
        let reader = ByteReader(bytes: bytes)
        guard bytes.count >= 12 else { throw ParseError(reason: "the data is too short to be a font (\(bytes.count) bytes)") }
        if try reader.tag(at: 0) == "ttcf" {
            let count = try reader.u32(at: 8)
            guard count > 0, count < 10_000 else { throw ParseError(reason: "the collection lists \(count) fonts") }
            return try (0 ..< Int(count)).map { try face(reader, at: Int(reader.u32(at: 12 + 4 * $0))) }
        }
        return [try face(reader, at: 0)]
    }

    private static func face(_ reader: ByteReader, at offset: Int) throws -> OpenTypeFace {
        let version = try reader.u32(at: offset)
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
            throw ParseError(reason: "it does not start with a TrueType or OpenType signature")
        }
        let tableCount = Int(try reader.u16(at: offset + 4))
        var tables: [UInt32: Range<Int>] = [:]
        var order: [UInt32] = []
        for i in 0 ..< tableCount {
            let record = offset + 12 + 16 * i
            let tag = try reader.u32(at: record)
            let start = Int(try reader.u32(at: record + 8)), length = Int(try reader.u32(at: record + 12))
            guard start + length <= reader.bytes.count else {
                throw ParseError(reason: "table '\(ByteReader.string(tag: tag))' runs past the end of the data")
            }
            tables[tag] = start ..< start + length
            order.append(tag)
        }
        func table(_ name: String) throws -> Int {
            guard let range = tables[ByteReader.code(name)] else { throw ParseError(reason: "it has no '\(name)' table") }
            return range.lowerBound
        }
        let head = try table("head"), hhea = try table("hhea"), maxp = try table("maxp"), hmtx = try table("hmtx")
        guard try reader.u32(at: head + 12) == 0x5F0F_3CF5 else { throw ParseError(reason: "its 'head' table has a wrong magic number") }
        let unitsPerEm = Int(try reader.u16(at: head + 18))
        guard (16 ... 16_384).contains(unitsPerEm) else { throw ParseError(reason: "its unitsPerEm is \(unitsPerEm)") }
        let box = try (0 ..< 4).map { Int(try reader.i16(at: head + 36 + 2 * $0)) }
        let numberOfGlyphs = Int(try reader.u16(at: maxp + 4))
        let metricCount = Int(try reader.u16(at: hhea + 34))
        guard metricCount > 0, metricCount <= max(numberOfGlyphs, 1) else {
            throw ParseError(reason: "its 'hhea' table lists \(metricCount) metrics for \(numberOfGlyphs) glyphs")
        }
        let advances = try (0 ..< metricCount).map { Int(try reader.u16(at: hmtx + 4 * $0)) }
        var capHeight = 0, xHeight = 0
        if let os2 = tables[ByteReader.code("OS/2")]?.lowerBound, try reader.u16(at: os2) >= 2 {
            xHeight = Int(try reader.i16(at: os2 + 86))
            capHeight = Int(try reader.i16(at: os2 + 88))
        }
        var italicAngle = 0.0
        if let post = tables[ByteReader.code("post")]?.lowerBound {
            italicAngle = Double(Int32(bitPattern: try reader.u32(at: post + 4))) / 65_536
        }
        let names = try tables[ByteReader.code("name")].map { try NameTable(reader, at: $0.lowerBound) }
        guard let family = names?[16] ?? names?[1] else { throw ParseError(reason: "its 'name' table has no family name") }
        return OpenTypeFace(
            familyName: family, styleName: names?[17] ?? names?[2] ?? "Regular",
            postScriptName: names?[6], fullName: names?[4],
            numberOfGlyphs: numberOfGlyphs, unitsPerEm: unitsPerEm,
            ascent: Int(try reader.i16(at: hhea + 4)), descent: Int(try reader.i16(at: hhea + 6)),
            lineGap: Int(try reader.i16(at: hhea + 8)), capHeight: capHeight, xHeight: xHeight,
            boundingBox: CGRect(x: box[0], y: box[1], width: box[2] - box[0], height: box[3] - box[1]),
            italicAngle: italicAngle, tables: tables, tableOrder: order, advances: advances
        )
    }
}

/// The strings of a `name` table by name ID, preferring Windows Unicode English (3, 1, 0x409), then any
/// Unicode record, then Macintosh Roman.
private struct NameTable {
    var strings: [Int: String] = [:]

    init(_ reader: ByteReader, at offset: Int) throws {
        let count = Int(try reader.u16(at: offset + 2))
        let storage = offset + Int(try reader.u16(at: offset + 4))
        var rank: [Int: Int] = [:]
        for i in 0 ..< count {
            let record = offset + 6 + 12 * i
            let platform = try reader.u16(at: record), encoding = try reader.u16(at: record + 2)
            let language = try reader.u16(at: record + 4), id = Int(try reader.u16(at: record + 6))
            let length = Int(try reader.u16(at: record + 8)), start = storage + Int(try reader.u16(at: record + 10))
            let score: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): score = language == 0x409 ? 3 : 2
            case (0, _): score = 2
            case (1, 0): score = 1
            default: continue
            }
            guard score > rank[id, default: 0], start + length <= reader.bytes.count else { continue }
            let raw = reader.bytes[start ..< start + length]
            let text: String?
            if platform == 1 {
                text = String(bytes: raw, encoding: .macOSRoman)
            } else {
                var units: [UInt16] = []
                var i = raw.startIndex
                while i + 1 < raw.endIndex { units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1])); i += 2 }
                text = String(decoding: units, as: UTF16.self)
            }
            if let text, !text.isEmpty { strings[id] = text; rank[id] = score }
        }
    }

    subscript(id: Int) -> String? { strings[id] }
}

/// Bounds-checked big-endian reads.
private struct ByteReader {
    let bytes: [UInt8]

    func u16(at offset: Int) throws -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { throw OpenTypeFace.ParseError(reason: "it is cut off at byte \(offset)") }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func i16(at offset: Int) throws -> Int16 { Int16(bitPattern: try u16(at: offset)) }

    func u32(at offset: Int) throws -> UInt32 { UInt32(try u16(at: offset)) << 16 | UInt32(try u16(at: offset + 2)) }

    func tag(at offset: Int) throws -> String { ByteReader.string(tag: try u32(at: offset)) }

    static func code(_ tag: String) -> UInt32 { tag.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    static func string(tag: UInt32) -> String {
        String(decoding: (0 ..< 4).map { UInt8(truncatingIfNeeded: tag >> (24 - 8 * $0)) }, as: UTF8.self)
    }
}
