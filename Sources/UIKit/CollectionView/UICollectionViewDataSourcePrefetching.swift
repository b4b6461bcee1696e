import Foundation

/// Told ahead of time which items will soon be displayed, so their data can be loaded early.
///
/// UIKit parity: `prefetchItemsAt` gets index paths ordered by distance from the visible area, in the
/// direction of scrolling; `cancelPrefetchingForItemsAt` gets those that left the prefetch area before
/// being displayed. OpenUIKit prefetches one visible-area length ahead (UIKit's distance is unpublished).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading data for these items.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stop loading data for these items. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Default: nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
