import Foundation

/// An interactive piece of a text view's text, as UIKit's `UITextItem` (iOS 17): a link (the `.link`
/// attribute) or a tagged run (the `.textItemTag` attribute), with its character range. The text view
/// makes one for the item the user taps and hands it to
/// `UITextViewDelegate.textView(_:primaryActionFor:defaultAction:)`.
///
/// Deviation: text attachments are not items (OpenUIKit has no `NSTextAttachment`), so `Content` has
/// no `.textAttachment` case and `ContentType` no attachment value.
@preconcurrency @MainActor
open class UITextItem: NSObject {
    private let storedContent: Content
    private let storedRange: NSRange

    init(content: Content, range: NSRange) {
        storedContent = content
        storedRange = range
        super.init()
    }

    /// What the item is: a link and its URL, or a tag and its identifier.
    open var content: Content { storedContent }
    /// The item's characters in the text view's text (UTF-16).
    open var range: NSRange { storedRange }
    /// The kind of item.
    open var contentType: ContentType {
        switch storedContent {
        case .link: .link
        case .tag: .tag
        }
    }
    /// The link's URL (`nil` for a tag).
    open var link: URL? {
        if case .link(let url) = storedContent { return url }
        return nil
    }
    /// The tag's identifier (`nil` for a link).
    open var tagIdentifier: String? {
        if case .tag(let identifier) = storedContent { return identifier }
        return nil
    }
}

extension NSAttributedString.Key {
    /// Marks a run as a tagged text item (`String` identifier, iOS 17): a tap on it in a selectable,
    /// non-editable text view asks the delegate for its primary action, as for a link.
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}
