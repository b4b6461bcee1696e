import Foundation

/// A section of a compositional layout: a group repeated for the section's items, with spacing, insets,
/// headers and footers, decorations and optional orthogonal scrolling.
///
/// Parity: UIKit's `NSCollectionLayoutSection`. Defaults: `interGroupSpacing` 0, `contentInsets` zero,
/// `contentInsetsReference` `.automatic` (the configuration's), `orthogonalScrollingBehavior` `.none`,
/// `supplementariesFollowContentInsets` true, no boundary items or decorations.
/// - Complexity: O(1) to create; the engine lays a section with fixed sizes out in O(1) (groups are
///   positioned arithmetically) and answers rect queries in O(log n + k).
@MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    open private(set) var group: NSCollectionLayoutGroup
    /// Insets of the section's content.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// What `contentInsets` are measured from (iOS 14).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What boundary supplementaries' insets are measured from (iOS 16).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls on the orthogonal axis.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary supplementaries are inset like the content (default true).
    open var supplementariesFollowContentInsets = true
    /// Called on every layout pass before display with the section's visible items, the content offset
    /// (the orthogonal scroll view's for orthogonal sections) and the environment; changes the handler
    /// makes to the items' `alpha`, `transform` and `zIndex` (not frames) are displayed.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Decorations (backgrounds) of the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// List styling the section got from `list(using:layoutEnvironment:)`, if any.
    var listStyle: ListSectionStyle?

    /// Creates a section repeating `group`.
    /// - Complexity: O(1).
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    // MARK: Forwards to NSCollectionLayoutSection+List.swift

    /// A list section built from a list configuration, for use in a section provider.
    ///
    /// Parity: UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. The section is one
    /// full-width item per row estimated at 44 pt (self-sizing), with the appearance's insets, header and
    /// footer supplementaries for `.supplementary` modes (pinned in `.plain` and `.sidebarPlain`), and
    /// the list styling its cells read (see `ListSectionStyle` for the metrics).
    /// - Complexity: O(1).
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        performList(using: configuration, layoutEnvironment: layoutEnvironment)
    }
}

/// The closure type of `visibleItemsInvalidationHandler` (UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
