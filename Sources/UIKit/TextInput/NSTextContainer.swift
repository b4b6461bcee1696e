import Foundation

/// The region text lays out in, as UIKit's `NSTextContainer` (the parts a `UITextView` uses): a size
/// (zero width or height: the view's), the padding at each line's ends (5 by default), a line limit and
/// a line break mode. A change lays the text view's text out again.
///
/// Deviation: the container's height does not cut the text (a text view's container grows with its
/// text, as `heightTracksTextView` false gives); `maximumNumberOfLines` does.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Creates a container of `size` (`.zero`: as large as the text view).
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// The container's size (a zero component means unlimited, or the text view's width).
    open var size: CGSize { didSet { textView?.textStyleDidChange() } }
    /// Space at the start and end of every line, in points (5 by default).
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textStyleDidChange() } }
    /// The most lines laid out and drawn (0: unlimited), as TextKit: text after the last allowed line is
    /// neither drawn nor counted in the text view's content or intrinsic size.
    open var maximumNumberOfLines = 0 { didSet { textView?.textStyleDidChange() } }
    /// How lines break: `.byCharWrapping` wraps every line at characters, the other modes wrap at words;
    /// when `maximumNumberOfLines` cuts the text, the truncating modes end (start, middle) the last line
    /// with an ellipsis, `.byWordWrapping` and `.byCharWrapping` just stop, as TextKit does.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { textView?.textStyleDidChange() } }
    /// Whether the width follows the text view's (true for a text view's own container).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// The text view laying out in this container (set by the text view).
    weak var textView: UITextView?
}
