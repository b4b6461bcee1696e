import Foundation

/// A `<fontDescription>` element: a system font (`type="system"`, `boldSystem`, `italicSystem`, with an
/// optional `weight`), a named font (`name`, `family`), or a Dynamic Type text style
/// (`style="UICTFontTextStyleBody"`).
public struct IBFontDescription: Sendable, Equatable {
    /// How the font is chosen.
    public enum Kind: Sendable, Equatable {
        /// `type="system"` with a `weight` (`regular` when absent: `ultraLight`, `thin`, `light`, `medium`,
        /// `semibold`, `bold`, `heavy`, `black`).
        case system(weight: String)
        /// `type="boldSystem"`.
        case boldSystem
        /// `type="italicSystem"`.
        case italicSystem
        /// A font by PostScript `name` and `family`.
        case named(name: String, family: String?)
        /// A text style such as `UICTFontTextStyleHeadline`.
        case textStyle(String)
    }

    /// The kind of font.
    public var kind: Kind
    /// The point size (text styles carry none: 0).
    public var pointSize: Double

    /// Creates a description.
    public init(kind: Kind, pointSize: Double) {
        self.kind = kind
        self.pointSize = pointSize
    }
}
