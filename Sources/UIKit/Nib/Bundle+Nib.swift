import Foundation

extension Bundle {
    /// Instantiates the nib `name` of this bundle with `owner`, returning its top-level objects, as UIKit's
    /// `loadNibNamed(_:owner:options:)` (the bundle search of `UINib(nibName:bundle:)` applies).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil, callerFileID: String = #fileID) -> [Any]? {
        UINib(nibName: name, bundle: self, callerFileID: callerFileID).instantiate(withOwner: owner, options: options)
    }
}
