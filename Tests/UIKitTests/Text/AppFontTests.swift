import Foundation
import Testing
@testable import UIKit

/// Fonts the app ships: `UIAppFonts` in the test bundle's `Resources/Info.plist` lists
/// `Fonts/Inconsolata.otf` (see `Resources/Fonts/README.md`), and Core Text's font manager
/// registers and unregisters fonts at run time. Registration is process-wide, so these tests run one at a
/// time and each leaves the fixture registered from its URL, as the app launched.
@Suite("Fonts the app ships", .serialized)
@MainActor
struct AppFontTests {
    static let postScriptName = "Inconsolata"
    static let family = "Inconsolata"
    /// The advance of every letter of the fixture (its `hmtx`: 500 units per 1000-unit em), at 40 pt.
    static let letterAdvance: CGFloat = 20

    /// The fixture font file inside the test bundle.
    func fixtureURL() throws -> URL {
        try #require(Bundle.module.url(forResource: "Inconsolata", withExtension: "otf", subdirectory: "Resources/Fonts"))
    }

    /// The fixture parsed by Core Graphics (independently of pango, which draws it).
    func fixtureFont() throws -> CGFont {
        let provider = try #require(CGDataProvider(url: try fixtureURL()))
        return try #require(CGFont(provider))
    }

