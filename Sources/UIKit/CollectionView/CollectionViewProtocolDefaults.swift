import Foundation

/// An object that adopts the collection view's data-source and delegate protocols without implementing
/// their optional methods, so calling one of those methods on it runs the protocol-extension default.
///
/// `UICollectionViewController` forwards its overridable defaults here, so that its behaviour is the
/// protocols' by construction (one definition of each default) rather than a copy. The two required
/// data-source methods are never asked of it.
@MainActor
final class CollectionViewProtocolDefaults: UICollectionViewDataSource, UICollectionViewDelegate {
    /// The one instance (it is stateless).
    static let shared = CollectionViewProtocolDefaults()

    /// Not used: zero items.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Not used: a controller never forwards `cellForItemAt` here (it traps as UIKit does instead).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        raiseCollectionViewException("-[\(String(reflecting: type(of: self))) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance",
                                     name: "NSInvalidArgumentException")
    }
}
