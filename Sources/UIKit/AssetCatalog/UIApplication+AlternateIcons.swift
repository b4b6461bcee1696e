import AssetCatalog
import Foundation

extension UIApplication {
    /// The primary app icon set's name: Xcode's default (`ASSETCATALOG_COMPILER_APPICON_NAME`).
    static let primaryAppIconName = "AppIcon"

    /// The alternate icon chosen with `setAlternateIconName`, nil for the primary icon.
    nonisolated(unsafe) static var alternateIconNameStorage: String?

    /// The app icon sets other than the primary one in the main bundle's catalogs.
    var alternateIconNames: [String] {
        AssetCatalogStore.appIconSetNames(in: .main).filter { $0 != UIApplication.primaryAppIconName }
    }

    var supportsAlternateIconsImplementation: Bool { !alternateIconNames.isEmpty }

    /// Checks `name` (an app icon set of the main bundle whose icons are valid, or nil for the primary
    /// icon), records it and calls `completion` on the main queue afterwards, as iOS does once the change is
    /// made: with nil, or with `NSCocoaErrorDomain` `NSFileNoSuchFileError` (iOS's error for a name its
    /// bundle does not declare) for an unknown or invalid set, leaving the icon unchanged.
    func performSetAlternateIconName(_ name: String?, completion: (@Sendable ((any Error)?) -> Void)?) {
        var failure: NSError?
        if let name {
            if name == UIApplication.primaryAppIconName || !alternateIconNames.contains(name)
                || AssetCatalogStore.appIconSet(named: name, in: .main) == nil {
                failure = NSError(domain: NSCocoaErrorDomain, code: NSFileNoSuchFileError, userInfo: [
                    NSLocalizedDescriptionKey: "The alternate icon \"\(name)\" is not an app icon set of the app's asset catalogs.",
                ])
            }
        }
        if failure == nil { UIApplication.alternateIconNameStorage = name }
        guard let completion else { return }
        let error: (any Error)? = failure
        DispatchQueue.main.async { completion(error) }
    }
}
