import UIKit

/// Seed 000, answer 1: the custom delegate a view controller implements to hear about scrolling.
///
/// The seed declares it `@objc` with an `@objc optional` method; on Linux the optional method is a
/// requirement with a default in a protocol extension.
@MainActor
protocol CustomCollectionViewDelegate: AnyObject {
    func collectionViewDidScroll(_ scrollView: UIScrollView)
}

extension CustomCollectionViewDelegate {
    func collectionViewDidScroll(_ scrollView: UIScrollView) {}
}
