import Foundation

// The app's main storyboard: `UIMainStoryboardFile`, or the storyboard of the scene manifest's default
// configuration, in the app's Info.plist.
//
// Where the Info.plist comes from on Linux: `Bundle.main.infoDictionary` when Foundation found one for
// the executable; otherwise the `Info.plist` of the app target's SwiftPM resources (`resources:
// [.copy("Resources")]` with `Resources/Info.plist`; SwiftPM refuses a top-level `Info.plist` resource,
// so it goes in a folder) — in the resource bundle of the module that calls `UIApplicationMain`, never
// another target's.

extension ApplicationRunner {
    /// The Info.plist dictionary of the app whose `UIApplicationMain` call is in `callerModule`: the main
    /// bundle's when it names a storyboard, else the `Info.plist` at the root or in the `Resources` folder
    /// of that module's SwiftPM resource bundle (where `ApplicationFontManifest` finds `UIAppFonts` too),
    /// else the main bundle's.
    /// - Complexity: O(files in the executable's folder).
    static func infoDictionary(callerModule: String?) -> [String: Any] {
        if let main = Bundle.main.infoDictionary, main["UIMainStoryboardFile"] != nil || main["UIApplicationSceneManifest"] != nil { return main }
        if let callerModule {
            let bundles = NibResourceLocator.searchRoots(bundle: nil, callerModule: callerModule).filter {
                $0.pathExtension == "resources" && $0.deletingPathExtension().lastPathComponent.hasSuffix("_" + callerModule)
            }
            for bundle in bundles {
                for candidate in ["Info.plist", "Resources/Info.plist"] {
                    guard let data = FileManager.default.contents(atPath: bundle.appendingPathComponent(candidate).path),
                          let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
                    return plist
                }
            }
        }
        return Bundle.main.infoDictionary ?? [:]
    }

    /// The main storyboard's name: the default scene configuration's `UISceneStoryboardFile` (iOS 13
    /// scene manifest), else `UIMainStoryboardFile`, else nil.
    static func mainStoryboardName(in info: [String: Any]) -> String? {
        if let manifest = info["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any],
           let application = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
           let name = application.first?["UISceneStoryboardFile"] as? String {
            return name
        }
        return info["UIMainStoryboardFile"] as? String
    }

    /// What UIKit does at launch for an app with a main storyboard, before
    /// `application(_:willFinishLaunchingWithOptions:)`: opens the storyboard, gives the delegate a window
    /// (its own, or a new one the size of the screen) and makes the initial view controller its root. The
    /// window is shown after `application(_:didFinishLaunchingWithOptions:)`. Without an initial view
    /// controller it logs UIKit's message and leaves the window without one. Returns the window.
    @discardableResult
    static func loadMainStoryboard(_ name: String, delegate: (any UIApplicationDelegate)?, callerModule: String?) -> UIWindow {
        let storyboard = UIStoryboard(name: name, bundle: nil, callerFileID: (callerModule ?? "") + "/")
        let window = delegate?.window ?? UIWindow(frame: UIScreen.main.bounds)
        delegate?.window = window
        guard let initial = storyboard.instantiateInitialViewController() else {
            FileHandle.standardError.write(Data("Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?\n".utf8))
            return window
        }
        window.rootViewController = initial
        return window
    }
}
