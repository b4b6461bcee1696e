import Foundation

/// A width and height dimension pair.
///
/// Parity: UIKit's `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
/// - Complexity: Immutable; O(1).
@MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width dimension.
    open private(set) var widthDimension: NSCollectionLayoutDimension
    /// The height dimension.
    open private(set) var heightDimension: NSCollectionLayoutDimension

    /// Creates a size from two dimensions.
    /// - Complexity: O(1).
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The points this size resolves to in a container of `container` size.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}
