import Foundation

/// A direction for moving in text: a storage direction or a layout direction, as UIKit's
/// `UITextDirection` (an integer shared by both enums' raw values).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The raw value (a `UITextStorageDirection` or `UITextLayoutDirection` raw value).
    public let rawValue: Int
    /// Creates a direction from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}
