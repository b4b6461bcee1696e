import Foundation

/// Options for `boundingRect(with:options:...)` and `draw(with:options:...)`, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bit mask, as on iOS.
    public let rawValue: Int

    /// Creates options from a raw bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines within the given width (multi-line); the rectangle's origin is the top
    /// left of the first line. Without it the text is one line and the origin is on its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading when computing line heights (the engine's fonts have zero leading, so
    /// this changes nothing in OpenUIKit).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use the glyphs' ink bounds instead of their typographic bounds for the returned rectangle.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and add an ellipsis to the last line that fits in the given size.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
