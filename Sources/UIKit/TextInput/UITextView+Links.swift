import Foundation

/// Links and tagged text items in a text view: drawn with `linkTextAttributes`, opened by a tap.
///
/// As UIKit documents, links are interactive only when the text view is selectable and not editable. A
/// touch that goes down on a link's glyphs does not select or begin editing; lifting it on the same link
/// (not cancelled by a scroll) asks the delegate's `textView(_:primaryActionFor:defaultAction:)` (iOS 17)
/// for the action to run. The default action asks `textView(_:shouldInteractWith:in:interaction:)`
/// (iOS 10, with `.invokeDefaultAction`) and, when it agrees, opens the URL through
/// `UIApplication.shared.open(_:options:completionHandler:)`.
extension UITextView {
    /// A touch that went down on a text item, waiting for its lift.
    struct TextItemTouch {
        let touch: ObjectIdentifier
        let item: UITextItem
    }

    /// UIKit's default link look: the text view's tint colour, no underline.
    var defaultLinkTextAttributes: [NSAttributedString.Key: Any] {
        [.foregroundColor: tintColor ?? UIColor.systemBlue]
    }

    /// Whether taps open links: selectable and not editable (UIKit's rule).
    var textItemsAreInteractive: Bool { isSelectable && !isEditable }

    // MARK: Drawing

    /// The attributes link runs are drawn with (the engine lays paragraphs out with them over the runs'
    /// own attributes, as TextKit does).
    var editingLinkAttributes: [NSAttributedString.Key: Any]? { linkTextAttributes }

    /// The tint changed: links drawn in the default (tint) colour are laid out again.
    func textTintDidChange() {
        guard linkTextAttributesStorage == nil, engine.length > 0 else { return }
        var hasLinks = false
        engine.storage.enumerateAttribute(.link, in: NSRange(location: 0, length: engine.length)) { value, _, stop in
            if value != nil { hasLinks = true; stop.pointee = true }
        }
        if hasLinks { textStyleDidChange() }
    }

    // MARK: Hit-testing

    /// The link or tagged item whose glyphs are under `point` (content coordinates), with its whole
    /// range (adjacent runs with the same URL or tag are one item).
    /// - Complexity: O(attribute runs) plus the item's selection rectangles.
    func textItem(atContentPoint point: CGPoint) -> UITextItem? {
        let length = engine.length
        guard length > 0 else { return nil }
        let offset = textOffset(atContentPoint: point)
        for index in [offset, offset - 1] where index >= 0 && index < length {
            guard let (content, range) = textItemContent(at: index) else { continue }
            let rects = textInputSelectionRects(for: TextOffsetRange(range))
            if rects.contains(where: { $0.rect.contains(point) }) {
                return UITextItem(content: content, range: NSRange(location: range.lowerBound, length: range.count))
            }
        }
        return nil
    }

    /// The item at character `index` and the range of equal items around it.
    private func textItemContent(at index: Int) -> (UITextItem.Content, Range<Int>)? {
        let storage = engine.storage
        guard let content = UITextView.textItemContent(storage.attributes(at: index, effectiveRange: nil)) else { return nil }
        var found: Range<Int>?
        var current: Range<Int>?
        storage.enumerateAttributes(in: NSRange(location: 0, length: storage.length)) { attributes, range, stop in
            let run = range.location..<(range.location + range.length)
            if UITextView.textItemContent(attributes) == content {
                current = current.map { $0.lowerBound..<run.upperBound } ?? run
            } else {
                if let current, current.contains(index) { found = current; stop.pointee = true; return }
                current = nil
            }
        }
        if found == nil, let current, current.contains(index) { found = current }
        return found.map { (content, $0) }
    }

    /// The item an attribute dictionary makes: a link (`URL`, or a `String` that parses as one) before a tag.
    static func textItemContent(_ attributes: [NSAttributedString.Key: Any]) -> UITextItem.Content? {
        if let value = attributes[.link] {
            if let url = value as? URL { return .link(url) }
            if let string = value as? String, let url = URL(string: string) { return .link(url) }
        }
        if let tag = attributes[.textItemTag] as? String { return .tag(tag) }
        return nil
    }

    // MARK: Touches

    /// A touch went down: on an interactive item it is tracked as a possible tap (and the text view does
    /// not select or begin editing); returns whether it was.
    func beginTextItemTouch(_ touch: UITouch) -> Bool {
        textItemTouch = nil
        guard textItemsAreInteractive, touch.tapCount <= 1, let item = textItem(atContentPoint: touch.location(in: self)) else { return false }
        textItemTouch = TextItemTouch(touch: ObjectIdentifier(touch), item: item)
        return true
    }

    /// A touch lifted: when it went down on an item and lifts on the same item, runs the item's action.
    func endTextItemTouch(_ touch: UITouch) {
        guard let pending = textItemTouch, pending.touch == ObjectIdentifier(touch) else { return }
        textItemTouch = nil
        guard textItemsAreInteractive, let item = textItem(atContentPoint: touch.location(in: self)), item.range == pending.item.range else { return }
        performPrimaryAction(for: pending.item)
    }

    /// The touch was cancelled (the scroll view began scrolling): no action.
    func cancelTextItemTouch() { textItemTouch = nil }

    /// Runs the delegate's primary action for `item` (by default the default action).
    func performPrimaryAction(for item: UITextItem) {
        let defaultAction = defaultPrimaryAction(for: item)
        let action = textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?.perform(sender: self)
    }

    /// UIKit's default action: for a link, "Open Link" (asking the iOS 10 delegate method first); for a
    /// tag, nothing.
    func defaultPrimaryAction(for item: UITextItem) -> UIAction {
        switch item.content {
        case .link(let url):
            return UIAction(title: "Open Link") { [weak self] _ in
                guard let self else { return }
                let allowed = textViewDelegate?.textView(self, shouldInteractWith: url, in: item.range, interaction: .invokeDefaultAction) ?? true
                if allowed { UIApplication.shared.open(url) }
            }
        case .tag:
            return UIAction(title: "") { _ in }
        }
    }
}
