/// The size of a Mac toolbar's items (iOS 17), with UIKit's raw values.
/// - Complexity: O(1) value type.
public enum UINSToolbarItemPresentationSize: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular items.
    case regular = 0
    /// Small items.
    case small = 1
    /// Large items.
    case large = 3
}
