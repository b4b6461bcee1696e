import CoreText
import Foundation

/// The fonts an app lists under `UIAppFonts` in its `Info.plist`, registered for the process before the
/// text engine first lists or uses a font, as iOS registers them at launch.
///
/// Where the lists are read:
/// - the main bundle's information dictionary (`Bundle.main`), paths relative to its resource directory;
/// - every SwiftPM resource bundle beside the executable (`<Package>_<Target>.resources`) that holds an
///   `Info.plist` at its root or in a `Resources` folder (SwiftPM forbids a top-level `Info.plist` resource,
///   so an app target copies a folder: `resources: [.copy("Resources")]` with `Resources/Info.plist` and
///   the fonts), paths relative to the folder holding that `Info.plist`.
///
/// As on iOS, an entry that cannot be registered is skipped; OpenUIKit also writes why to standard error
/// (the file and the reason), since a silently missing font is hard to track down.
enum ApplicationFontManifest {
    /// The `Info.plist` key.
    static let key = "UIAppFonts"

    /// Every font file listed, in the order found (main bundle first).
    /// - Complexity: O(files in the executable's directory + listed fonts).
    static func listedFontURLs() -> [URL] {
        var urls: [URL] = []
        if let names = Bundle.main.object(forInfoDictionaryKey: key) as? [String] {
            let base = Bundle.main.resourceURL ?? Bundle.main.bundleURL
            urls += names.map { base.appendingPathComponent($0) }
        }
        for plist in resourceBundlePropertyLists() {
            guard let data = FileManager.default.contents(atPath: plist.path) else { continue }
            let dictionary: [String: Any]?
            do {
                dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            } catch {
                warn("\(plist.path) is not a property list: \(error)")
                continue
            }
            guard let entry = dictionary?[key] else { continue }
            guard let names = entry as? [String] else {
                warn("\(plist.path): \(key) is not an array of strings")
                continue
            }
            let base = plist.deletingLastPathComponent()
            urls += names.map { base.appendingPathComponent($0) }
        }
        return urls
    }

    /// Registers every listed font for the process (skipping, with a warning, those that fail).
    static func registerListedFonts() {
        for url in listedFontURLs() {
            var error: Unmanaged<CFError>?
            if !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error), let error = error?.takeRetainedValue() {
                // A font already registered (at run time, before the text engine started) is not a problem.
                if error.code == CTFontManagerError.alreadyRegistered.rawValue { continue }
                warn("\(key) entry \(url.path): \(error.userInfo[NSLocalizedFailureReasonErrorKey] ?? error)")
            }
        }
    }

    /// The `Info.plist` files of the SwiftPM resource bundles beside the executable.
    private static func resourceBundlePropertyLists() -> [URL] {
        let directory = Bundle.main.bundleURL
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var lists: [URL] = []
        for entry in entries.sorted() where entry.hasSuffix(".resources") {
            let bundle = directory.appendingPathComponent(entry)
            for candidate in ["Info.plist", "Resources/Info.plist"] {
                let url = bundle.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: url.path) { lists.append(url) }
            }
        }
        return lists
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("OpenUIKit: \(message)\n".utf8))
    }
}
