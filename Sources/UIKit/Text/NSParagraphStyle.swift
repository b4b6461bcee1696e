import Foundation

/// The paragraph attributes of attributed text (`NSAttributedString.Key.paragraphStyle`), as UIKit's
/// immutable `NSParagraphStyle`, with the same defaults (`natural` alignment, `byWordWrapping`, zero
/// spacing and indents, no line height limits).
///
/// The OpenUIKit engine applies the paragraph style found at the start of the text to the whole text
/// (iOS allows a different style per paragraph): a documented simplification.
/// `lineHeightMultiple`, `minimumLineHeight` and `maximumLineHeight` compute one line height from
/// the font at the start of the text and give every line that height.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedParagraphSpacingBefore: CGFloat = 0
    var storedFirstLineHeadIndent: CGFloat = 0
    var storedHeadIndent: CGFloat = 0
    var storedTailIndent: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0

    /// The default paragraph style (one shared instance).
    open class var `default`: NSParagraphStyle { sharedDefault }
    static let sharedDefault = NSParagraphStyle()

    /// Creates a paragraph style with the default values.
    public override init() {
        super.init()
    }

    /// The horizontal alignment of the lines. Default `natural`.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines break and overflow is truncated. Default `byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space in points between the bottom of one line and the top of the next. Default 0.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Extra space in points after each paragraph. Default 0.
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    /// Extra space in points before each paragraph except the first. Default 0.
    open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
    /// The indentation of each paragraph's first line from the leading edge. Default 0.
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    /// The indentation of the other lines from the leading edge. Default 0.
    open var headIndent: CGFloat { storedHeadIndent }
    /// A positive value is the line width measured from the leading edge; zero or negative is the
    /// distance from the trailing edge. Default 0.
    open var tailIndent: CGFloat { storedTailIndent }
    /// A factor for the natural line height (0: unchanged). Default 0.
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    /// The smallest line height in points (0: no minimum). Default 0.
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// The largest line height in points (0: no maximum). Default 0.
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }

    func copyValues(from other: NSParagraphStyle) {
        storedAlignment = other.storedAlignment
        storedLineBreakMode = other.storedLineBreakMode
        storedLineSpacing = other.storedLineSpacing
        storedParagraphSpacing = other.storedParagraphSpacing
        storedParagraphSpacingBefore = other.storedParagraphSpacingBefore
        storedFirstLineHeadIndent = other.storedFirstLineHeadIndent
        storedHeadIndent = other.storedHeadIndent
        storedTailIndent = other.storedTailIndent
        storedLineHeightMultiple = other.storedLineHeightMultiple
        storedMinimumLineHeight = other.storedMinimumLineHeight
        storedMaximumLineHeight = other.storedMaximumLineHeight
    }

    /// The values that define equality, in one hashable value.
    var values: TextParagraphAttributes {
        TextParagraphAttributes(
            alignment: storedAlignment, lineBreakMode: storedLineBreakMode,
            lineSpacing: Double(storedLineSpacing), paragraphSpacing: Double(storedParagraphSpacing),
            paragraphSpacingBefore: Double(storedParagraphSpacingBefore),
            firstLineHeadIndent: Double(storedFirstLineHeadIndent), headIndent: Double(storedHeadIndent),
            tailIndent: Double(storedTailIndent), lineHeightMultiple: Double(storedLineHeightMultiple),
            minimumLineHeight: Double(storedMinimumLineHeight), maximumLineHeight: Double(storedMaximumLineHeight)
        )
    }

    // MARK: - NSCopying

    /// Returns an immutable copy of the style.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    // MARK: - NSMutableCopying

    /// Returns a mutable copy of the style.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    // MARK: - Equality

    /// Two paragraph styles are equal when all their values are equal (mutable or not).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { values.hashValue }
}
