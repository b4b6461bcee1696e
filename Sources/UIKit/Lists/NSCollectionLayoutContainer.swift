import Foundation

/// The space a section or group lays out in.
///
/// Parity: UIKit's `NSCollectionLayoutContainer`: `contentSize` is before insets, `effectiveContentSize`
/// after; content insets below 1.0 are read as fractions of the size (0.15 = 15 %).
/// - Complexity: O(1) reads.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The size before insets.
    var contentSize: CGSize { get }
    /// The size after insets.
    var effectiveContentSize: CGSize { get }
    /// The insets as given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in points (fractions resolved).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
