import AssetCatalog
import Foundation

/// Finds and caches the asset catalogs of bundles for `UIColor(named:)` and `UIImage(named:)`. Not public API.
///
/// SwiftPM on Linux has no asset compiler: a target's `Assets.xcassets` in `resources:` (`.process` or
/// `.copy`, directly or inside a copied folder) lands as the folder itself in the target's resource bundle
/// (`Package_Target.resources`, next to the executable). The main bundle's catalogs are those in
/// `Bundle.main` and in every such resource bundle (an app's resources are in its target's bundle, not
/// in `Bundle.main`, on Linux); another bundle's are its own. Catalogs are found at the top of a bundle and
/// up to three folders down in resource bundles, read once, and their sets once per name.
///
/// A malformed `Contents.json` makes the lookup return nil, as a missing name does, and is reported once
/// on standard error with its file and line (UIKit logs problems of a compiled catalog in the same way).
enum AssetCatalogStore {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var catalogs: [URL: [AssetCatalog]] = [:]
    nonisolated(unsafe) private static var colorSets: [String: AssetColorSet?] = [:]
    nonisolated(unsafe) private static var imageSets: [String: AssetImageSet?] = [:]
    nonisolated(unsafe) private static var dataSets: [String: AssetDataSet?] = [:]
    nonisolated(unsafe) private static var appIconSets: [String: AssetAppIconSet?] = [:]
    nonisolated(unsafe) private static var symbolSets: [String: AssetSymbolSet?] = [:]
    nonisolated(unsafe) private static var reported: Set<String> = []
    nonisolated(unsafe) private static var problems: [AssetCatalogError] = []

    /// The problems reported so far, oldest first.
    static var reportedProblems: [AssetCatalogError] { lock.withLock { problems } }

    /// The colour set `name` of the first catalog of `bundle` that has one.
    /// - Complexity: O(catalogs) after the first lookup of the name.
    static func colorSet(named name: String, in bundle: Bundle?) -> AssetColorSet? {
        lock.withLock { lookup(name, in: bundle, cache: &colorSets) { catalog throws(AssetCatalogError) in try catalog.colorSet(named: name) } }
    }

    /// The image set `name` of the first catalog of `bundle` that has one.
    static func imageSet(named name: String, in bundle: Bundle?) -> AssetImageSet? {
        lock.withLock { lookup(name, in: bundle, cache: &imageSets) { catalog throws(AssetCatalogError) in try catalog.imageSet(named: name) } }
    }

    /// The data set `name` of the first catalog of `bundle` that has one.
    static func dataSet(named name: String, in bundle: Bundle?) -> AssetDataSet? {
        lock.withLock { lookup(name, in: bundle, cache: &dataSets) { catalog throws(AssetCatalogError) in try catalog.dataSet(named: name) } }
    }

    /// The symbol set `name` of the first catalog of `bundle` that has one (its template read).
    static func symbolSet(named name: String, in bundle: Bundle?) -> AssetSymbolSet? {
        lock.withLock { lookup(name, in: bundle, cache: &symbolSets) { catalog throws(AssetCatalogError) in try catalog.symbolSet(named: name) } }
    }

    /// The app icon set `name` of the first catalog of `bundle` that has one (its icons checked).
    static func appIconSet(named name: String, in bundle: Bundle?) -> AssetAppIconSet? {
        lock.withLock { lookup(name, in: bundle, cache: &appIconSets) { catalog throws(AssetCatalogError) in try catalog.appIconSet(named: name) } }
    }

    /// The names of the app icon sets in `bundle`'s catalogs, sorted, without repeats.
    /// - Complexity: O(catalogs × sets).
    static func appIconSetNames(in bundle: Bundle?) -> [String] {
        lock.withLock { Array(Set(catalogsLocked(for: bundle ?? .main).flatMap(\.appIconSetNames))).sorted() }
    }

