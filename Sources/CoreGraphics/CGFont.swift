import Foundation

/// A glyph index in a font, as Core Graphics' `CGGlyph`.
public typealias CGGlyph = UInt16

/// A font's outlines and metrics read from TrueType or OpenType data, as Core Graphics' `CGFont`.
///
/// OpenUIKit reads the font's tables itself (no rasterizer is involved): the names (`name`), the design
/// metrics (`head`, `hhea`, `OS/2`, `post`), the glyph count (`maxp`) and the advances (`hmtx`). Drawing
/// goes through pango once the font is registered with `CTFontManagerRegisterGraphicsFont(_:_:)`.
///
/// Deviation: Apple returns `CFString` and `CFData`; OpenUIKit returns `String` and `Data` (Linux has no
/// Core Foundation types), as `CGDataProvider` does.
public final class CGFont: @unchecked Sendable, CustomStringConvertible {
    /// The font data (for a collection, the whole collection).
    package let data: Data
    /// The parsed face.
    package let face: OpenTypeFace

    /// Creates a font from the TrueType or OpenType data of `provider`, as `CGFont(_:)`, or `nil` when the
    /// data is not a font (or a collection, whose first face is used).
    ///
    /// - Complexity: O(tables + name records).
    public init?(_ provider: CGDataProvider) {
        guard let faces = try? OpenTypeFace.faces(in: provider.bytes), let first = faces.first else { return nil }
        data = provider.bytes
        face = first
    }

    /// The PostScript name (name ID 6), as `postScriptName`.
    public var postScriptName: String? { face.postScriptName }
    /// The full name (name ID 4), as `fullName`.
    public var fullName: String? { face.fullName }
    /// The number of glyphs (`maxp.numGlyphs`).
    public var numberOfGlyphs: Int { face.numberOfGlyphs }
    /// Font units per em (`head.unitsPerEm`).
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }
    /// The ascent in font units (`hhea.ascender`).
    public var ascent: Int32 { Int32(face.ascent) }
    /// The descent in font units, negative below the baseline (`hhea.descender`).
    public var descent: Int32 { Int32(face.descent) }
    /// The line gap in font units (`hhea.lineGap`).
    public var leading: Int32 { Int32(face.lineGap) }
    /// The cap height in font units (`OS/2.sCapHeight`, 0 when the table is too old to have it).
    public var capHeight: Int32 { Int32(face.capHeight) }
    /// The x-height in font units (`OS/2.sxHeight`, 0 when the table is too old to have it).
    public var xHeight: Int32 { Int32(face.xHeight) }
    /// The bounding box of all glyphs in font units (`head.xMin ... yMax`).
    public var fontBBox: CGRect { face.boundingBox }
    /// The italic angle in degrees, counter-clockwise from vertical (`post.italicAngle`).
    public var italicAngle: CGFloat { CGFloat(face.italicAngle) }

    /// Writes the horizontal advance of each of `count` glyphs, in font units, as
    /// `getGlyphAdvances(glyphs:count:advances:)`. Returns `false` (writing nothing) when a glyph is out of
    /// range.
    ///
    /// Glyphs past the font's last `hmtx` entry share that entry's advance, as the OpenType specification
    /// says for monospaced runs at the end of the table.
    /// - Complexity: O(count).
    public func getGlyphAdvances(glyphs: UnsafePointer<CGGlyph>, count: Int, advances: UnsafeMutablePointer<Int32>) -> Bool {
        for i in 0 ..< count where Int(glyphs[i]) >= face.numberOfGlyphs { return false }
        for i in 0 ..< count { advances[i] = Int32(face.advance(ofGlyph: Int(glyphs[i]))) }
        return true
    }

    /// The bytes of the table `tag` (a four-character code packed big-endian: `0x6E616D65` is `name`),
    /// as `table(for:)`, or `nil` when the font has no such table.
    public func table(for tag: UInt32) -> Data? {
        guard let range = face.tables[tag] else { return nil }
        return data.subdata(in: range)
    }

    /// The tags of every table in the font, as `copyTableTags()`, in the order of the table directory.
    public func copyTableTags() -> [UInt32]? { face.tableOrder }

    /// `<CGFont (0x…): PostScriptName>`, as Core Graphics describes a font.
    public var description: String {
        "<CGFont (0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))): \(postScriptName ?? "")>"
    }
}
