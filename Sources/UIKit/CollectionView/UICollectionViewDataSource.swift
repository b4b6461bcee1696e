import Foundation

/// Supplies a collection view's counts, cells and supplementary views.
///
/// UIKit parity: `numberOfItemsInSection` and `cellForItemAt` are required; the rest are `@objc optional` in
/// UIKit and have protocol-extension defaults here (the Linux replacement for optional methods):
/// one section, no supplementary view (UIKit traps when a layout asks for one the data source does not
/// give), no moving.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`; it must come from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`; it must be dequeued.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item can be moved interactively. Default false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Told that an item moved interactively. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Titles for a fast-scroll index. Default nil.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The index path an index title jumps to. Default: the first item.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// Default: 1.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Default: traps with UIKit's message, as UIKit does when a layout asks for a supplementary view the
    /// data source does not implement.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        raiseCollectionViewException("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(UICollectionView.describe(indexPath))) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
    }

    /// Default: false.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Default: nothing.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// Default: nil.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// Default: item 0 of section 0.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }
}
