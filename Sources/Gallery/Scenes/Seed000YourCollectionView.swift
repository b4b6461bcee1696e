import UIKit

/// Seed 000, answer 2: a `UICollectionView` subclass with its own default scroll behaviour while another
/// object stays its delegate.
///
/// UIKit has no subclass hook for this and the answer forwards from the delegate; OpenUIKit's scroll-view
/// subclass hook `didScroll()` runs before the delegate's `scrollViewDidScroll`, so the subclass needs no
/// cooperation from the delegate. Here the default behaviour fades the cells near the edges.
final class YourCollectionView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func didScroll() {
        super.didScroll()
        updateUIOnScrollViewDidScroll(self)
    }

    func updateUIOnScrollViewDidScroll(_ scrollView: UIScrollView) {
        let visible = bounds
        for cell in visibleCells {
            let distance = min(cell.frame.minX - visible.minX, visible.maxX - cell.frame.maxX)
            cell.contentView.alpha = max(0.35, min(1, 0.35 + distance / 80))
        }
    }
}
