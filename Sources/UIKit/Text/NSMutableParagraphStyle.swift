import Foundation

/// A paragraph style whose values can be changed, as UIKit's `NSMutableParagraphStyle`.
///
/// Set it on attributed text with `NSAttributedString.Key.paragraphStyle`; see `NSParagraphStyle` for
/// how the OpenUIKit engine applies each value.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Creates a mutable paragraph style with the default values.
    public override init() {
        super.init()
    }

    /// The horizontal alignment of the lines. Default `natural`.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How lines break and overflow is truncated. Default `byWordWrapping`.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra space in points between lines. Default 0.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    /// Extra space in points after each paragraph. Default 0.
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    /// Extra space in points before each paragraph except the first. Default 0.
    open override var paragraphSpacingBefore: CGFloat {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = newValue }
    }
    /// The indentation of each paragraph's first line. Default 0.
    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }
    /// The indentation of the other lines. Default 0.
    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }
    /// Line width from the leading edge (positive) or distance from the trailing edge (zero or negative).
    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    /// A factor for the natural line height (0: unchanged). Default 0.
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    /// The smallest line height in points (0: no minimum). Default 0.
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    /// The largest line height in points (0: no maximum). Default 0.
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }

    /// Replaces every value with those of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        copyValues(from: paragraphStyle)
    }
}
