import Foundation

/// An asset catalog folder (`Assets.xcassets`) as Xcode writes it, read without Xcode's compiler: colour sets
/// (`.colorset`) and image sets (`.imageset`), in folders that may provide a namespace (`Folder/Name`).
///
/// Opening a catalog lists its sets (names only); a set's `Contents.json` is read when it is asked for.
/// Bad files never crash the reader: a malformed `Contents.json` gives an `AssetCatalogError` naming the
/// file and line; a folder whose `Contents.json` is malformed is read without a namespace and its error
/// kept in `problems`. Other set kinds (app icons, symbol sets, data sets) are not read. When two sets have
/// the same name, the first in path order wins, as Xcode warns and keeps one.
/// Foundation only: the UIKit module turns sets into `UIColor` and `UIImage`.
public struct AssetCatalog: Sendable {
    /// The catalog folder.
    public let url: URL
    /// Problems found while listing (malformed folder `Contents.json` files), in path order.
    public let problems: [AssetCatalogError]
    private let colorSetFolders: [String: URL]
    private let imageSetFolders: [String: URL]

    /// Lists the catalog at `url`.
    /// - Throws: an `AssetCatalogError` when `url` is not a readable folder.
    /// - Complexity: O(folders in the catalog).
    public init(contentsOf url: URL) throws(AssetCatalogError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError(file: url, line: 0, message: "is not an asset catalog folder")
        }
        self.url = url
        var colors: [String: URL] = [:], images: [String: URL] = [:], problems: [AssetCatalogError] = []
        Self.list(url, prefix: "", colors: &colors, images: &images, problems: &problems, depth: 0)
        colorSetFolders = colors
        imageSetFolders = images
        self.problems = problems
    }

    /// The colour set names, sorted.
    public var colorSetNames: [String] { colorSetFolders.keys.sorted() }
    /// The image set names, sorted.
    public var imageSetNames: [String] { imageSetFolders.keys.sorted() }

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

    private static func list(_ folder: URL, prefix: String, colors: inout [String: URL], images: inout [String: URL],
                             problems: inout [AssetCatalogError], depth: Int) {
        // Catalogs are shallow; a cap keeps symbolic-link loops finite.
        guard depth < 32 else { return }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                                   options: [.skipsHiddenFiles])) ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let base = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset":
                if colors[prefix + base] == nil { colors[prefix + base] = entry }
            case "imageset":
                if images[prefix + base] == nil { images[prefix + base] = entry }
            case "":
                var namespace = false
                let contents = entry.appendingPathComponent("Contents.json")
                if FileManager.default.fileExists(atPath: contents.path) {
                    do { namespace = try AssetContentsReader(file: contents).providesNamespace() } catch { problems.append(error) }
                }
                list(entry, prefix: namespace ? prefix + entry.lastPathComponent + "/" : prefix,
                     colors: &colors, images: &images, problems: &problems, depth: depth + 1)
            default:
                continue
            }
        }
    }
}
