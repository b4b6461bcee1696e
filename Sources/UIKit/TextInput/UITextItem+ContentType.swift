import Foundation

extension UITextItem {
    /// The kind of a text item, as UIKit's `UITextItem.ContentType` (raw values as UIKit's; 1, a text
    /// attachment, is not produced).
    public enum ContentType: Int, Sendable, Hashable {
        /// A link.
        case link = 0
        /// A tagged run.
        case tag = 2
    }
}
