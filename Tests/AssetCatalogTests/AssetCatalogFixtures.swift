import AssetCatalog
import Foundation

/// The test catalogs in `Catalogs/` (written in Xcode's layout: sorted keys, two-space indents).
enum AssetCatalogFixtures {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Catalogs")
    static var test: AssetCatalog { get throws(AssetCatalogError) { try AssetCatalog(contentsOf: folder.appendingPathComponent("Test.xcassets")) } }
    static var broken: AssetCatalog { get throws(AssetCatalogError) { try AssetCatalog(contentsOf: folder.appendingPathComponent("Broken.xcassets")) } }

    /// The error reading colour set `name` of the broken catalog throws.
    static func colorSetError(_ name: String) throws -> AssetCatalogError? {
        do {
            _ = try broken.colorSet(named: name)
            return nil
        } catch {
            return error
        }
    }
}
