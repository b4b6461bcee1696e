import Foundation

/// A position in a text input's document, as UIKit's `UITextPosition`: an opaque object that only the
/// text input that made it interprets. OpenUIKit's text controls make positions that hold a UTF-16 offset
/// (the offsets `NSRange` uses).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position (subclasses add what identifies it).
    public override init() { super.init() }
}

/// A position of OpenUIKit's text controls: a UTF-16 offset into their text.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset }
    override nonisolated var description: String { MainActor.assumeIsolated { "<UITextPosition offset=\(offset)>" } }
}
