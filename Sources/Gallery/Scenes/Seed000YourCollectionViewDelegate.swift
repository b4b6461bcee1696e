import UIKit

/// Seed 000, answer 2: the closure-based delegate object: the view controller sets `onSelectedItemAt`
/// instead of being the delegate itself.
final class YourCollectionViewDelegate: NSObject, UICollectionViewDelegate {
    var onSelectedItemAt: ((IndexPath) -> Void)?

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelectedItemAt?(indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView is YourCollectionView else { fatalError("your message") }
    }
}
