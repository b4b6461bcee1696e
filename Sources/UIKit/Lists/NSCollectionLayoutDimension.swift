import Foundation

/// One axis of a compositional-layout size: absolute points, a fraction of the container's width or
/// height, an estimate that self-sizing replaces, or (iOS 17) an estimate made uniform across siblings.
///
/// Parity: UIKit's `NSCollectionLayoutDimension`. Fractions are of the **containing group's** size (the
/// section's effective content size for a section's top-level group).
/// - Complexity: Immutable; O(1) everywhere.
@MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind: Hashable { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
    let kind: Kind
    /// The dimension's number: a fraction, points, or the estimate.
    open private(set) var dimension: CGFloat

    /// A fraction of the container's width.
    /// - Complexity: O(1).
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    /// - Complexity: O(1).
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed number of points.
    /// - Complexity: O(1).
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) }
    /// An estimate the measured size replaces (self-sizing through `preferredLayoutAttributesFitting(_:)`).
    /// - Complexity: O(1).
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate measured and then grown to the largest sibling in the group (iOS 17). Documented
    /// deviation: siblings are made uniform within one group instance, not across a whole section.
    /// - Complexity: O(1).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniform, dimension: estimatedDimension)
    }

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// Whether this is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed number of points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate (including uniform-across-siblings).
    open var isEstimated: Bool { kind == .estimated || kind == .uniform }
    /// Whether this is an estimate made uniform across siblings.
    open var isUniformAcrossSiblings: Bool { kind == .uniform }

    /// The points this dimension resolves to in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated, .uniform: dimension
        }
    }
}
