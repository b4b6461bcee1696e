import Foundation

/// How the user interacts with a link in a text view, as UIKit's `UITextItemInteraction` (iOS 10), with
/// UIKit's raw values. OpenUIKit sends `.invokeDefaultAction` (a tap on the link); the long-press
/// interactions (`.presentActions`, `.preview`) are not produced.
public enum UITextItemInteraction: Int, Sendable, Hashable {
    /// A tap: the item's default action (opening a link's URL).
    case invokeDefaultAction = 0
    /// A long press showing the item's actions.
    case presentActions = 1
    /// A press showing a preview of the item.
    case preview = 2
}
