import Foundation

/// Scrollable, multi-line, editable and selectable text, as UIKit's `UITextView` (a `UIScrollView`).
///
/// Defaults as UIKit documents them (reference C.3): `isEditable` and `isSelectable` true,
/// `textContainerInset` (8, 0, 8, 0), `textContainer.lineFragmentPadding` 5 (text starts 13 points from
/// the top and 5 from the left), font the 12-point system font (UIKit's default for text views), colour
/// `.label`, `.natural` alignment, `dataDetectorTypes` empty. The text wraps at the width inside the
/// insets and padding; the content size follows the text, and with `isScrollEnabled` false the view's
/// intrinsic height does (for Auto Layout).
///
/// Editing: a click or tap makes it first responder (when editable) and places the caret, a double-click
/// selects a word, a triple-click the paragraph; keys as `UITextField` with up/down moving by line,
/// Return inserting a line break and Tab a tab character (as iPadOS). Typing scrolls the caret into view.
///
/// Delegate order (UIKit's, reference C.3): `textViewShouldBeginEditing` → `textViewDidBeginEditing` →
/// `textDidBeginEditingNotification`; per change `textView(_:shouldChangeTextIn:replacementText:)` → the
/// change → `textViewDidChange` → `textDidChangeNotification` → `textViewDidChangeSelection`;
/// `textViewShouldEndEditing` → `textViewDidEndEditing` → `textDidEndEditingNotification`.
/// `textViewDidChange` is sent for user changes only. The delegate is the scroll view's `delegate`
/// (Swift cannot narrow an inherited property's type): assign a `UITextViewDelegate` to it and the text
/// view calls its text-view methods.
///
/// Links (`.link` runs) draw with `linkTextAttributes`; in a selectable, non-editable view a tap on one
/// runs the delegate's primary action, by default opening its URL (see `UITextView+Links.swift`).
///
/// After a finger selected text (double or triple tap, or a long press in non-editable text), handles
/// at the selection's ends drag its ends (`TextSelectionHandles.swift`); mouse and key selections show
/// none. A finger held still for 0.5 s moves the caret in editable text (the view scrolls while the
/// finger holds near its top or bottom edge) and selects words in non-editable text (`TextLoupeGesture`).
///
/// Not implemented: the loupe (magnifier), dragging selected text to move it (drag and drop), data
/// detection (the types are stored).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextLoupeHost, TextParagraphSource, TextLineProviding, ForcedEndEditing {
    lazy var engine = TextEditingEngine(client: self)
    /// The text laid out paragraph by paragraph (see `TextParagraphLayout`).
    lazy var paragraphLayout = TextParagraphLayout(source: self)
    let textContentView = TextViewContentView()
    let caretView = TextCaretView()
    var fontStorage: UIFont = .systemFont(ofSize: 12)
    var textColorStorage: UIColor = .label
    var isEditingStorage = false
    var typingAttributesStorage: [NSAttributedString.Key: Any]?
    weak var inputDelegateStorage: (any UITextInputDelegate)?
    lazy var tokenizerStorage = UITextInputStringTokenizer(textInput: self)
    var endsEditingForcibly = false
    /// The text's height at the last layout (for the content size and the intrinsic size).
    var measuredTextHeight: CGFloat = 0
    /// The edit menu (made on first use).
    lazy var editMenu = TextEditMenu(client: self)
    /// `linkTextAttributes` when set (`nil`: UIKit's default, the tint colour).
    var linkTextAttributesStorage: [NSAttributedString.Key: Any]?
    /// A touch that went down on a link, waiting to become a tap (see `UITextView+Links.swift`).
    var textItemTouch: TextItemTouch?
    /// The grabbers at the selection's ends (see `UITextView+SelectionHandles.swift`).
    let selectionHandles = (start: TextSelectionHandleView(isStart: true), end: TextSelectionHandleView(isStart: false))
    /// Whether the selection was made by touch, so its handles show.
    var showsSelectionHandles = false
    /// The selection end a finger drags by its handle.
    var selectionHandleDrag: TextSelectionHandleDrag?
    /// The long press that moves the caret or selects words (see `TextLoupeGesture`; made in `configureTextView`).
    var textLoupe: TextLoupeGesture?

    // MARK: Initialisers

    /// Creates an empty text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextView()
    }

    /// Creates an empty text view with a text container (iOS 7; the container's size and padding apply).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { self.textContainer = textContainer }
    }

    /// Creates an empty text view (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTextView()
    }

    // MARK: Text

    /// The text ("" when empty). Setting it in code sends no delegate calls and puts the caret at the end.
    open var text: String! {
        get { engine.string }
        set { setViewText(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }

    /// The styled text; attributes it lacks come from `font`, `textColor` and `textAlignment`.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: engine.storage) }
        set { setViewText(newValue ?? NSAttributedString(string: "")) }
    }

    /// The font (12-point system font by default); setting it sets the whole text's font, as UIKit.
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .systemFont(ofSize: 12)
            engine.setAttributeOverWholeText(.font, fontStorage)
            textStyleDidChange()
        }
    }

    /// The text colour (`.label` by default); setting it colours the whole text, as UIKit.
    open var textColor: UIColor? {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .label
            engine.setAttributeOverWholeText(.foregroundColor, textColorStorage)
            textStyleDidChange()
        }
    }

    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural { didSet { textStyleDidChange() } }

    /// Whether the user can edit (true by default).
    open var isEditable = true { didSet { if !isEditable, isFirstResponder { resignFirstResponder() } } }
    /// Whether the user can select (true by default; an editable view is always selectable).
    open var isSelectable = true
    /// The selected range (UTF-16).
    open var selectedRange: NSRange {
        get { NSRange(location: engine.selection.lowerBound, length: engine.selection.count) }
        set { engine.select(newValue.location..<(newValue.location + newValue.length)) }
    }
    /// The attributes typed text gets (reset to the attributes at the caret when it moves).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { editingTypingAttributes }
        set { typingAttributesStorage = newValue }
    }
    /// The inset of the text container from the view's edges ((8, 0, 8, 0) by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textStyleDidChange() } }
    /// The container the text lays out in (its `lineFragmentPadding`, 5, insets each line).
    open var textContainer = NSTextContainer(size: .zero) { didSet { textContainer.textView = self; textStyleDidChange() } }
    /// The kinds of data turned into links (stored: OpenUIKit does not detect data).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Whether the user may change attributes (stored).
    open var allowsEditingTextAttributes = false
    /// The attributes link runs (`.link`) are drawn with, over their own: by default the tint colour
    /// (`[.foregroundColor: tintColor]`) and no underline, as iOS; `nil` restores the default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { linkTextAttributesStorage ?? defaultLinkTextAttributes }
        set { linkTextAttributesStorage = newValue; textStyleDidChange() }
    }
    /// Whether typing replaces the whole text (stored).
    open var clearsOnInsertion = false
    /// A view to show instead of the keyboard (stored).
    open var inputView: UIView?
    /// A view above the keyboard (stored).
    open var inputAccessoryView: UIView?
    /// Whether the view is being edited.
    open var isEditing: Bool { isEditingStorage }

    /// Scrolls so the text in `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) { scrollTextRangeToVisible(range) }

    // MARK: Text input traits

    /// Automatic capitalisation (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (stored).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Smart quotes (stored).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Smart dashes (stored).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Smart insert and delete (stored).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The keyboard type (stored).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard appearance (stored).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while empty (stored).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets and cannot be copied.
    open var isSecureTextEntry = false { didSet { textStyleDidChange() } }
    /// The content's meaning for AutoFill (stored).
    open var textContentType: UITextContentType!

    // MARK: Notifications

    /// Posted when the view begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the view ended editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: Layout and scrolling

    /// Lays the text out at the current width, sizes the content and places the visible part.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTextView()
    }

    /// Keeps the drawn part of the text on screen while scrolling.
    open override func didScroll() {
        super.didScroll()
        placeTextContentView()
        editMenu.followText()
    }

    /// With scrolling disabled, the text's height plus the insets (Auto Layout grows the view with its
    /// text); otherwise no intrinsic size, as a scroll view.
    open override var intrinsicContentSize: CGSize { textViewIntrinsicSize }

    /// The size that fits the text wrapped at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textViewSizeThatFits(size) }

    // MARK: First responder

    /// When editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing after `textViewShouldBeginEditing` agrees (editable views).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginTextEditing()
        return true
    }

    /// Ends editing after `textViewShouldEndEditing` agrees (unless forced).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditingStorage, !endsEditingForcibly, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        endTextEditing()
        return true
    }

    // MARK: Keys and touches

    /// Editing keys while first responder; others (and every key when not editable, but arrows and
    /// copy) go on to the scroll view's keyboard scrolling and up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handleTextViewPresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Places the caret (begins editing first), or selects a word or paragraph on a multi-click; on a
    /// link of a selectable, non-editable view, waits for the tap instead.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { textTouchBegan(touch) }
    }

    /// A finger dragging a selection handle moves that end of the selection.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first { moveSelectionHandle(touch) }
    }

    /// A touch that went down on a link and lifts on it runs the link's action; a handle drag ends.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first { endTextItemTouch(touch) }
        endSelectionHandleDrag()
    }

    /// A cancelled touch (the view began scrolling) opens no link and ends a handle drag.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        cancelTextItemTouch()
        endSelectionHandleDrag()
    }

    /// Links drawn in the tint colour follow it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        textTintDidChange()
    }

    // MARK: Edit menu and edit actions (TextEditMenu.swift)

    /// Cut, copy, paste, select and select all as the text allows (see `TextEditMenu`: cut and paste
    /// need `isEditable`); other actions go to `super`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        textCanPerformAction(action) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Cuts the selection to `UIPasteboard.general` (an undoable edit).
    open override func cut(_ sender: Any?) { textCut() }
    /// Copies the selection to `UIPasteboard.general`.
    open override func copy(_ sender: Any?) { textCopy() }
    /// Pastes the pasteboard's string over the selection.
    open override func paste(_ sender: Any?) { textPaste(singleLine: false) }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { textDelete() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { textSelect(sender: sender, menu: editMenu) }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { textSelectAll(sender: sender, menu: editMenu) }

    // MARK: UIKeyInput (TextInputControl.swift)

    /// Whether there is text.
    open var hasText: Bool { textInputHasText }
    /// Inserts typed text at the caret, asking the delegate (only while editable).
    open func insertText(_ text: String) { textInputInsert(text) }
    /// Deletes backward, asking the delegate (only while editable).
    open func deleteBackward() { textInputDeleteBackward() }

    // MARK: UITextInput (TextInputControl.swift)

    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { textInputText(in: range) }
    /// Replaces `range` with `text`, as a user edit.
    open func replace(_ range: UITextRange, withText text: String) { textInputReplace(range, withText: text) }
    /// Whether the delegate allows replacing `range` with `text`.
    open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        textInputShouldChange(in: range, replacementText: text)
    }
    /// The selection (`nil` when not first responder).
    open var selectedTextRange: UITextRange? {
        get { textInputSelectedRange }
        set { setTextInputSelectedRange(newValue, notifying: false) }
    }
    /// The marked text's range.
    open var markedTextRange: UITextRange? { textInputMarkedRange }
    /// Attributes for marked text (stored; marked text is underlined).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Sets the marked text.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { textInputSetMarkedText(markedText, selectedRange: selectedRange) }
    /// Commits the marked text.
    open func unmarkText() { textInputUnmark() }
    /// Offset 0.
    open var beginningOfDocument: UITextPosition { textInputBeginning }
    /// The end of the text.
    open var endOfDocument: UITextPosition { textInputEnd }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textInputRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { textInputPosition(from: position, offset: offset) }
    /// The position `offset` caret stops or lines away.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        textInputPosition(from: position, in: direction, offset: offset)
    }
    /// The order of two positions.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { textInputCompare(position, to: other) }
    /// The distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { textInputOffset(from: from, to: toPosition) }
    /// The text input system's observer.
    open var inputDelegate: (any UITextInputDelegate)? {
        get { inputDelegateStorage }
        set { inputDelegateStorage = newValue }
    }
    /// A tokenizer whose lines are the view's laid-out lines.
    open var tokenizer: any UITextInputTokenizer { tokenizerStorage }
    /// The end of `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        textInputPosition(within: range, farthestIn: direction)
    }
    /// From `position` to the start or end in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        textInputCharacterRange(byExtending: position, in: direction)
    }
    /// The base direction of the text.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        textInputBaseWritingDirection
    }
    /// Sets the alignment to follow `writingDirection`.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        setTextInputBaseWritingDirection(writingDirection)
    }
    /// The first rectangle of `range` (content coordinates).
    open func firstRect(for range: UITextRange) -> CGRect { textInputFirstRect(for: range) }
    /// The caret rectangle at `position` (content coordinates).
    open func caretRect(for position: UITextPosition) -> CGRect { textInputCaretRect(for: position) }
    /// The selection rectangles of `range` (content coordinates).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { textInputSelectionRects(for: range) }
    /// The caret position nearest `point` (content coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { textInputClosestPosition(to: point) }
    /// The caret position within `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textInputClosestPosition(to: point, within: range)
    }
    /// The character under `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? { textInputCharacterRange(at: point) }
    /// Which way the selection leans (stored).
    open var selectionAffinity: UITextStorageDirection = .forward
    /// The view itself.
    open var textInputView: UIView { self }
}
