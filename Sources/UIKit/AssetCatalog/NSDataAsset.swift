import AssetCatalog
import Foundation

/// The name of a data asset, as UIKit's `NSDataAssetName`.
public typealias NSDataAssetName = String

/// The contents of a data set (`Name.dataset`) of an asset catalog, as UIKit's `NSDataAsset`: the file the
/// set holds for this device's idiom (a universal entry suits every idiom), read when the asset is made,
/// and its uniform type identifier.
///
/// The catalogs searched are those `UIImage(named:)` and `UIColor(named:)` use (see `AssetCatalogStore`):
/// a bundle's `.xcassets` folders, for the main bundle also those in the targets' resource bundles. A
/// malformed `Contents.json`, a missing or unreadable file give nil and one report on standard error
/// naming the file and line, as a missing name gives nil on iOS.
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
    /// The data set's name.
    open var name: NSDataAssetName { nameStorage }
    /// The file's contents.
    open var data: Data { dataStorage }
    /// The entry's uniform type identifier (`universal-type-identifier`), or one inferred from the file's
    /// extension as Xcode fills it in (`public.json`, `public.png`, ...; `public.data` otherwise).
    open var typeIdentifier: String { typeIdentifierStorage }

    private let nameStorage: NSDataAssetName
    private let dataStorage: Data
    private let typeIdentifierStorage: String

    /// The data set `name` of the main bundle's asset catalogs, or nil, as UIKit's `init(name:)`.
    /// - Complexity: O(catalog folders) for the bundle's first lookup, then O(file size).
    public convenience init?(name: NSDataAssetName) { self.init(name: name, bundle: .main) }

    /// The data set `name` of `bundle`'s asset catalogs, or nil, as UIKit's `init(name:bundle:)`.
    /// - Complexity: O(catalog folders) for the bundle's first lookup, then O(file size).
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard let set = AssetCatalogStore.dataSet(named: name, in: bundle),
              let item = set.item(for: AssetCatalogStore.query(for: UITraitCollection.fallbackCurrent)) else { return nil }
        guard let contents = try? Data(contentsOf: item.file) else {
            AssetCatalogStore.report(AssetCatalogError(file: item.file, line: 0, message: "cannot be read"))
            return nil
        }
        nameStorage = name
        dataStorage = contents
        typeIdentifierStorage = item.universalTypeIdentifier ?? NSDataAsset.typeIdentifier(forExtension: item.file.pathExtension)
        super.init()
    }

    /// The asset itself: data assets are immutable, as UIKit's copy is equal.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The identifier Xcode writes for a file extension it recognises, `public.data` for others.
    /// - Complexity: O(1).
    static func typeIdentifier(forExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "json": "public.json"
        case "txt", "text": "public.plain-text"
        case "xml": "public.xml"
        case "plist": "com.apple.property-list"
        case "png": "public.png"
        case "jpg", "jpeg": "public.jpeg"
        case "gif": "com.compuserve.gif"
        case "pdf": "com.adobe.pdf"
        case "mp3": "public.mp3"
        case "wav": "com.microsoft.waveform-audio"
        case "csv": "public.comma-separated-values-text"
        case "zip": "public.zip-archive"
        default: "public.data"
        }
    }
}
