import Foundation

/// An asset catalog folder (`Assets.xcassets`) as Xcode writes it, read without Xcode's compiler: colour sets
/// (`.colorset`), image sets (`.imageset`), data sets (`.dataset`), app icon sets (`.appiconset`) and symbol sets (`.symbolset`, custom symbols as SVG templates), in
/// folders that may provide a namespace (`Folder/Name`; app icon sets are named without one, as Xcode's).
///
/// Opening a catalog lists its sets (names only); a set's `Contents.json` is read when it is asked for.
/// Bad files never crash the reader: a malformed `Contents.json` gives an `AssetCatalogError` naming the
/// file and line; a folder whose `Contents.json` is malformed is read without a namespace and its error
/// kept in `problems`. Other set kinds (sticker packs, AR resources, ...) are not read. When two sets have
/// the same name, the first in path order wins, as Xcode warns and keeps one.
/// Foundation only: the UIKit module turns sets into `UIColor` and `UIImage`.
public struct AssetCatalog: Sendable {
    /// The catalog folder.
    public let url: URL
    /// Problems found while listing (malformed folder `Contents.json` files), in path order.
    public let problems: [AssetCatalogError]
    /// The set folders by kind (the folder extension) and name.
    private let setFolders: [String: [String: URL]]
    private var colorSetFolders: [String: URL] { setFolders["colorset"] ?? [:] }
    private var imageSetFolders: [String: URL] { setFolders["imageset"] ?? [:] }
    private var dataSetFolders: [String: URL] { setFolders["dataset"] ?? [:] }
    private var appIconSetFolders: [String: URL] { setFolders["appiconset"] ?? [:] }
    private var symbolSetFolders: [String: URL] { setFolders["symbolset"] ?? [:] }
    /// The set kinds read.
    private static let setKinds: Set<String> = ["colorset", "imageset", "dataset", "appiconset", "symbolset"]

    /// Lists the catalog at `url`.
    /// - Throws: an `AssetCatalogError` when `url` is not a readable folder.
    /// - Complexity: O(folders in the catalog).
    public init(contentsOf url: URL) throws(AssetCatalogError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError(file: url, line: 0, message: "is not an asset catalog folder")
        }
        self.url = url
        var sets: [String: [String: URL]] = [:], problems: [AssetCatalogError] = []
        Self.list(url, prefix: "", sets: &sets, problems: &problems, depth: 0)
        setFolders = sets
        self.problems = problems
    }

    /// The colour set names, sorted.
    public var colorSetNames: [String] { colorSetFolders.keys.sorted() }
    /// The image set names, sorted.
    public var imageSetNames: [String] { imageSetFolders.keys.sorted() }
    /// The data set names, sorted.
    public var dataSetNames: [String] { dataSetFolders.keys.sorted() }
    /// The app icon set names, sorted.
    public var appIconSetNames: [String] { appIconSetFolders.keys.sorted() }
    /// The symbol set names, sorted.
    public var symbolSetNames: [String] { symbolSetFolders.keys.sorted() }

    /// The colour set `name` (`Folder/Name` inside namespaces), or nil when the catalog has none.
    /// - Throws: an `AssetCatalogError` naming the file and line when its `Contents.json` is malformed.
    /// - Complexity: O(size of its `Contents.json`).
    public func colorSet(named name: String) throws(AssetCatalogError) -> AssetColorSet? {
        guard let folder = colorSetFolders[name] else { return nil }
        return try AssetContentsReader(file: folder.appendingPathComponent("Contents.json")).colorSet(named: name)
    }

    /// The image set `name`, or nil when the catalog has none.
    /// - Throws: an `AssetCatalogError` naming the file and line when its `Contents.json` is malformed or
    ///   names a file that does not exist.
    /// - Complexity: O(size of its `Contents.json`).
    public func imageSet(named name: String) throws(AssetCatalogError) -> AssetImageSet? {
        guard let folder = imageSetFolders[name] else { return nil }
        return try AssetContentsReader(file: folder.appendingPathComponent("Contents.json")).imageSet(named: name, folder: folder)
    }

    /// The data set `name`, or nil when the catalog has none.
    /// - Throws: an `AssetCatalogError` naming the file and line when its `Contents.json` is malformed or
    ///   names a file that does not exist.
    /// - Complexity: O(size of its `Contents.json`).
    public func dataSet(named name: String) throws(AssetCatalogError) -> AssetDataSet? {
        guard let folder = dataSetFolders[name] else { return nil }
        return try AssetContentsReader(file: folder.appendingPathComponent("Contents.json")).dataSet(named: name, folder: folder)
    }

    /// The app icon set `name`, or nil when the catalog has none.
    /// - Throws: an `AssetCatalogError` naming the file and line when its `Contents.json` is malformed, names
    ///   a missing file or one that is not a PNG of the entry's size times its scale.
    /// - Complexity: O(size of its `Contents.json`) plus each icon's PNG header.
    public func appIconSet(named name: String) throws(AssetCatalogError) -> AssetAppIconSet? {
        guard let folder = appIconSetFolders[name] else { return nil }
        return try AssetContentsReader(file: folder.appendingPathComponent("Contents.json")).appIconSet(named: name, folder: folder)
    }

    /// The symbol set `name` with its template read, or nil when the catalog has none.
    /// - Throws: an `AssetCatalogError` naming the file and line when its `Contents.json` is malformed or
    ///   names a missing file, or when the SVG template is malformed (then naming the SVG file).
    /// - Complexity: O(size of its files).
    public func symbolSet(named name: String) throws(AssetCatalogError) -> AssetSymbolSet? {
        guard let folder = symbolSetFolders[name] else { return nil }
        return try AssetContentsReader(file: folder.appendingPathComponent("Contents.json")).symbolSet(named: name, folder: folder)
    }

    private static func list(_ folder: URL, prefix: String, sets: inout [String: [String: URL]],
                             problems: inout [AssetCatalogError], depth: Int) {
        // Catalogs are shallow; a cap keeps symbolic-link loops finite.
        guard depth < 32 else { return }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                                   options: [.skipsHiddenFiles])) ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let base = entry.deletingPathExtension().lastPathComponent
            let kind = entry.pathExtension
            switch kind {
            case _ where setKinds.contains(kind):
                let name = kind == "appiconset" ? base : prefix + base
                if sets[kind, default: [:]][name] == nil { sets[kind, default: [:]][name] = entry }
            case "":
                var namespace = false
                let contents = entry.appendingPathComponent("Contents.json")
                if FileManager.default.fileExists(atPath: contents.path) {
                    do { namespace = try AssetContentsReader(file: contents).providesNamespace() } catch { problems.append(error) }
                }
                list(entry, prefix: namespace ? prefix + entry.lastPathComponent + "/" : prefix,
                     sets: &sets, problems: &problems, depth: depth + 1)
            default:
                continue
            }
        }
    }
}
