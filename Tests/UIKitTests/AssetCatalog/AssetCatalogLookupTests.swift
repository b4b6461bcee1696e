import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The catalog is `Resources/Assets.xcassets` (Xcode's layout, in the test target's resource bundle as
/// SwiftPM copies it). Expected values are the files' components; behaviour from Apple's documentation of
/// `UIColor(named:in:compatibleWith:)`, `UIImage(named:in:compatibleWith:)` and `UIImageAsset`, and
/// WWDC 2019 session 214 (catalog colours and images follow dark mode without code).
@MainActor
@Suite("Asset catalogs: UIColor(named:) and UIImage(named:) resolved by traits", .serialized)
struct AssetCatalogLookupTests {
    private static let light = UITraitCollection(userInterfaceStyle: .light)
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor?, _ traits: UITraitCollection = UITraitCollection()) -> [Int] {
        guard let c = color?.resolvedColor(with: traits).components else { return [] }
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let data = image.dataProvider!.data! as Data
        let offset = y * image.bytesPerRow + x * 4
        return [Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset])]
    }

    @Test("a catalog colour is dynamic: any, dark and increased-contrast variants")
    func dynamicColor() throws {
        let brand = try #require(UIColor(named: "AppBrand", in: .module, compatibleWith: nil))
        #expect(rgba(brand, Self.light) == [230, 51, 26, 255])
        #expect(rgba(brand, UITraitCollection()) == [230, 51, 26, 255], "an unspecified style resolves as light")
        #expect(rgba(brand, Self.dark) == [26, 51, 255, 255])
        let highLight = UITraitCollection(traitsFrom: [Self.light, UITraitCollection(accessibilityContrast: .high)])
        let highDark = UITraitCollection(traitsFrom: [Self.dark, UITraitCollection(accessibilityContrast: .high)])
        #expect(rgba(brand, highLight) == [255, 0, 128, 255])
        #expect(rgba(brand, highDark) == [255, 255, 0, 255])
        #expect(brand == UIColor(named: "AppBrand", in: .module, compatibleWith: nil), "named colours compare equal by name")
    }

    @Test("compatibleWith: gives the variant for those traits as a fixed colour")
    func fixedVariant() throws {
        let darkBrand = try #require(UIColor(named: "AppBrand", in: .module, compatibleWith: Self.dark))
        #expect(rgba(darkBrand, Self.light) == [26, 51, 255, 255])
    }

    @Test("the main bundle's lookup finds catalogs in SwiftPM resource bundles; missing names are nil")
    func mainBundleAndMissing() {
        #expect(rgba(UIColor(named: "AppBrand"), Self.dark) == [26, 51, 255, 255])
        #expect(UIColor(named: "NoSuchColor") == nil)
        #expect(UIColor(named: "NoSuchColor", in: .module, compatibleWith: Self.dark) == nil)
        #expect(UIImage(named: "NoSuchImage") == nil)
        #expect(UIImage(named: "AppStar", in: .module, compatibleWith: nil) == nil, "a namespaced set needs its folder name")
        #expect(UIImage(named: "Icons/AppStar") != nil)
    }

    @Test("a reference to a system colour is that dynamic colour")
    func systemReference() throws {
        let tint = try #require(UIColor(named: "AppSystemTint", in: .module, compatibleWith: nil))
        #expect(rgba(tint, Self.light) == [0, 122, 255, 255])
        #expect(rgba(tint, Self.dark) == [10, 132, 255, 255])
    }

    @Test("catalog images: the scale's file, dark variants through imageAsset, template intent, directions")
    func images() throws {
        let lightTwo = UITraitCollection(traitsFrom: [Self.light, UITraitCollection(displayScale: 2)])
        let star = try #require(UIImage(named: "Icons/AppStar", in: .module, compatibleWith: lightTwo))
        #expect(star.scale == 2 && star.size == CGSize(width: 4, height: 4))
        let starPixels = try #require(star.cgImage)
        #expect(pixel(starPixels, 1, 1) == [0, 255, 0])
        let asset = try #require(star.imageAsset)
        let darkOne = asset.image(with: UITraitCollection(traitsFrom: [Self.dark, UITraitCollection(displayScale: 1)]))
        let darkPixels = try #require(darkOne.cgImage)
        #expect(darkOne.scale == 1 && pixel(darkPixels, 0, 0) == [0, 0, 255])
        #expect(darkOne.imageAsset === asset)
        let logo = try #require(UIImage(named: "AppLogo", in: .module, compatibleWith: nil))
        #expect(logo.renderingMode == .alwaysTemplate)
        #expect(logo.scale == 1 && logo.size == CGSize(width: 6, height: 3), "a single-scale PNG is 1x")
        let rtl = UITraitCollection(layoutDirection: .rightToLeft)
        let arrow = try #require(UIImage(named: "AppArrow", in: .module, compatibleWith: rtl))
        let arrowPixels = try #require(arrow.cgImage)
        #expect(pixel(arrowPixels, 0, 0) == [0, 255, 255])
    }

    @Test("an image view showing a catalog image follows dark mode")
    func imageViewFollowsStyle() throws {
        let host = HeadlessHost(size: CGSize(width: 20, height: 20), scale: 1)
        let controller = UIViewController()
        let imageView = UIImageView(image: UIImage(named: "Icons/AppStar", in: .module, compatibleWith: nil))
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        controller.view.addSubview(imageView)
        host.show(controller)
        #expect(pixel(host.snapshot(), 10, 10) == [255, 0, 0], "light 1x: red")
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(pixel(host.snapshot(), 10, 10) == [0, 0, 255], "dark 1x: blue")
    }

    @Test("a view's background from a catalog colour repaints when the style changes")
    func backgroundFollowsStyle() throws {
        let host = HeadlessHost(size: CGSize(width: 20, height: 20), scale: 1)
        let controller = UIViewController()
        controller.view.backgroundColor = UIColor(named: "AppBrand", in: .module, compatibleWith: nil)
        host.show(controller)
        #expect(zip(pixel(host.snapshot(), 5, 5), [230, 51, 26]).allSatisfy { abs($0 - $1) <= 1 }, "0.9, 0.2, 0.1")
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(pixel(host.snapshot(), 5, 5) == [26, 51, 255])
    }

    @Test("malformed Contents.json: nil, no crash, and the problem reported with file and line")
    func malformed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Bad.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{\n  \"colors\" : [\n    { \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"x\" } } }\n  ]\n}\n".utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIColor(named: "Bad", in: bundle, compatibleWith: nil) == nil)
        let problem = try #require(AssetCatalogStore.reportedProblems.last)
        #expect(problem.file.path.hasSuffix("Bad.colorset/Contents.json"))
        #expect(problem.line == 3)
    }

    @Test("UIImageAsset: registered variants are picked by the traits they were registered with")
    func registeredVariants() {
        let asset = UIImageAsset()
        let lightImage = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
        let darkImage = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        asset.register(lightImage, with: Self.light)
        asset.register(darkImage, with: Self.dark)
        #expect(asset.image(with: Self.dark) === darkImage)
        #expect(asset.image(with: UITraitCollection(traitsFrom: [Self.light, UITraitCollection(displayScale: 3)])) === lightImage)
        #expect(darkImage.imageAsset === asset)
        asset.unregisterImage(with: Self.dark)
        #expect(asset.image(with: Self.dark) === lightImage, "no match: the first registered image")
    }
}
