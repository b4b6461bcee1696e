import Foundation

extension UICollectionViewController {
    // MARK: Clearing the selection

    /// Deselects every selected item of the loaded collection view without telling the delegate, as
    /// `clearsSelectionOnViewWillAppear` asks.
    /// - Complexity: O(s) for s selected items.
    func clearSelection(animated: Bool) {
        guard let collectionView = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }
}
