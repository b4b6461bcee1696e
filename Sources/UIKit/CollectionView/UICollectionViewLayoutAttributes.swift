import Foundation

/// The geometry and state of one element (cell, supplementary or decoration view) that a layout hands to its
/// collection view.
///
/// UIKit parity: same properties and defaults (`alpha` 1, `zIndex` 0, identity transform); equality compares
/// every property, as UIKit's `isEqual:`, and the collection view only calls `apply(_:)` on a view when the
/// attributes changed. Subclasses that add properties override `copy()` and `isEqual(_:)`.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in collection-view content coordinates.
    open var frame: CGRect = .zero

    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The element's bounds (origin zero, `size`).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// The element's transform. Default identity.
    open var transform: CGAffineTransform = .identity

    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1

    /// The stacking order; higher values are above. Default 0.
    open var zIndex: Int = 0

    /// Whether the element is hidden (not displayed). Default false.
    open var isHidden: Bool = false

    /// The element's index path.
    open var indexPath: IndexPath

    /// Whether these attributes describe a cell, a supplementary or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory

    /// The supplementary or decoration kind; nil for cells.
    open private(set) var representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        super.init()
    }

    /// Attributes for the cell at `indexPath`, created with the receiver's dynamic class.
    ///
    /// UIKit parity: `UICollectionViewLayoutAttributes(forCellWith:)` as a class factory.
    open class func attributes(forCellWith indexPath: IndexPath) -> Self { Self(forCellWith: indexPath) }

    /// A copy of every property, of the same dynamic class.
    ///
    /// UIKit parity: `NSCopying` (`copy()` returns `Any`, as on iOS); subclasses with extra properties
    /// override, call super and copy theirs. Call it on the main actor.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { MainActor.assumeIsolated { makeCopy() } }

    /// A typed copy (what the collection view and layouts use internally).
    func clone() -> UICollectionViewLayoutAttributes {
        (copy() as? UICollectionViewLayoutAttributes) ?? makeCopy()
    }

    private func makeCopy() -> UICollectionViewLayoutAttributes {
        let result: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: result = type(of: self).init(forCellWith: indexPath)
        case .supplementaryView: result = type(of: self).init(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: result = type(of: self).init(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        result.frame = frame
        result.transform = transform
        result.alpha = alpha
        result.zIndex = zIndex
        result.isHidden = isHidden
        return result
    }

    /// Whether `object` is layout attributes with the same values for every property.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { isEqualOnMain(other) }
    }

    private func isEqualOnMain(_ other: UICollectionViewLayoutAttributes) -> Bool {
        other.frame == frame && other.transform == transform && other.alpha == alpha && other.zIndex == zIndex
            && other.isHidden == isHidden && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        MainActor.assumeIsolated { hashOnMain }
    }

    private var hashOnMain: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        return hasher.finalize()
    }
}
