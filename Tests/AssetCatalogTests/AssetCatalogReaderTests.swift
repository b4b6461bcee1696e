import AssetCatalog
import Foundation
import Testing

@Suite("Asset catalogs: colour and image sets as Xcode writes them")
struct AssetCatalogReaderTests {
    private let dark = AssetTraitQuery(luminosity: .dark)
    private let light = AssetTraitQuery(luminosity: .light)

    private func rgb(_ color: AssetColor?) -> [Double] {
        guard let color else { return [] }
        let c = color.extendedSRGB
        return [c.red, c.green, c.blue, c.alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("the catalog lists its sets, with folder namespaces where Xcode's Provides Namespace is on")
    func names() throws {
        let catalog = try AssetCatalogFixtures.test
        #expect(catalog.colorSetNames == ["Brand", "Gamut", "HalfGray", "LightDark", "Linear", "Numbers", "P3Red", "PerIdiom", "SystemTint"])
        #expect(catalog.imageSetNames == ["Arrow", "Icons/Star", "Logo"])
        #expect(catalog.problems.isEmpty)
        let missing = try catalog.colorSet(named: "Missing")
        #expect(missing == nil)
        let unqualified = try catalog.imageSet(named: "Star")
        #expect(unqualified == nil, "a namespaced set is only found by its full name")
    }

    @Test("components in floats, 8-bit integers and hexadecimal, by appearance and contrast")
    func notations() throws {
        let brand = try #require(try AssetCatalogFixtures.test.colorSet(named: "Brand"))
        #expect(brand.variants.count == 4)
        #expect(rgb(brand.color(for: light)) == [0.9, 0.2, 0.1, 1])
        #expect(rgb(brand.color(for: dark)) == [0.102, 0.2, 1, 1], "26/255, 51/255, 255/255")
        var highLight = light
        highLight.highContrast = true
        #expect(rgb(brand.color(for: highLight)) == [1, 0, 0.502, 1], "0xFF, 0x00, 0x80")
        var highDark = dark
        highDark.highContrast = true
        #expect(rgb(brand.color(for: highDark)) == [1, 1, 0, 1])
    }

    @Test("JSON numbers: fractions are floats, integers above 1 are 8-bit values")
    func numbers() throws {
        let set = try #require(try AssetCatalogFixtures.test.colorSet(named: "Numbers"))
        #expect(rgb(set.color(for: light)) == [0.5, 0.502, 0, 1])
    }

    @Test("Display P3 red converts to extended sRGB outside 0...1; linear sRGB is gamma-encoded; grey stays grey")
    func colorSpaces() throws {
        let catalog = try AssetCatalogFixtures.test
        let p3 = try #require(try catalog.colorSet(named: "P3Red")?.color(for: light))
        #expect(p3.colorSpace == .displayP3)
        // Display P3 (1, 0, 0) is extended sRGB (1.0931, -0.2267, -0.1501) (the P3 primaries in sRGB).
        let converted = p3.extendedSRGB
        #expect(abs(converted.red - 1.0931) < 0.002 && abs(converted.green + 0.2267) < 0.002 && abs(converted.blue + 0.1501) < 0.002)
        // Linear 0.214 encodes to 0.500 in sRGB.
        let linear = try catalog.colorSet(named: "Linear")?.color(for: light)
        #expect(rgb(linear) == [0.5, 1, 0, 1])
        let gray = try #require(try catalog.colorSet(named: "HalfGray")?.color(for: light))
        #expect(gray.colorSpace.isGray && gray.components == [0.5] && gray.alpha == 0.5)
    }

    @Test("a reference to a system colour is kept by name")
    func systemReference() throws {
        let color = try #require(try AssetCatalogFixtures.test.colorSet(named: "SystemTint")?.color(for: light))
        #expect(color.platformReference == "systemBlueColor")
    }

    @Test("an idiom's own colour beats universal; a universal dark colour beats a light iPad one")
    func idioms() throws {
        let set = try #require(try AssetCatalogFixtures.test.colorSet(named: "PerIdiom"))
        #expect(rgb(set.color(for: AssetTraitQuery(idiom: "iphone"))) == [0, 0, 0, 1])
        #expect(rgb(set.color(for: AssetTraitQuery(idiom: "ipad"))) == [1, 1, 1, 1])
        #expect(rgb(set.color(for: AssetTraitQuery(idiom: "iphone", luminosity: .dark))) == [0.5, 0.5, 0.5, 1])
    }

    @Test("a light appearance beats any for light and unspecified styles; gamut variants follow the screen")
    func lightAndGamut() throws {
        let catalog = try AssetCatalogFixtures.test
        let lightDark = try #require(try catalog.colorSet(named: "LightDark"))
        #expect(rgb(lightDark.color(for: light)) == [0.4, 0.4, 0.4, 1])
        #expect(rgb(lightDark.color(for: dark)) == [0.6, 0.6, 0.6, 1])
        let gamut = try #require(try catalog.colorSet(named: "Gamut"))
        #expect(gamut.color(for: AssetTraitQuery(displayGamut: .sRGB))?.colorSpace == .sRGB)
        #expect(gamut.color(for: AssetTraitQuery(displayGamut: .displayP3))?.colorSpace == .displayP3)
    }

    @Test("image sets: scales with empty slots skipped, dark variants, the nearest larger scale first")
    func imageScales() throws {
        let star = try #require(try AssetCatalogFixtures.test.imageSet(named: "Icons/Star"))
        #expect(star.images.count == 4, "the two empty 3x slots hold no image")
        func file(_ query: AssetTraitQuery) -> String? { star.image(for: query)?.file.lastPathComponent }
        #expect(file(AssetTraitQuery(scale: 1)) == "star.png")
        #expect(file(AssetTraitQuery(scale: 2)) == "star@2x.png")
        #expect(file(AssetTraitQuery(scale: 3)) == "star@2x.png", "no 3x file: the nearest smaller")
        #expect(file(AssetTraitQuery(luminosity: .dark, scale: 1)) == "star-dark.png")
        #expect(file(AssetTraitQuery(luminosity: .dark, scale: 2)) == "star-dark@2x.png")
        #expect(star.image(for: AssetTraitQuery(scale: 1.5))?.scale == 2, "a larger scale beats a smaller one")
        #expect(star.renderingIntent == nil)
    }

    @Test("single-scale images, the template rendering intent and language directions")
    func properties() throws {
        let catalog = try AssetCatalogFixtures.test
        let logo = try #require(try catalog.imageSet(named: "Logo"))
        #expect(logo.renderingIntent == .template)
        #expect(logo.image(for: AssetTraitQuery(scale: 3))?.scale == nil)
        let arrow = try #require(try catalog.imageSet(named: "Arrow"))
        #expect(arrow.image(for: AssetTraitQuery(languageDirection: .leftToRight))?.file.lastPathComponent == "arrow-ltr.png")
        #expect(arrow.image(for: AssetTraitQuery(languageDirection: .rightToLeft))?.file.lastPathComponent == "arrow-rtl.png")
    }
}
