import Foundation

// UIKit's `IndexPath` additions (NSIndexPath+UIKitAdditions): on iOS they come with UIKit, and Foundation on
// Linux has none of them.
extension IndexPath {
    /// Creates the two-element index path `[section, item]` a collection view uses.
    ///
    /// UIKit parity: `IndexPath(item:section:)` from UIKit's `NSIndexPath` additions.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The section (first element) of a two-element index path.
    ///
    /// UIKit parity: traps like UIKit when the path does not have exactly two elements.
    public var section: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices")
            return self[0]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices")
            self[0] = newValue
        }
    }

    /// The item (second element) of a two-element index path.
    ///
    /// UIKit parity: traps like UIKit when the path does not have exactly two elements.
    public var item: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices")
            return self[1]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices")
            self[1] = newValue
        }
    }
}
