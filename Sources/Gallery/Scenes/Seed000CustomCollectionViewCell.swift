import UIKit

/// Seed 000's `CustomCollectionViewCell`, the class of `CustomCollectionViewCell.xib` (the seed names the
/// nib but does not show it): a rounded card whose title label the nib connects to `titleLabel`.
final class CustomCollectionViewCell: UICollectionViewCell {
    @Outlet var titleLabel: UILabel!
}
