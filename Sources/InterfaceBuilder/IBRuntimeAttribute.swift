import Foundation

/// A `<userDefinedRuntimeAttribute type keyPath value>`: a key-path value set after the object is
/// created (`layer.cornerRadius` = 12, and so on).
public struct IBRuntimeAttribute: Sendable, Equatable {
    /// The value, by the attribute's `type`.
    public enum Value: Sendable, Equatable {
        /// `type="number"`: `<integer>`/`<real key="value">` child or `value` attribute.
        case number(Double)
        /// `type="string"`.
        case string(String)
        /// `type="localizedString"`.
        case localizedString(String)
        /// `type="boolean"`.
        case boolean(Bool)
        /// `type="point"`.
        case point(CGPoint)
        /// `type="size"`.
        case size(CGSize)
        /// `type="rect"`.
        case rect(CGRect)
        /// `type="range"` (location, length).
        case range(location: Int, length: Int)
        /// `type="color"`.
        case color(IBColor)
        /// `type="image"`: an image by name.
        case image(String)
        /// `type="nil"`.
        case `nil`
    }

    /// The key path (`layer.cornerRadius`).
    public var keyPath: String
    /// The value.
    public var value: Value
    /// The line of the element.
    public var line: Int

    /// Creates an attribute.
    public init(keyPath: String, value: Value, line: Int = 0) {
        self.keyPath = keyPath
        self.value = value
        self.line = line
    }
}
