import Foundation

extension UIApplication {
    /// Keys of the options `open(_:options:completionHandler:)` takes, as UIKit's.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `Bool`: open the URL only when an app claims it as a universal link (none does on Linux).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
