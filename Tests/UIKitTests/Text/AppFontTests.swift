import Foundation
import Testing
@testable import UIKit

/// Fonts the app ships: `UIAppFonts` in the test bundle's `Resources/Info.plist` lists
/// `Fonts/MaterialIcons-Regular.ttf` (see `Resources/Fonts/README.md`), and Core Text's font manager
/// registers and unregisters fonts at run time. Registration is process-wide, so these tests run one at a
/// time and each leaves the fixture registered from its URL, as the app launched.
@Suite("Fonts the app ships", .serialized)
@MainActor
struct AppFontTests {
    static let postScriptName = "MaterialIcons-Regular"
    static let family = "Material Icons"

    /// The fixture font file inside the test bundle.
    func fixtureURL() throws -> URL {
        try #require(Bundle.module.url(forResource: "MaterialIcons-Regular", withExtension: "ttf", subdirectory: "Resources/Fonts"))
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
        #expect(ApplicationFontManifest.listedFontURLs().map(\.lastPathComponent).contains("MaterialIcons-Regular.ttf"))
    }

    // MARK: - Drawing

    @Test func aRegisteredFontDrawsItsOwnGlyphsWithTheFontsAdvances() throws {
        let icons = try #require(UIFont(name: Self.postScriptName, size: 40))
        let cgFont = try fixtureFont()
        // The font's hmtx gives every glyph from index 2 on the same advance; "home" is one ligature glyph.
        var glyph = CGGlyph(cgFont.numberOfGlyphs - 1)
        var advance: Int32 = 0
        #expect(cgFont.getGlyphAdvances(glyphs: &glyph, count: 1, advances: &advance))
        let em = CGFloat(advance) / CGFloat(cgFont.unitsPerEm) * 40
        #expect(em == 40, "Material Icons' icons are one em wide")
        let width = ("home" as NSString).size(withAttributes: [.font: icons]).width
        #expect(abs(width - em) < 0.01, "one ligature glyph of the font's advance, measured \(width)")
        let two = ("home settings" as NSString).size(withAttributes: [.font: icons]).width
        #expect(two > 2 * em - 0.01 && two < 3 * em + 0.01, "two icons and a space, measured \(two)")

        // The pixels: one square house icon, nothing like the word the fallback font writes.
        let iconMask = try inkMask("home", font: icons)
        let fallbackMask = try inkMask("home", font: .systemFont(ofSize: 40))
        let iconColumns = try #require(inkColumns(iconMask))
        let fallbackColumns = try #require(inkColumns(fallbackMask))
        #expect(iconColumns.count <= 40, "the icon's ink fits its 40 pt em, spans \(iconColumns.count) px")
        #expect(fallbackColumns.count > 80, "the word \"home\" spans \(fallbackColumns.count) px")
        let differing = zip(iconMask, fallbackMask).filter { abs(Int($0) - Int($1)) > 64 }.count
        #expect(differing > 500, "\(differing) pixels differ from the fallback's")
    }

    // MARK: - Registering at run time

    @Test func unregisteringAndRegisteringAgainChangesWhatUIFontFinds() throws {
        let url = try fixtureURL()
        let before = try #require(UIFont(name: Self.postScriptName, size: 40))
        #expect(unregister(url) == nil)
        #expect(UIFont(name: Self.postScriptName, size: 40) == nil)
        #expect(!UIFont.familyNames.contains(Self.family))
        #expect(UIFont.fontNames(forFamilyName: Self.family).isEmpty)
        // A font object made before falls back to the system fonts: the word, no longer the icon.
        let fallbackWidth = ("home" as NSString).size(withAttributes: [.font: before]).width
        #expect(fallbackWidth > 80, "measured \(fallbackWidth)")

        #expect(register(url) == nil)
        let after = try #require(UIFont(name: Self.postScriptName, size: 40))
        #expect(abs(("home" as NSString).size(withAttributes: [.font: after]).width - 40) < 0.01)
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
        #expect(font.fullName == "Material Icons")
        #expect(font.unitsPerEm == 512)
        #expect(font.numberOfGlyphs == 2188)
        #expect(font.ascent == 512 && font.descent == 0)
        #expect(font.table(for: 0x6E61_6D65) != nil, "the name table")
        #expect(font.copyTableTags()?.count == 15)
        #expect(font.description.hasPrefix("<CGFont (0x") && font.description.hasSuffix("): MaterialIcons-Regular>"))
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
        #expect(abs(("home" as NSString).size(withAttributes: [.font: registered]).width - 40) < 0.01)
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
        var random = SplitMix64(seed: 0xF0_17)
        var parsed = 0
        for _ in 0 ..< 2_000 {
            var bytes = Array(data.prefix(Int(random.next() % 4_096) + 1))
            for _ in 0 ..< Int(random.next() % 8) where !bytes.isEmpty {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if let font = CGFont(CGDataProvider(data: Data(bytes))) {
                parsed += 1
                #expect(font.unitsPerEm >= 16)
            }
        }
        // Cut to 4 KB the name table's strings lie outside the data, so hardly any prefix parses.
        #expect(parsed < 2_000)
    }
}
