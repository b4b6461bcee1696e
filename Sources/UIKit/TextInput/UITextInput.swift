import Foundation

/// The document model of an editable text that the text input system (the keyboard, input methods, the
/// edit menu) works with, as UIKit's `UITextInput`: positions and ranges, the selection, marked (being
/// composed) text, and geometry. `UITextField`, `UITextView` and `UISearchBar`'s field adopt it;
/// OpenUIKit's input-method support drives `setMarkedText(_:selectedRange:)` and `unmarkText()` on the
/// first responder.
///
/// Apple's optional members (`selectionAffinity`, `textInputView`, `insertText(_:alternatives:style:)`,
/// ...) have default implementations in a protocol extension where OpenUIKit uses them.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Replacing and returning text

    /// The text in `range`, or `nil` for an invalid range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced with `text` (iOS 13; `true` by default).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // MARK: Selection and marked text

    /// The selected range (empty for a caret), or `nil` when nothing is selected.
    var selectedTextRange: UITextRange? { get set }
    /// The range of the marked (provisional, being composed by an input method) text, or `nil`.
    var markedTextRange: UITextRange? { get }
    /// Attributes for drawing marked text.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection when there is none) with `markedText`, marks it and
    /// selects `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays as ordinary text.
    func unmarkText()

    // MARK: Positions and ranges

    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, or `nil`.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16 units) from `position`, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction, or `nil`.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of UTF-16 units from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    /// The observer the text input system installs.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The tokenizer for text units.
    var tokenizer: any UITextInputTokenizer { get }

    /// The farthest position within `range` in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the end of the text in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?

    // MARK: Writing direction

    /// The base writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the base writing direction of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry and hit-testing

    /// The first rectangle enclosing `range` on its first line (the input method's candidate window goes
    /// below it).
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles highlighting `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character range under `point`.
    func characterRange(at point: CGPoint) -> UITextRange?

    // MARK: Optional members

    /// Which way the selection leans at line ends (`.forward` by default).
    var selectionAffinity: UITextStorageDirection { get set }
    /// The view whose coordinates the geometry is in (`nil`: the text input itself, when it is a view).
    var textInputView: UIView { get }
}

extension UITextInput {
    /// `true`: every change is allowed.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// `.forward`; assignments are ignored unless the adopter stores it.
    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }
    /// The adopter itself when it is a view, otherwise a new empty view.
    public var textInputView: UIView { (self as? UIView) ?? UIView() }
}