    /// Draws `text` in black with `font` at (4, 4) of a white-free transparent 200x80 pt canvas at 1x and
    /// returns the alpha of every pixel.
    func inkMask(_ text: String, font: UIFont) throws -> [UInt8] {
        let context = try #require(makeTopDownContext(width: 200, height: 80))
        let string = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black])
        UIGraphicsPushContext(context)
        string.draw(at: CGPoint(x: 4, y: 4))
        UIGraphicsPopContext()
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        var mask: [UInt8] = []
        for y in 0 ..< context.height {
            for x in 0 ..< context.width { mask.append(bytes[y * context.bytesPerRow + x * 4 + 3]) }
        }
        return mask
    }

    /// The horizontal extent (in pixels) of the ink in a 200-pixel-wide mask.
    func inkColumns(_ mask: [UInt8]) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for (index, alpha) in mask.enumerated() where alpha > 64 { columns.append(index % 200) }
        guard let low = columns.min(), let high = columns.max() else { return nil }
        return low ... high
    }

    /// Registers `url`, returning the error when registration fails.
    func register(_ url: URL) -> NSError? {
        var error: Unmanaged<CFError>?
        if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) { return nil }
        return error?.takeRetainedValue()
    }

    func unregister(_ url: URL) -> NSError? {
        var error: Unmanaged<CFError>?
        if CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error) { return nil }
        return error?.takeRetainedValue()
    }

    // MARK: - UIAppFonts

    @Test func fontsListedUnderUIAppFontsAreFoundByName() throws {
        let font = try #require(UIFont(name: Self.postScriptName, size: 24))
        #expect(font.familyName == Self.family)
        #expect(font.fontName == Self.postScriptName)
        #expect(font.pointSize == 24)
        #expect(UIFont(name: Self.family, size: 24) == font, "the family name selects its regular face")
        #expect(UIFont.familyNames.contains(Self.family))
        #expect(UIFont.fontNames(forFamilyName: Self.family) == [Self.postScriptName])
        #expect(UIFont(name: "Inconsolata-Medium", size: 24) == nil, "the face goes by its PostScript name only")
        #expect(ApplicationFontManifest.listedFontURLs().map(\.lastPathComponent).contains("Inconsolata.otf"))
    }

    // MARK: - Drawing

    @Test func aRegisteredFontDrawsItsOwnGlyphsWithTheFontsAdvances() throws {
        let mono = try #require(UIFont(name: Self.postScriptName, size: 40))
        let cgFont = try fixtureFont()
        // Glyphs past the font's 331 horizontal metrics take the last one's advance, as its letters do.
        var glyph = CGGlyph(cgFont.numberOfGlyphs - 1)
        var advance: Int32 = 0
        #expect(cgFont.getGlyphAdvances(glyphs: &glyph, count: 1, advances: &advance))
        #expect(CGFloat(advance) / CGFloat(cgFont.unitsPerEm) * 40 == Self.letterAdvance)
        // Monospaced: narrow and wide letters advance alike, four letters four advances.
        let narrow = ("iiii" as NSString).size(withAttributes: [.font: mono]).width
        let wide = ("MMMM" as NSString).size(withAttributes: [.font: mono]).width
        #expect(abs(narrow - 4 * Self.letterAdvance) < 0.01, "measured \(narrow)")
        #expect(abs(wide - 4 * Self.letterAdvance) < 0.01, "measured \(wide)")
        let system = UIFont.systemFont(ofSize: 40)
        let systemNarrow = ("iiii" as NSString).size(withAttributes: [.font: system]).width
        let systemWide = ("MMMM" as NSString).size(withAttributes: [.font: system]).width
        #expect(systemWide > 2 * systemNarrow, "the proportional fallback: \(systemNarrow) vs \(systemWide)")

        // The pixels: four i's spread over four 20 pt cells, where the system font packs them together.
        let monoMask = try inkMask("iiii", font: mono)
        let systemMask = try inkMask("iiii", font: system)
        let monoColumns = try #require(inkColumns(monoMask))
        let systemColumns = try #require(inkColumns(systemMask))
        #expect(monoColumns.count > 60, "three cells and an i's stem at least, spans \(monoColumns.count) px")
        #expect(systemColumns.count < 50, "the system font's i's span \(systemColumns.count) px")
        let differing = zip(monoMask, systemMask).filter { abs(Int($0) - Int($1)) > 64 }.count
        #expect(differing > 300, "\(differing) pixels differ from the fallback's")
    }

    // MARK: - Registering at run time

    @Test func unregisteringAndRegisteringAgainChangesWhatUIFontFinds() throws {
        let url = try fixtureURL()
        let before = try #require(UIFont(name: Self.postScriptName, size: 40))
        #expect(unregister(url) == nil)
        #expect(UIFont(name: Self.postScriptName, size: 40) == nil)
        #expect(!UIFont.familyNames.contains(Self.family))
        #expect(UIFont.fontNames(forFamilyName: Self.family).isEmpty)
        // A font object made before falls back to the system fonts, which are proportional.
        let fallbackNarrow = ("iiii" as NSString).size(withAttributes: [.font: before]).width
        let fallbackWide = ("MMMM" as NSString).size(withAttributes: [.font: before]).width
        #expect(fallbackWide > 2 * fallbackNarrow, "measured \(fallbackNarrow) and \(fallbackWide)")

        #expect(register(url) == nil)
        let after = try #require(UIFont(name: Self.postScriptName, size: 40))
        #expect(abs(("iiii" as NSString).size(withAttributes: [.font: after]).width - 4 * Self.letterAdvance) < 0.01)
        #expect(UIFont.familyNames.contains(Self.family))
    }

    @Test func registeringTheSameFileTwiceFailsWithAlreadyRegistered() throws {
        let url = try fixtureURL()
        let error = try #require(register(url))
        #expect(error.domain == kCTFontManagerErrorDomain)
        #expect(error.code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(error.code == 105)
        #expect(error.localizedDescription == "Could not register the font file(s)")
        let reason = try #require(error.userInfo[NSLocalizedFailureReasonErrorKey] as? String)
        #expect(reason.contains(url.standardizedFileURL.resolvingSymlinksInPath().path), "\(reason)")
        let urls = try #require(error.userInfo[kCTFontManagerErrorFontURLsKey] as? [URL])
        #expect(urls == [url])
        // Still registered once.
        #expect(UIFont.fontNames(forFamilyName: Self.family) == [Self.postScriptName])
    }

    @Test func aFileThatIsNotAFontFailsWithInvalidFontDataNamingTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKit-AppFontTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("NotAFont.ttf")
        try Data("this is a text file, not a font".utf8).write(to: bad)
        let error = try #require(register(bad))
        #expect(error.code == CTFontManagerError.invalidFontData.rawValue)
        let reason = try #require(error.userInfo[NSLocalizedFailureReasonErrorKey] as? String)
        #expect(reason.contains("NotAFont.ttf"), "\(reason)")
        #expect(!UIFont.familyNames.contains("NotAFont"))

        let missing = directory.appendingPathComponent("Missing.otf")
        let missingError = try #require(register(missing))
        #expect(missingError.code == CTFontManagerError.fileNotFound.rawValue)
        #expect((missingError.userInfo[NSLocalizedFailureReasonErrorKey] as? String)?.contains("Missing.otf") == true)

        let notRegistered = try #require(unregister(bad))
        #expect(notRegistered.code == CTFontManagerError.notRegistered.rawValue)
        #expect(notRegistered.localizedDescription == "Could not unregister the font file(s)")
    }

    @Test func persistentRegistrationIsUnsupported() throws {
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(try fixtureURL() as CFURL, .persistent, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.unsupportedScope.rawValue)
    }

    // MARK: - Graphics fonts

    @Test func cgFontReadsTheFontsNamesAndMetrics() throws {
        let font = try fixtureFont()
        #expect(font.postScriptName == Self.postScriptName)
        #expect(font.fullName == "Inconsolata")
        #expect(font.unitsPerEm == 1000)
        #expect(font.numberOfGlyphs == 359)
        #expect(font.ascent == 834 && font.descent == -176 && font.leading == 90, "the hhea table's")
        #expect(font.table(for: 0x6E61_6D65)?.count == 939, "the name table")
        #expect(font.table(for: 0x4346_4620)?.count == 54_450, "the CFF outlines")
        #expect(font.copyTableTags()?.count == 11)
        #expect(font.description.hasPrefix("<CGFont (0x") && font.description.hasSuffix("): Inconsolata>"))
        #expect(CGFont(CGDataProvider(data: Data("not a font".utf8))) == nil)
    }

    @Test func aGraphicsFontRegistersUnlessItsPostScriptNameIsTaken() throws {
        let url = try fixtureURL()
        let font = try fixtureFont()
        // The file registered from UIAppFonts has this PostScript name already.
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let taken = try #require(error?.takeRetainedValue())
        #expect(taken.code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(taken.localizedDescription == "Could not register the CGFont '\(font)'")
        #expect(taken.userInfo[kCTFontManagerErrorFailedCGFontKey] as? CGFont === font)

        #expect(unregister(url) == nil)
        #expect(UIFont(name: Self.postScriptName, size: 40) == nil)
        error = nil
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        let registered = try #require(UIFont(name: Self.postScriptName, size: 40))
        #expect(abs(("MMMM" as NSString).size(withAttributes: [.font: registered]).width - 4 * Self.letterAdvance) < 0.01)
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error), "the same font twice")
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)

        error = nil
        #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(UIFont(name: Self.postScriptName, size: 40) == nil)
        #expect(register(url) == nil)
        #expect(UIFont(name: Self.postScriptName, size: 40) != nil)
    }

    @Test func registrationPostsTheRegisteredFontsChangedNotification() throws {
        let url = try fixtureURL()
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: kCTFontManagerRegisteredFontsChangedNotification, object: nil, queue: nil
        ) { _ in counter.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(unregister(url) == nil)
        #expect(register(url) == nil)
        #expect(register(url) != nil, "a failed registration changes nothing")
        #expect(counter.count == 2)
    }

    // MARK: - Malformed data

    @Test func malformedFontDataNeverTraps() throws {
        let data = [UInt8](try Data(contentsOf: try fixtureURL()))
        // The table directory and the small tables before the CFF outlines (head, hhea, maxp, OS/2,
        // name, cmap, post) lie in the first 2,572 bytes.
        let headerEnd = 2_572
        var random = SplitMix64(seed: 0xF0_17)
        var parsed = 0
        for _ in 0 ..< 2_000 {
            var bytes = data
            if random.next() % 4 == 0 { bytes.removeLast(Int(random.next() % UInt64(data.count))) }
            for _ in 0 ..< Int(random.next() % 8) + 1 where !bytes.isEmpty {
                bytes[Int(random.next() % UInt64(min(bytes.count, headerEnd)))] = UInt8(truncatingIfNeeded: random.next())
            }
            if let font = CGFont(CGDataProvider(data: Data(bytes))) {
                parsed += 1
                #expect((16 ... 16_384).contains(font.unitsPerEm))
            }
        }
        // Damage that misses what the reader checks leaves a font; the rest is rejected, never a trap.
        #expect(parsed > 0 && parsed < 2_000, "\(parsed) of 2000 parsed")
    }
}
