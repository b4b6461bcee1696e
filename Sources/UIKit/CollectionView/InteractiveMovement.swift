import Foundation

/// The state of one interactive movement of a collection view (not public API).
///
/// While an item moves, the collection view shows the data source's items with that one item taken from
/// `originalIndexPath` and put at `currentIndexPath` ("shown" index paths); the data source keeps its own
/// order ("model" index paths) until the movement ends. The moving cell's centre is `position`.
@MainActor
final class InteractiveMovement {
    /// Where the item is in the data source (the index path the movement began with).
    let originalIndexPath: IndexPath
    /// Where the item is shown now (its target index path).
    var currentIndexPath: IndexPath
    /// The moving cell's centre, in content coordinates.
    var position: CGPoint
    /// The moving cell (nil until it exists).
    weak var cell: UICollectionViewCell?

    /// Starts a movement of the item at `indexPath` whose cell is centred at `position`.
    init(indexPath: IndexPath, position: CGPoint) {
        originalIndexPath = indexPath
        currentIndexPath = indexPath
        self.position = position
    }

    /// The data source's index path of the item shown at `shown`.
    /// - Complexity: O(1).
    func modelIndexPath(forShown shown: IndexPath) -> IndexPath {
        Self.path(shown, movingFrom: currentIndexPath, to: originalIndexPath)
    }

    /// Where the item at `path` goes when the item at `from` is taken out and put at `to` (both index
    /// paths of the same kind: `from` names the state before, `to` the state after).
    /// - Complexity: O(1).
    static func path(_ path: IndexPath, movingFrom from: IndexPath, to: IndexPath) -> IndexPath {
        guard path.count == 2 else { return path }
        if path == from { return to }
        var item = path.item
        if path.section == from.section && item > from.item { item -= 1 }
        if path.section == to.section && item >= to.item { item += 1 }
        return IndexPath(item: item, section: path.section)
    }
}
