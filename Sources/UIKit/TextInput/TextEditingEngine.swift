import Foundation

/// What a text control tells the editing engine and hears from it. `UITextField` and `UITextView`
/// adopt it; the engine owns the text, the selection and the marked text, the control owns layout,
/// drawing and its delegate.
@MainActor
protocol TextEditingClient: AnyObject {
    /// The control's laid-out text, which the engine's caret movement and hit-testing ask.
    var editingLayout: any TextEditingLayout { get }
    /// The engine replaced `range` (UTF-16, of the text before) with `replacementLength` units; the
    /// control's layout follows the edit (a text view relays out only the paragraphs it touched).
    func editingTextDidReplace(_ range: Range<Int>, replacementLength: Int)
    /// The engine replaced the whole text (set in code, undo, redo).
    func editingTextDidReset()
    /// The attributes new text gets.
    var editingTypingAttributes: [NSAttributedString.Key: Any] { get }
    /// Whether the text shows as bullets and cannot be copied.
    var editingIsSecure: Bool { get }
    /// Asks the delegate whether the user may replace `range` with `replacement`.
    func editingShouldChange(_ range: NSRange, replacement: String) -> Bool
    /// The user changed the text (after the change).
    func editingTextDidChange()
    /// The selection or the marked text changed.
    func editingSelectionDidChange()
    /// The undo manager for the control's changes.
    var editingUndoManager: UndoManager? { get }
    /// The attributes drawn over `.link` runs (a text view's `linkTextAttributes`); `nil`: links draw
    /// as their own attributes say.
    var editingLinkAttributes: [NSAttributedString.Key: Any]? { get }
}

extension TextEditingClient {
    /// Links draw as plain text (a text field).
    var editingLinkAttributes: [NSAttributedString.Key: Any]? { nil }
    /// A control laid out whole from the engine's text needs no notice of edits.
    func editingTextDidReplace(_ range: Range<Int>, replacementLength: Int) {}
    /// A control laid out whole from the engine's text needs no notice of edits.
    func editingTextDidReset() {}
}

/// How a change came about: typing coalesces into one undo step until the caret moves elsewhere.
enum TextChangeKind {
    case typing
    case deletion
    case paste
    case cut
    case marking
    case other
}

/// The editable text of a text control: the attributed storage, the selection (UTF-16 offsets, as
/// `NSRange` counts), marked text from an input method, movement over pango's caret stops and word
/// boundaries, and undo. Not public API; `UITextField` and `UITextView` drive it.
@MainActor
final class TextEditingEngine {
    unowned let client: any TextEditingClient

    /// The text with its attributes.
    private(set) var storage = NSMutableAttributedString(string: "")
    /// The selection: a caret when empty.
    private(set) var selection: Range<Int> = 0..<0
    /// The end of the selection that stays put while shift+arrows move the other end.
    private(set) var anchor = 0
    /// The marked (being composed) text, if any.
    var markedRange: Range<Int>?
    /// Where a typing run's last insertion ended (so the next keystroke joins its undo step).
    private var typingRunEnd: Int?
    /// The horizontal position up/down arrows keep, in text coordinates.
    var goalX: CGFloat?

    private var unitsCache: [UInt16]?
    private var displayCache: TextContent?
    /// The appearance the drawn text's colours were resolved for (see `adoptAppearance(_:)`).
    private var displayAppearance: TextColorAppearance?

    init(client: any TextEditingClient) {
        self.client = client
    }

    // MARK: Reading

    /// The UTF-16 code units of the text.
    var units: [UInt16] {
        if let unitsCache { return unitsCache }
        let made = Array(storage.string.utf16)
        unitsCache = made
        return made
    }

    /// The length in UTF-16 units.
    var length: Int { storage.length }

    /// The plain text.
    var string: String { storage.string }

    /// The text in `range` (clamped).
    func substring(_ range: Range<Int>) -> String {
        let clamped = clamp(range)
        return String(decoding: units[clamped], as: UTF16.self)
    }

