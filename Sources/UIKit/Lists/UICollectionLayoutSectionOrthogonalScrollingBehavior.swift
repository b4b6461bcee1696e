/// How a section scrolls on the axis orthogonal to the layout's, with UIKit's raw values.
///
/// Any value but `.none` lays the section's groups out in one row along the orthogonal axis, inside an
/// embedded scroll view that scrolls independently of the collection view.
/// - Complexity: O(1) value type.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// Groups follow the layout's main axis.
    case none = 0
    /// Free scrolling with normal deceleration.
    case continuous = 1
    /// Free scrolling that comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Pages the width of the collection view, fast deceleration.
    case paging = 3
    /// Pages one group at a time.
    case groupPaging = 4
    /// Pages one group at a time, each centred.
    case groupPagingCentered = 5
}
