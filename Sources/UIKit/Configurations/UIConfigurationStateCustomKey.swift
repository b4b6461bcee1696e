/// The key of a custom state in a configuration state, a string-backed value as in UIKit:
/// `UIConfigurationStateCustomKey("com.app.isArchived")`.
/// - Complexity: O(length) hashing, O(1) otherwise.
public struct UIConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    /// The key's string.
    public var rawValue: String

    /// Creates a key from its string.
    /// - Complexity: O(1).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its string, as UIKit's unlabeled initializer.
    /// - Complexity: O(1).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from a string literal.
    /// - Complexity: O(1).
    public init(stringLiteral value: String) { self.rawValue = value }
}
