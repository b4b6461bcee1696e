import Foundation

/// A range of a text input's document between two positions, as UIKit's `UITextRange`. OpenUIKit's text
/// controls make ranges whose ends are UTF-16 offsets.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range (subclasses provide the ends).
    public override init() { super.init() }

    /// The start of the range; subclasses override it.
    open var start: UITextPosition { (self as? TextOffsetRange).map { TextOffsetPosition($0.range.lowerBound) } ?? UITextPosition() }
    /// The end of the range; subclasses override it.
    open var end: UITextPosition { (self as? TextOffsetRange).map { TextOffsetPosition($0.range.upperBound) } ?? UITextPosition() }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { (self as? TextOffsetRange)?.range.isEmpty ?? true }
}

/// A range of OpenUIKit's text controls: UTF-16 offsets.
final class TextOffsetRange: UITextRange {
    let range: Range<Int>
    init(_ range: Range<Int>) {
        self.range = range
        super.init()
    }

    /// The range as an `NSRange`.
    var nsRange: NSRange { NSRange(location: range.lowerBound, length: range.count) }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    override var hash: Int { range.lowerBound &* 31 &+ range.upperBound }
    override nonisolated var description: String {
        MainActor.assumeIsolated { "<UITextRange \(range.lowerBound)..<\(range.upperBound)>" }
    }
}