    func clamp(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), length)
        let upper = min(max(lower, range.upperBound), length)
        return lower..<upper
    }

    /// The text as drawn: bullets (U+2022, one per UTF-16 unit) for secure entry, otherwise the storage
    /// with the typing attributes filling in what it lacks.
    var displayContent: TextContent {
        if let displayCache { return displayCache }
        let made = displayContent(of: 0..<length)
        displayCache = made
        return made
    }

    /// The drawn content of `range` alone (a text view's paragraph), as `displayContent` draws it.
    /// - Complexity: O(range.count + attribute runs in it).
    func displayContent(of range: Range<Int>) -> TextContent {
        let range = clamp(range)
        let attributes = client.editingTypingAttributes
        let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17)
        let color = TextContent.color(attributes[.foregroundColor]) ?? .black
        var paragraph = TextParagraphAttributes()
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style.values }
        if client.editingIsSecure {
            let bullets = String(repeating: "\u{2022}", count: range.count)
            return TextContent(string: bullets, attributes: TextContent.resolve(attributes, defaultFont: font, defaultColor: color), paragraph: paragraph)
        }
        if range.isEmpty {
            return TextContent(string: "", attributes: TextContent.resolve(attributes, defaultFont: font, defaultColor: color), paragraph: paragraph)
        }
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        var text: NSAttributedString = range.count == length ? storage : storage.attributedSubstring(from: nsRange)
        if let linkAttributes = client.editingLinkAttributes, !linkAttributes.isEmpty {
            text = TextEditingEngine.applying(linkAttributes, overLinksIn: text)
        }
        return TextContent(attributedString: text, defaultFont: font, defaultColor: color, defaultParagraph: paragraph)
    }

    /// `text` with `attributes` over its `.link` runs (the same text when it has none).
    /// - Complexity: O(attribute runs), plus a copy of the text when it has links.
    static func applying(_ attributes: [NSAttributedString.Key: Any], overLinksIn text: NSAttributedString) -> NSAttributedString {
        var linkRanges: [NSRange] = []
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length)) { value, range, _ in
            if value != nil { linkRanges.append(range) }
        }
        guard !linkRanges.isEmpty else { return text }
        let styled = NSMutableAttributedString(attributedString: text)
        for range in linkRanges { styled.addAttributes(attributes, range: range) }
        return styled
    }

    /// The caret stops and word boundaries of the drawn text (secure text: every unit is a stop and the
    /// whole text one word, so word movement cannot reveal word lengths, as iOS does).
    var boundaries: any TextCaretStops {
        if client.editingIsSecure {
            return TextBoundaries(cursorStops: Array(0...length), wordStarts: length > 0 ? [0] : [], wordEnds: length > 0 ? [length] : [])
        }
        return client.editingLayout.caretStops
    }

    /// Forgets the derived text after a change of attributes (font, colour, secure entry).
    func attributesDidChange() {
        displayCache = nil
    }

    /// Notes the appearance the control draws in; when it differs from the one the drawn text's dynamic
    /// colours were resolved for, forgets the drawn text and returns true (the control lays it out again).
    /// - Complexity: O(1).
    @discardableResult
    func adoptAppearance(_ appearance: TextColorAppearance) -> Bool {
        guard appearance != displayAppearance else { return false }
        displayAppearance = appearance
        displayCache = nil
        return true
    }

    // MARK: Programmatic changes

    /// Replaces the whole text without asking the delegate or recording undo (`text =` in code); the
    /// caret goes to the end, marked text is dropped.
    func setText(_ attributed: NSAttributedString) {
        storage = NSMutableAttributedString(attributedString: attributed)
        unitsCache = nil
        displayCache = nil
        markedRange = nil
        typingRunEnd = nil
        selection = length..<length
        anchor = length
        client.editingUndoManager?.removeAllActions(withTarget: self)
        client.editingTextDidReset()
    }

    /// Sets the selection (clamped to caret stops), optionally keeping `anchor` at its start.
    func select(_ range: Range<Int>, anchor newAnchor: Int? = nil, notify: Bool = true) {
        let clamped = clamp(range)
        let changed = clamped != selection
        selection = clamped
        anchor = newAnchor ?? clamped.lowerBound
        goalX = nil
        if changed { typingRunEnd = nil }
        if changed && notify { client.editingSelectionDidChange() }
    }

    // MARK: User changes

    /// Replaces `range` with `text` as the user would, asking the delegate first; returns whether the
    /// change was made. The caret lands after the new text; the change is undoable.
    @discardableResult
    func replace(_ range: Range<Int>, with text: String, kind: TextChangeKind) -> Bool {
        let range = clamp(range)
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard client.editingShouldChange(nsRange, replacement: text) else { return false }
        let joinsRun = kind == .typing && typingRunEnd == range.lowerBound && range.isEmpty
        if !joinsRun && kind != .marking { registerUndo() }
        insert(text, replacing: nsRange)
        // The code units follow the edit in place (a memory move), instead of being read again from the
        // storage (a conversion of the whole text per keystroke).
        unitsCache?.replaceSubrange(range, with: text.utf16)
        if unitsCache?.count != storage.length { unitsCache = nil }
        displayCache = nil
        client.editingTextDidReplace(range, replacementLength: text.utf16.count)
        let caret = range.lowerBound + text.utf16.count
        selection = caret..<caret
        anchor = caret
        goalX = nil
        typingRunEnd = kind == .typing || kind == .marking ? caret : nil
        client.editingTextDidChange()
        client.editingSelectionDidChange()
        return true
    }

    /// Replaces `range` of the storage with `text`, which takes the attributes of the character before it
    /// (of the text's start when inserting there), as typed text does in UIKit; into empty storage it
    /// takes the typing attributes. (The plain-string replacement also avoids Foundation's attribute
    /// comparison on Linux, which halts comparing bridged attribute dictionaries.)
    private func insert(_ text: String, replacing range: NSRange) {
        let wasEmpty = storage.length == 0 || range.length == storage.length
        storage.replaceCharacters(in: range, with: text)
        if wasEmpty, storage.length > 0 {
            storage.setAttributes(client.editingTypingAttributes, range: NSRange(location: 0, length: storage.length))
        }
    }

    /// Inserts typed text: replaces the marked text (committing it) or the selection.
    func insert(_ text: String) {
        if let marked = markedRange {
            markedRange = nil
            replace(marked, with: text, kind: .typing)
        } else {
            replace(selection, with: text, kind: .typing)
        }
    }

    /// Deletes the selection, or the caret stop (grapheme cluster) before the caret; with `word`, back
    /// to the start of the word (ctrl+Backspace on Linux, option+Backspace on a Mac).
    func deleteBackward(word: Bool = false) {
        if let marked = markedRange, !marked.isEmpty {
            // Backspace while composing edits the composition; the input method normally handles it.
            let start = boundaries.stop(before: selection.lowerBound)
            guard start >= marked.lowerBound, selection.lowerBound > marked.lowerBound else { return }
            replace(start..<selection.lowerBound, with: "", kind: .marking)
            markedRange = marked.lowerBound..<(marked.upperBound - (selection.upperBound - start))
            if markedRange?.isEmpty == true { markedRange = nil }
            client.editingSelectionDidChange()
            return
        }
        if !selection.isEmpty {
            replace(selection, with: "", kind: .deletion)
            return
        }
        guard selection.lowerBound > 0 else { return }
        let start = word ? boundaries.wordStart(before: selection.lowerBound) : boundaries.stop(before: selection.lowerBound)
        replace(start..<selection.lowerBound, with: "", kind: .deletion)
    }

    /// Deletes the selection or the character after the caret (Delete); with `word`, to the word's end.
    func deleteForward(word: Bool = false) {
        if !selection.isEmpty {
            replace(selection, with: "", kind: .deletion)
            return
        }
        guard selection.upperBound < length else { return }
        let end = word ? boundaries.wordEnd(after: selection.upperBound) : boundaries.stop(after: selection.upperBound)
        replace(selection.upperBound..<end, with: "", kind: .deletion)
    }

    // MARK: Marked text

    /// Replaces the marked text (or the selection) with `text`, marks it and selects `selectedRange`
    /// within it (`nil` or empty text ends marking).
    func setMarkedText(_ text: String?, selectedRange: NSRange) {
        let target = markedRange ?? selection
        let text = text ?? ""
        guard replace(target, with: text, kind: .marking) else { return }
        let count = text.utf16.count
        if count == 0 {
            markedRange = nil
        } else {
            markedRange = target.lowerBound..<(target.lowerBound + count)
            let location = min(max(0, selectedRange.location), count)
            let end = min(count, location + max(0, selectedRange.length))
            selection = (target.lowerBound + location)..<(target.lowerBound + end)
            anchor = selection.lowerBound
        }
        client.editingSelectionDidChange()
    }

    /// Commits the marked text as ordinary text.
    func unmarkText() {
        guard markedRange != nil else { return }
        markedRange = nil
        client.editingSelectionDidChange()
    }

    // MARK: Undo

    /// The text and selection, to restore on undo.
    private struct Snapshot {
        var text: NSAttributedString
        var selection: Range<Int>
    }

    private func registerUndo() {
        guard let manager = client.editingUndoManager else { return }
        let snapshot = Snapshot(text: NSAttributedString(attributedString: storage), selection: selection)
        manager.registerUndo(withTarget: self) { engine in engine.restore(snapshot) }
    }

    /// Puts back a snapshot, registering the current state for redo (or undo, while redoing).
    private func restore(_ snapshot: Snapshot) {
        registerUndo()
        storage = NSMutableAttributedString(attributedString: snapshot.text)
        unitsCache = nil
        displayCache = nil
        markedRange = nil
        typingRunEnd = nil
        selection = clamp(snapshot.selection)
        anchor = selection.lowerBound
        client.editingTextDidReset()
        client.editingTextDidChange()
        client.editingSelectionDidChange()
    }

    /// Ends the current typing run, so the next keystroke starts a new undo step.
    func breakTypingRun() { typingRunEnd = nil }
}

