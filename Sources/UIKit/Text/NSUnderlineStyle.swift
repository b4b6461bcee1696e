import Foundation

/// Underline and strikethrough styles for `NSAttributedString.Key.underlineStyle` and
/// `.strikethroughStyle`, with UIKit's raw values.
///
/// Rendering in OpenUIKit: `single` and `thick` draw one line (pango has no thick underline; the line
/// thickness comes from the font), `double` draws two lines. The pattern options (`patternDot`,
/// `patternDash`, ...) and `byWord` are accepted and stored but drawn as a solid line: a documented
/// deviation from iOS.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The raw bit mask, as on iOS.
    public let rawValue: Int

    /// Creates a style from its raw bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A single thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid pattern (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted pattern.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed pattern.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// An alternating dash and dot pattern.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// An alternating dash and two dots pattern.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Draw the line only beneath or through words, not whitespace.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
