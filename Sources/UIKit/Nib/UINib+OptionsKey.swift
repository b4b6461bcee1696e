import Foundation

extension UINib {
    /// Keys of the options `instantiate(withOwner:options:)` takes, as UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of objects for the document's external-object placeholders, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
