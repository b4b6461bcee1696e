import Foundation

/// One rectangle of a selection's highlight, as UIKit's `UITextSelectionRect`.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// Creates an empty selection rectangle (subclasses override the properties, as in UIKit).
    public override init() {
        storedRect = .zero
        storedDirection = .natural
        storedContainsStart = false
        storedContainsEnd = false
        super.init()
    }

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }

    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { storedRect }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether the rectangle holds the selection's start.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the rectangle holds the selection's end.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text is vertical (never, in OpenUIKit).
    open var isVertical: Bool { false }
}
