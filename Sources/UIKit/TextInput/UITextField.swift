import Foundation

/// An editable single line of text, as UIKit's `UITextField`.
///
/// Defaults as UIKit documents them (reference: Apple's UITextField documentation and header): `text` "",
/// `borderStyle` `.none`, `textAlignment` `.natural` (left for left-to-right text, right when the text
/// starts with a right-to-left letter), `clearButtonMode`/`leftViewMode`/`rightViewMode` `.never`,
/// `placeholder` nil drawn in `UIColor.placeholderText`, font the 17-point system font, `textColor`
/// `.label`, traits `.sentences` autocapitalisation and `.default` elsewhere.
///
/// Editing: a tap or click makes the field first responder and places the caret (double-click selects a
/// word, triple-click everything, a drag selects); typed text arrives through `UIKeyInput` (key presses
/// headless; the SDL window's text events, including input-method commits, on a desktop), composition as
/// marked text (`UITextInput`). The editing keys follow desktop Linux (see
/// `TextEditingEngine.handle(_:multiline:copyAllowed:)`): arrows, ctrl/alt+arrows by word, Home/End,
/// shift to select, ctrl+A/C/X/V/Z. Tab and shift+Tab move to the next and previous text field in the
/// window (top to bottom, then left to right), as iPadOS does with a hardware keyboard.
///
/// Delegate and event order (reference C.2; where UIKit's order is undocumented, OpenUIKit's choice):
/// - begin: `textFieldShouldBeginEditing` → (the previous first responder ends editing) →
///   first responder → `textFieldDidBeginEditing` → `.editingDidBegin` → `textDidBeginEditingNotification`;
/// - each user change: `textField(_:shouldChangeCharactersIn:replacementString:)` → the change →
///   `.editingChanged` → `textDidChangeNotification` → `textFieldDidChangeSelection`; programmatic
///   `text =` sends none of them;
/// - clear button: `textFieldShouldClear` → the text empties → `.editingChanged` → notification;
/// - Return: `textFieldShouldReturn`; when it returns true, `[.editingDidEndOnExit, .primaryActionTriggered]`
///   as one event mask, and when an action is registered for `.editingDidEndOnExit` the field resigns;
/// - end: `textFieldShouldEndEditing` (skipped when the end is forced: the field left its window) →
///   resign → `textFieldDidEndEditing(_:reason:)` → `.editingDidEnd` → `textDidEndEditingNotification`.
///
/// Touch input (a finger): a double tap selects the word with iOS's selection handles, which drag the
/// selection's ends (`TextSelectionHandles.swift`); a finger held still for 0.5 s moves the caret under
/// it until it lifts (`TextLoupeGesture`, no loupe drawn). Mouse and key selections show no handles.
///
/// Desktop deviations: `inputView` and `inputAccessoryView` are stored (there is no on-screen keyboard
/// for them to replace or sit on); secure entry shows one bullet per UTF-16 unit and never reveals the
/// last typed character.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextLoupeHost {
    // MARK: Storage

    lazy var engine = TextEditingEngine(client: self)
    let contentView = TextFieldContentView()
    let caretView = TextCaretView()
    /// The edit menu (made on first use).
    lazy var editMenu = TextEditMenu(client: self)
    var placeholderStorage: NSAttributedString?
    var fontStorage: UIFont = .systemFont(ofSize: 17)
    var textColorStorage: UIColor = .label
    var isEditingStorage = false
    /// How far the text is scrolled left to keep the caret visible while editing, in points.
    var horizontalScroll: CGFloat = 0
    var clearButtonStorage: UIButton?
    var typingAttributesStorage: [NSAttributedString.Key: Any]?
    weak var inputDelegateStorage: (any UITextInputDelegate)?
    lazy var tokenizerStorage = UITextInputStringTokenizer(textInput: self)
    /// Set while editing ends because the field left its window (the delegate cannot refuse).
    var endsEditingForcibly = false
    var endReason: DidEndEditingReason = .committed
    /// The grabbers at the selection's ends (touch input; see `TextSelectionHandles.swift`).
    let selectionHandles = (start: TextSelectionHandleView(isStart: true), end: TextSelectionHandleView(isStart: false))
    /// Whether the selection was made by touch, so its handles show.
    var showsSelectionHandles = false
    /// The selection end a finger drags by its handle.
    var selectionHandleDrag: TextSelectionHandleDrag?
    /// The long press that moves the caret (see `TextLoupeGesture`; made in `configureField`).
    var textLoupe: TextLoupeGesture?

    // MARK: Initialisers

    /// Creates an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureField()
    }

    /// Creates an empty field (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureField()
    }

    // MARK: Text and attributes

    /// The text ("" when empty, as UIKit returns in Swift). Setting it in code sends no delegate calls or
    /// events, puts the caret at the end and clears the field's undo actions.
    open var text: String? {
        get { engine.string }
        set { setFieldText(NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes)) }
    }

    /// The styled text. Attributes the string lacks come from `font`, `textColor` and `textAlignment`.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: engine.storage) }
        set { setFieldText(newValue ?? NSAttributedString(string: "")) }
    }

    /// The font (17-point system font by default; `nil` resets it).
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17); styleDidChange() }
    }

    /// The text colour (`.label` by default; `nil` resets it).
    open var textColor: UIColor? {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; styleDidChange() }
    }

    /// The horizontal alignment; `.natural` follows the text's direction.
    open var textAlignment: NSTextAlignment = .natural { didSet { styleDidChange() } }

    /// The border drawn around the field.
    open var borderStyle: BorderStyle = .none { didSet { styleDidChange(); invalidateIntrinsicContentSize() } }

    /// The attributes of the text: font, colour and paragraph style (alignment). Setting them sets the
    /// font, colour and alignment.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { defaultTextAttributesImplementation }
        set { setDefaultTextAttributes(newValue) }
    }

    /// The placeholder shown while the text is empty, in `UIColor.placeholderText`.
    open var placeholder: String? {
        get { placeholderStorage?.string }
        set { placeholderStorage = newValue.map { NSAttributedString(string: $0) }; styleDidChange() }
    }

    /// The styled placeholder (its own colour and font override the defaults).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStorage }
        set { placeholderStorage = newValue; styleDidChange() }
    }

    /// Whether beginning to edit clears the text (asking `textFieldShouldClear`).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks (down to `minimumFontSize`) so the text fits while not editing.
    open var adjustsFontSizeToFitWidth = false { didSet { contentView.setNeedsDisplay() } }
    /// The smallest font size `adjustsFontSizeToFitWidth` goes down to.
    open var minimumFontSize: CGFloat = 0 { didSet { contentView.setNeedsDisplay() } }

    /// The field's delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    /// An image drawn behind the field (ignored with `.roundedRect`, as UIKit documents).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The background image while disabled.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { isEditingStorage }

    /// Whether the user may change attributes (stored: OpenUIKit has no attribute-editing menu).
    open var allowsEditingTextAttributes = false
    /// The attributes of text typed next (only while editing, as UIKit; reset when the selection moves).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? (typingAttributesStorage ?? defaultTextAttributes) : nil }
        set { typingAttributesStorage = newValue }
    }

    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the left end (for example an icon).
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsLayout(); invalidateIntrinsicContentSize() }
    }
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the right end.
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsLayout(); invalidateIntrinsicContentSize() }
    }
    /// When `rightView` shows.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// A view to show instead of the keyboard (stored; no on-screen keyboard on a desktop).
    open var inputView: UIView?
    /// A view above the keyboard (stored; no on-screen keyboard on a desktop).
    open var inputAccessoryView: UIView?
    /// Whether typing replaces the whole text (stored: secure fields on iOS; OpenUIKit keeps the text).
    open var clearsOnInsertion = false

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
    /// Whether Return is disabled while empty: when true, Return in an empty field does nothing.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets and cannot be copied or cut.
    open var isSecureTextEntry = false { didSet { engine.attributesDidChange(); styleDidChange() } }
    /// The content's meaning for AutoFill (stored).
    open var textContentType: UITextContentType!

    // MARK: Notifications

    /// Posted when the field begins editing (object: the field).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changed the text (object: the field).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field ended editing (object: the field).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The `userInfo` key of `textDidEndEditingNotification` holding the `DidEndEditingReason` raw value.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"

    // MARK: Geometry (overridable; UITextField+Geometry.swift)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The text's rectangle while not editing: inside the border, beside the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds, editing: false) }
    /// The placeholder's rectangle: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }
    /// The text's rectangle while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds, editing: true) }
    /// The clear button's rectangle: 19 × 19 points at the right end, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its size at the left end, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    /// The right view's rectangle: its size at the right end, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    // MARK: Drawing (overridable; UITextField+Drawing.swift)

    /// Draws the text in `rect` (the text or editing rectangle, in the field's coordinates).
    open func drawText(in rect: CGRect) { performDrawText(in: rect) }
    /// Draws the placeholder in `rect`.
    open func drawPlaceholder(in rect: CGRect) { performDrawPlaceholder(in: rect) }

    /// Draws the border and background image.
    open override func draw(_ rect: CGRect) { drawBorder() }

    // MARK: Layout

    /// Places the text, overlay views and clear button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutField()
    }

    /// The text's (or placeholder's) size plus the border's insets and the overlay views.
    open override var intrinsicContentSize: CGSize { fieldIntrinsicSize }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldIntrinsicSize }

    /// Keeps the caret in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentView.setNeedsDisplay()
    }

    // MARK: First responder

    /// True while the field is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, after `textFieldShouldBeginEditing` agrees (see the class notes for the order).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing, after `textFieldShouldEndEditing` agrees (unless the end is forced).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !endsEditingForcibly, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    /// Ends editing (forced) when the field leaves its window.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isFirstResponder { forceEndEditing() }
    }

    // MARK: Keys and touches (UITextField+Keys.swift)

    /// Handles editing keys and typed characters; other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handlePresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Begins editing if needed and places the caret (selects a word on a double-click, everything on a
    /// triple-click).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = super.beginTracking(touch, with: event)
        return trackingBegan(touch)
    }

    /// Extends the selection while dragging (a finger on a selection handle moves that end).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = super.continueTracking(touch, with: event)
        return trackingMoved(touch)
    }

    /// A handle drag ends with the touch.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        endSelectionHandleDrag()
    }

    /// A handle drag ends with the cancelled touch (a long press took it over).
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        endSelectionHandleDrag()
    }

    // MARK: Edit menu and edit actions (TextEditMenu.swift)

    /// Cut, copy, paste, select and select all as the text allows (no cut or copy of secure text; see
    /// `TextEditMenu`); other actions go to `super`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        textCanPerformAction(action) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Cuts the selection to `UIPasteboard.general` (an undoable edit).
    open override func cut(_ sender: Any?) { textCut() }
    /// Copies the selection to `UIPasteboard.general`.
    open override func copy(_ sender: Any?) { textCopy() }
    /// Pastes the pasteboard's string over the selection (line breaks become spaces).
    open override func paste(_ sender: Any?) { textPaste(singleLine: true) }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { textDelete() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { textSelect(sender: sender, menu: editMenu) }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { textSelectAll(sender: sender, menu: editMenu) }

    // MARK: UIKeyInput (TextInputControl.swift)

    /// Whether the field has text.
    open var hasText: Bool { textInputHasText }
    /// Inserts `text` at the caret (replacing the selection or the marked text), asking the delegate.
    open func insertText(_ text: String) { textInputInsert(text) }
    /// Deletes the selection or the character before the caret, asking the delegate.
    open func deleteBackward() { textInputDeleteBackward() }

    // MARK: UITextInput (TextInputControl.swift, UITextField+TextInput.swift)

    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { textInputText(in: range) }
    /// Whether `range` may be replaced with `text`: the delegate's `shouldChangeCharactersIn` answer.
    open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        textInputShouldChange(in: range, replacementText: text)
    }
    /// Replaces `range` with `text` (asking the delegate, as a user edit).
    open func replace(_ range: UITextRange, withText text: String) { textInputReplace(range, withText: text) }
    /// The selection, as offsets into the text (`nil` while not editing); setting it tells the input delegate.
    open var selectedTextRange: UITextRange? {
        get { textInputSelectedRange }
        set { setTextInputSelectedRange(newValue, notifying: true) }
    }
    /// The marked text's range, or `nil`.
    open var markedTextRange: UITextRange? { textInputMarkedRange }
    /// Attributes for marked text (stored; marked text is drawn underlined).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Sets the marked (composed) text, replacing the previous marked text or the selection.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { textInputSetMarkedText(markedText, selectedRange: selectedRange) }
    /// Commits the marked text.
    open func unmarkText() { textInputUnmark() }
    /// Offset 0.
    open var beginningOfDocument: UITextPosition { textInputBeginning }
    /// The offset after the last character.
    open var endOfDocument: UITextPosition { textInputEnd }
    /// The range between two positions (in either order).
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textInputRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away, or `nil` outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { textInputPosition(from: position, offset: offset) }
    /// The position `offset` caret stops (left/right) or lines (up/down) away.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        textInputPosition(from: position, in: direction, offset: offset)
    }
    /// The order of two positions.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { textInputCompare(position, to: other) }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { textInputOffset(from: from, to: toPosition) }
    /// The text input system's observer.
    open var inputDelegate: (any UITextInputDelegate)? {
        get { inputDelegateStorage }
        set { inputDelegateStorage = newValue }
    }
    /// A string tokenizer over the field's text.
    open var tokenizer: any UITextInputTokenizer { tokenizerStorage }
    /// The end of `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        textInputPosition(within: range, farthestIn: direction)
    }
    /// From `position` to the text's start (left/up) or end (right/down).
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        textInputCharacterRange(byExtending: position, in: direction)
    }
    /// The text's base direction (from its first strong character).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        textInputBaseWritingDirection
    }
    /// Sets the text's alignment to follow `writingDirection` (a field has one paragraph).
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        setTextInputBaseWritingDirection(writingDirection)
    }
    /// The first rectangle of `range`, in the field's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect { textInputFirstRect(for: range) }
    /// The caret rectangle at `position`, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { textInputCaretRect(for: position) }
    /// The selection highlight's rectangles for `range`, in the field's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { textInputSelectionRects(for: range) }
    /// The caret position nearest `point` (field coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { textInputClosestPosition(to: point) }
    /// The caret position within `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textInputClosestPosition(to: point, within: range)
    }
    /// The character (grapheme cluster) under `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? { textInputCharacterRange(at: point) }
    /// Which way the selection leans (stored).
    open var selectionAffinity: UITextStorageDirection = .forward
    /// The field itself.
    open var textInputView: UIView { self }
}
