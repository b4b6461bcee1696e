import Foundation

/// Finds Interface Builder documents as iOS finds compiled nibs and storyboards: in the bundle asked
/// for, in the main bundle, and in the SwiftPM resource bundles next to the executable
/// (`Package_Target.resources`, where `resources: [.process(…)]` or `.copy(…)` puts an app target's
/// files), searching their folders recursively. The caller's module's resource bundle comes first, so
/// an app's `Main.storyboard` wins over another target's. Not public API.
enum NibResourceLocator {
    nonisolated(unsafe) private static var indexes: [URL: [String: URL]] = [:]
    private static let lock = NSLock()

    /// The document `name` with one of `extensions`, or nil.
    /// - Complexity: O(files in the searched folders) the first time a folder is searched, then O(1).
    static func url(forResource name: String, extensions: [String], bundle: Bundle?, callerModule: String?) -> URL? {
        for root in searchRoots(bundle: bundle, callerModule: callerModule) {
            let index = self.index(of: root)
            for ext in extensions {
                if let url = index[name + "." + ext] { return url }
            }
        }
        return nil
    }

    /// The folders searched, in order.
    static func searchRoots(bundle: Bundle?, callerModule: String?) -> [URL] {
        var roots: [URL] = []
        func add(_ url: URL?) {
            guard let url = url?.standardizedFileURL, !roots.contains(url) else { return }
            roots.append(url)
        }
        let executableFolder = Bundle.main.executableURL?.deletingLastPathComponent()
        var resourceBundles: [URL] = []
        for folder in [executableFolder, Bundle.main.bundleURL].compactMap({ $0 }) {
            let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            resourceBundles += contents.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
        }
        if let callerModule {
            for url in resourceBundles where url.deletingPathExtension().lastPathComponent.hasSuffix("_" + callerModule) { add(url) }
        }
        if let bundle { add(bundle.resourceURL); add(bundle.bundleURL) }
        for url in resourceBundles { add(url) }
        add(Bundle.main.resourceURL)
        return roots
    }

    private static func index(of root: URL) -> [String: URL] {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[root] { return index }
        var index: [String: URL] = [:]
        let interesting: Set<String> = ["xib", "nib", "storyboard", "storyboardc"]
        // The main bundle's folder may be a build folder: only look one level into folders that are not
        // resource bundles, and all the way into resource bundles.
        let isResourceBundle = root.pathExtension == "resources"
        if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) {
            for case let url as URL in enumerator {
                if !isResourceBundle, enumerator.level > 1 { enumerator.skipDescendants(); continue }
                if url.pathExtension == "resources" && url.deletingLastPathComponent().standardizedFileURL != root { enumerator.skipDescendants(); continue }
                guard interesting.contains(url.pathExtension) else { continue }
                if index[url.lastPathComponent] == nil { index[url.lastPathComponent] = url }
            }
        }
        indexes[root] = index
        return index
    }
}
