import Foundation

extension UITextItem {
    /// What a text item holds, as UIKit's `UITextItem.Content` (Swift, iOS 17), without the text
    /// attachment case (see `UITextItem`).
    public enum Content: Sendable, Hashable {
        /// A link to `URL`.
        case link(URL)
        /// A run tagged with an identifier (`.textItemTag`).
        case tag(String)
    }
}
