import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The catalog is `Resources/Assets.xcassets` (in the test target's resource bundle, which the main bundle's
/// lookups search). Behaviour from Apple's documentation of `NSDataAsset` (`init(name:bundle:)`, `data`,
/// `typeIdentifier`) and of `UIApplication.setAlternateIconName(_:completionHandler:)` (the handler runs
/// on the main queue; an error leaves the icon as it was).
@MainActor
private final class CallLog {
    var entries: [String] = []
}

@MainActor
@Suite("Asset catalogs: NSDataAsset and alternate app icons", .serialized)
struct DataAssetAndAppIconTests {
    @Test("NSDataAsset reads a data set's file and type identifier; a missing name is nil")
    func dataAsset() throws {
        let asset = try #require(NSDataAsset(name: "Greeting", bundle: .module))
        #expect(asset.name == "Greeting")
        #expect(asset.typeIdentifier == "public.json")
        let decoded = try JSONSerialization.jsonObject(with: asset.data) as? [String: String]
        #expect(decoded == ["greeting": "مرحبا"])
        #expect(NSDataAsset(name: "Greeting")?.data == asset.data, "the main bundle's lookup finds resource bundles")
        #expect(NSDataAsset(name: "NoSuchData") == nil)
        #expect(NSDataAsset(name: "AppBrand") == nil, "a colour set is not a data set")
        #expect((asset.copy() as? NSDataAsset)?.data == asset.data)
    }

    @Test("type identifiers Xcode fills in from the file's extension")
    func inferredTypeIdentifiers() {
        #expect(NSDataAsset.typeIdentifier(forExtension: "JSON") == "public.json")
        #expect(NSDataAsset.typeIdentifier(forExtension: "txt") == "public.plain-text")
        #expect(NSDataAsset.typeIdentifier(forExtension: "bin") == "public.data")
    }

    @Test("alternate icons: app icon sets besides AppIcon; a valid one is set, the handler runs on the main queue")
    func alternateIcon() async throws {
        let app = UIApplication.shared
        #expect(app.supportsAlternateIcons)
        #expect(app.alternateIconName == nil)
        try await app.setAlternateIconName("AlternateBlue")
        #expect(app.alternateIconName == "AlternateBlue")
        let log = CallLog()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            app.setAlternateIconName(nil) { error in
                MainActor.assumeIsolated { log.entries.append(error == nil ? "nil" : "error") }
                done.resume()
            }
            log.entries.append("returned")
        }
        #expect(log.entries == ["returned", "nil"], "the handler runs after the call returns")
        #expect(app.alternateIconName == nil)
    }

    @Test("an unknown or invalid icon set fails with NSFileNoSuchFileError and keeps the icon")
    func badAlternateIcons() async throws {
        let app = UIApplication.shared
        try await app.setAlternateIconName("AlternateBlue")
        for name in ["NoSuchIcon", "BrokenIcon", "AppIcon"] {
            do {
                try await app.setAlternateIconName(name)
                Issue.record("\(name) was accepted")
            } catch {
                let error = error as NSError
                #expect(error.domain == NSCocoaErrorDomain && error.code == NSFileNoSuchFileError, "\(error)")
            }
            #expect(app.alternateIconName == "AlternateBlue")
        }
        #expect(AssetCatalogStore.reportedProblems.contains { $0.message.contains("is 32x32 but should be 40x40") })
        try await app.setAlternateIconName(nil)
    }
}
