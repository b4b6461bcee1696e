import Foundation

/// Layout-wide settings of a compositional layout.
///
/// Parity: UIKit's `UICollectionViewCompositionalLayoutConfiguration`: `scrollDirection` `.vertical`,
/// `interSectionSpacing` 0, no global boundary items, `contentInsetsReference` `.safeArea`. Assigning a
/// configuration to a layout invalidates it; changing a configuration object in place afterwards does
/// nothing until it is assigned again (the layout keeps a copy).
/// - Complexity: O(1).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The main scroll axis.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section content insets are measured from by default.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    /// Creates a configuration with UIKit's defaults.
    /// - Complexity: O(1).
    public override init() { super.init() }

    /// A copy (what the layout keeps).
    func copyConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
