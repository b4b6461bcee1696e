@testable import AssetCatalog
import Foundation
import Testing

/// Data sets and app icon sets as Xcode writes them (`Test.xcassets`), and the checks Xcode's asset compiler
/// makes of app icons ("is 30x30 but should be 40x40"), named by file and line (`Broken.xcassets`).
@Suite("Asset catalogs: data sets and app icon sets")
struct AssetCatalogSetKindsTests {
    private let phone = AssetTraitQuery(idiom: "iphone", luminosity: .light, highContrast: false, displayGamut: .sRGB,
                                        languageDirection: .leftToRight, scale: 3)

    @Test("data sets are listed and read: file, type identifier, and the entry for the idiom")
    func dataSets() throws {
        let catalog = try AssetCatalogFixtures.test
        #expect(catalog.dataSetNames == ["Config", "Notes"])
        let config = try #require(try catalog.dataSet(named: "Config"))
        let item = try #require(config.item(for: phone))
        #expect(item.file.lastPathComponent == "config.json")
        #expect(item.universalTypeIdentifier == "public.json")
        let notes = try #require(try catalog.dataSet(named: "Notes"))
        #expect(notes.item(for: phone)?.file.lastPathComponent == "notes-phone.txt", "an iPhone entry beats a universal one")
        var pad = phone
        pad.idiom = "ipad"
        #expect(notes.item(for: pad)?.file.lastPathComponent == "notes.txt")
        #expect(notes.items.allSatisfy { $0.universalTypeIdentifier == nil })
        #expect(try catalog.dataSet(named: "Nothing") == nil)
    }

    @Test("app icon sets are read with sizes, scales and pixel sizes; empty slots are skipped")
    func appIcons() throws {
        let catalog = try AssetCatalogFixtures.test
        #expect(catalog.appIconSetNames == ["AppIcon"])
        let set = try #require(try catalog.appIconSet(named: "AppIcon"))
        #expect(set.icons.count == 3)
        let first = try #require(set.icons.first)
        #expect(first.pointWidth == 20 && first.pointHeight == 20 && first.scale == 2)
        #expect(first.pixelWidth == 40 && first.pixelHeight == 40)
        #expect(set.largestIcon(for: phone)?.file.lastPathComponent == "icon-60.png")
        var dark = phone
        dark.luminosity = .dark
        #expect(set.largestIcon(for: dark)?.file.lastPathComponent == "icon-dark-60.png")
    }

    @Test("bad app icons and data sets give errors naming the Contents.json and the entry's line", arguments: [
        ("WrongSize.appiconset", 4, "is 30x30 but should be 40x40"),
        ("BadSize.appiconset", 7, "not of the form \"60x60\""),
        ("NotPNG.appiconset", 4, "is not a PNG image"),
        ("MissingData.dataset", 4, "the data file \"gone.json\" does not exist"),
    ])
    func errors(folder: String, line: Int, fragment: String) throws {
        let catalog = try AssetCatalogFixtures.broken
        let name = String(folder.split(separator: ".")[0])
        do {
            if folder.hasSuffix("dataset") { _ = try catalog.dataSet(named: name) } else { _ = try catalog.appIconSet(named: name) }
            Issue.record("no error for \(folder)")
        } catch {
            #expect(error.file.lastPathComponent == "Contents.json")
            #expect(error.file.deletingLastPathComponent().lastPathComponent == folder)
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test("a PNG header gives its pixel size; other bytes give nil, never a crash")
    func pngHeader() {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 1, 0, 0, 0, 0, 200]
        let size = PNGHeader.pixelSize(header: header)
        #expect(size?.width == 256 && size?.height == 200)
        #expect(PNGHeader.pixelSize(header: Array(header.prefix(20))) == nil)
        var wrong = header
        wrong[13] = UInt8(ascii: "X")
        #expect(PNGHeader.pixelSize(header: wrong) == nil)
        #expect(PNGHeader.pixelSize(header: Array(repeating: 0, count: 24)) == nil)
    }
}