// MARK: - Plain-text analysis for the tokenizer

extension TextEditingEngine {
    /// Caret stops and words of plain text (in the system font).
    static func plainBoundaries(_ units: [UInt16]) -> TextBoundaries {
        let content = TextContent(string: String(decoding: units, as: UTF16.self),
                                  attributes: TextRunAttributes(font: .systemFont(ofSize: 17), foreground: .black))
        let key = TextLayoutKey(content: content, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        return PangoTextBackend.shared.boundaries(key)
    }

    /// The paragraphs of `units` (ranges without their line breaks).
    static func paragraphRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, unit) in units.enumerated() where unit == 0x0A || unit == 0x2029 {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<units.count)
        return ranges
    }

    /// The sentences of `units`: each ends after `.`, `!`, `?`, `。`, `！` or `？` followed by white space
    /// or the end (trailing spaces belong to the sentence), or at a line break.
    static func sentenceRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        let enders: Set<UInt16> = [0x2E, 0x21, 0x3F, 0x3002, 0xFF01, 0xFF1F]
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A || unit == 0x2029 {
                if index > start { ranges.append(start..<index) }
                start = index + 1
            } else if enders.contains(unit), index + 1 == units.count || units[index + 1] == 0x20 || unit >= 0x3000 {
                var end = index + 1
                while end < units.count, units[end] == 0x20 { end += 1 }
                ranges.append(start..<end)
                start = end
                index = end - 1
            }
            index += 1
        }
        if start < units.count { ranges.append(start..<units.count) }
        return ranges
    }

    /// The base writing direction of `units` from the first strong character (Unicode bidirectional
    /// algorithm rules P2–P3): right to left for Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms; left to right for other letters; `.natural` without a strong character.
    static func baseDirection(of units: [UInt16]) -> NSWritingDirection {
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                return .rightToLeft
            default:
                if scalar.properties.isAlphabetic || scalar.properties.numericType == nil && scalar.properties.isIdeographic {
                    return .leftToRight
                }
            }
        }
        return .natural
    }
}
