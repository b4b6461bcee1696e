import Foundation

extension UIAction {
    /// The identifier of an action. A control keeps one action per identifier: adding an action whose
    /// identifier it already has replaces the old one, as in UIKit.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String

        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
