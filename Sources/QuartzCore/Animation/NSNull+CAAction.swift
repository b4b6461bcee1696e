import Foundation

// MARK: - CAAction

extension NSNull: @MainActor CAAction {
    /// Does nothing: a layer delegate or `actions` entry returns `NSNull()` to stop the search for an
    /// action (no implicit animation), as in Core Animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