    /// The query for `traits`: unspecified values as iOS resolves them (light, sRGB, left to right, the main
    /// screen's scale, the phone idiom).
    static func query(for traits: UITraitCollection) -> AssetTraitQuery {
        let idiom: String
        switch traits.userInterfaceIdiom {
        case .pad: idiom = "ipad"
        case .tv: idiom = "tv"
        case .carPlay: idiom = "car"
        case .mac: idiom = "mac"
        case .vision: idiom = "vision"
        default: idiom = "iphone"
        }
        return AssetTraitQuery(idiom: idiom, luminosity: traits.userInterfaceStyle == .dark ? .dark : .light,
                               highContrast: traits.accessibilityContrast == .high,
                               displayGamut: traits.displayGamut == .P3 ? .displayP3 : .sRGB,
                               languageDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                               scale: Double(traits.displayScale > 0 ? traits.displayScale : UIScreenScale.current))
    }

    private static func lookup<Found>(_ name: String, in bundle: Bundle?, cache: inout [String: Found?],
                                      read: (AssetCatalog) throws(AssetCatalogError) -> Found?) -> Found? {
        let bundle = bundle ?? .main
        let key = bundle.bundlePath + "|" + name
        if let cached = cache[key] { return cached }
        var found: Found?
        for catalog in catalogsLocked(for: bundle) {
            do {
                if let set = try read(catalog) { found = set; break }
            } catch {
                reportLocked(error)
                break
            }
        }
        cache[key] = .some(found)
        return found
    }

    /// Reports `error` once on standard error and keeps it in `reportedProblems`.
    static func report(_ error: AssetCatalogError) { lock.withLock { reportLocked(error) } }

    private static func reportLocked(_ error: AssetCatalogError) {
        problems.append(error)
        guard reported.insert(error.description).inserted else { return }
        FileHandle.standardError.write(Data("UIKit: asset catalog error: \(error.description)\n".utf8))
    }

    private static func catalogsLocked(for bundle: Bundle) -> [AssetCatalog] {
        let bundleURL = bundle.bundleURL.standardizedFileURL
        if let known = catalogs[bundleURL] { return known }
        var found: [AssetCatalog] = []
        var seen: Set<URL> = []
        for root in searchRoots(for: bundle) {
            for url in catalogFolders(in: root, depth: root.pathExtension == "resources" ? 3 : 0) where seen.insert(url).inserted {
                do {
                    let catalog = try AssetCatalog(contentsOf: url)
                    catalog.problems.forEach(reportLocked)
                    found.append(catalog)
                } catch {
                    reportLocked(error)
                }
            }
        }
        catalogs[bundleURL] = found
        return found
    }

    /// The folders whose catalogs `bundle` has, in search order.
    private static func searchRoots(for bundle: Bundle) -> [URL] {
        var roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL }
        guard bundle == .main else { return roots }
        let executableFolder = bundle.executableURL?.deletingLastPathComponent().standardizedFileURL
        for folder in Set([executableFolder, bundle.bundleURL.standardizedFileURL].compactMap { $0 }).sorted(by: { $0.path < $1.path }) {
            let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            roots += entries.filter { $0.pathExtension == "resources" }.map(\.standardizedFileURL).sorted { $0.path < $1.path }
        }
        var unique: [URL] = []
        for root in roots where !unique.contains(root) { unique.append(root) }
        return unique
    }

    /// The `.xcassets` folders in `folder`, looking `depth` folders further down (not into catalogs or
    /// nested bundles).
    private static func catalogFolders(in folder: URL, depth: Int) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                                   options: [.skipsHiddenFiles])) ?? []
        var found: [URL] = []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            if entry.pathExtension == "xcassets" {
                found.append(entry.standardizedFileURL)
            } else if depth > 0, entry.pathExtension.isEmpty {
                found += catalogFolders(in: entry, depth: depth - 1)
            }
        }
        return found
    }
}
