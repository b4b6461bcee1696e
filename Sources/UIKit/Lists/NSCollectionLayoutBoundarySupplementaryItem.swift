import Foundation

/// A header or footer of a section or of the whole layout.
///
/// Parity: UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: `extendsBoundary` defaults to true (the
/// item takes space before or after the section's groups), `pinToVisibleBounds` to false (when true the
/// item stays visible while any part of its section is, pushed off by the section's end).
/// - Complexity: O(1) to create.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge the item sits on.
    open private(set) var alignment: NSRectAlignment
    /// An offset from the aligned position.
    open private(set) var offset: CGPoint
    /// Whether the item takes space in the section (default true).
    open var extendsBoundary = true
    /// Whether the item pins to the visible bounds while its section is visible (default false).
    open var pinToVisibleBounds = false

    /// Creates a boundary item aligned to an edge.
    /// - Complexity: O(1).
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item aligned to an edge and moved by `absoluteOffset`.
    /// - Complexity: O(1).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: [.top]), itemAnchor: nil)
    }

    /// Whether the item leads the section (a header) on the layout's main axis.
    func isLeading(vertical: Bool) -> Bool {
        switch alignment {
        case .top, .topLeading, .topTrailing: vertical
        case .leading: !vertical
        case .bottomLeading: !vertical
        case .none: true
        default: false
        }
    }
}
