import Foundation

extension UICollectionViewController {
    // MARK: Data source and delegate roles

    /// Makes the controller `collectionView`'s data source and delegate where those are nil, keeping any
    /// that are set (Apple's rule for collection views loaded from a nib: "if a data source or delegate is
    /// not specified, the collection view controller assigns itself to the unspecified role").
    func assumeUnassignedRoles(of collectionView: UICollectionView) {
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
    }
}
