import Foundation

/// The region text lays out in, as UIKit's `NSTextContainer` (the parts a `UITextView` uses): a size
/// (zero width or height: the view's), the padding at each line's ends (5 by default), a line limit and
/// a line break mode.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Creates a container of `size` (`.zero`: as large as the text view).
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// The container's size (a zero component means unlimited, or the text view's width).
    open var size: CGSize
    /// Space at the start and end of every line, in points (5 by default).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out (0: unlimited).
    open var maximumNumberOfLines = 0
    /// How the last line breaks when `maximumNumberOfLines` cuts the text.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's (true for a text view's own container).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
}
