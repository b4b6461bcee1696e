import Foundation

/// The attribute keys that UIKit adds to Foundation (swift-corelibs-foundation defines none of them),
/// with the same raw values as on iOS.
///
/// Values the OpenUIKit text engine reads: `.font` a `UIFont`; `.foregroundColor`, `.backgroundColor`,
/// `.underlineColor` and `.strikethroughColor` a `UIColor` (or a `CGColor`); `.paragraphStyle` an
/// `NSParagraphStyle`; `.kern` and `.baselineOffset` a number in points (`CGFloat`, `Double`, `Int` or
/// `NSNumber`); `.underlineStyle` and `.strikethroughStyle` an `Int`, `NSNumber` or `NSUnderlineStyle`.
/// Values of other types are ignored.
extension NSAttributedString.Key {
    /// The font of the text (`UIFont`). Default: the 12 pt system font for string drawing (iOS's
    /// Helvetica 12 default becomes the system font), the label's font in `UILabel`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the glyphs (`UIColor`). Default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour of the area behind the glyphs (`UIColor`). Default none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (`NSParagraphStyle`). Default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space in points added between characters, on top of the system font's tracking.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style (`NSUnderlineStyle` raw value). Default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style (`NSUnderlineStyle` raw value). Default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The colour of the underline (`UIColor`). Default: the foreground colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the strikethrough line (`UIColor`). Default: the foreground colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The offset of the baseline in points, positive upwards. Default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (`URL`, or a `String` holding one). A `UITextView` that is selectable and not editable
    /// draws link runs with its `linkTextAttributes` and opens them on a tap (see `UITextView`); other
    /// text draws them as plain text, as `UILabel` does.
    public static let link = NSAttributedString.Key("NSLink")
}
