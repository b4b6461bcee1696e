import Foundation

/// The description of a list section: appearance, header and footer modes, separators, background and
/// swipe actions.
///
/// Parity: UIKit's `UICollectionLayoutListConfiguration` (iOS 14; separator configuration 14.5;
/// `headerTopPadding` 15). Defaults: `headerMode`/`footerMode` `.none`, `showsSeparators` true,
/// `backgroundColor` nil (the appearance's: plain and sidebarPlain `systemBackground`, grouped and
/// inset-grouped `systemGroupedBackground`, sidebar `secondarySystemBackground`), `headerTopPadding` nil
/// (the system's: 0 — chosen; grouped lists put their 35/22-pt gaps in the header margins instead).
/// Metrics (see `ListSectionStyle`): rows estimated at 44 pt and self-sizing; inset-grouped sections are
/// inset by the layout margin (16 pt below 414 pt widths, 20 above) with corner radius 10; grouped and
/// inset-grouped sections are 35 pt apart before the first section and between sections without
/// headers.
/// - Complexity: Value type; O(1).
public struct UICollectionLayoutListConfiguration {
    /// The look of a list, with UIKit's raw values.
    public enum Appearance: Int, Hashable, Sendable {
        /// Edge-to-edge rows on the system background.
        case plain = 0
        /// Edge-to-edge rows in groups on the grouped background.
        case grouped = 1
        /// Rounded groups inset from the edges.
        case insetGrouped = 2
        /// A sidebar with rounded selection.
        case sidebar = 3
        /// A sidebar on a plain background.
        case sidebarPlain = 4
    }

    /// Where section headers come from, with UIKit's raw values.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No headers.
        case none = 0
        /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The first item of each section, styled as a header (for collapsible outlines).
        case firstItemInSection = 2
    }

    /// Where section footers come from, with UIKit's raw values.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footers.
        case none = 0
        /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// Returns the separator configuration of a row (index path, the section's default).
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Returns the swipe actions of a row, or nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's appearance (set in the initializer).
    public let appearance: Appearance
    /// Whether separators are shown (default true).
    public var showsSeparators = true
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Per-row separator overrides.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil means the appearance's.
    public var backgroundColor: UIColor?
    /// Leading swipe actions per row.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Trailing swipe actions per row.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Where headers come from.
    public var headerMode: HeaderMode = .none
    /// Where footers come from.
    public var footerMode: FooterMode = .none
    /// Extra space above each section header; nil means the system's (0).
    public var headerTopPadding: CGFloat?

    /// Creates a list configuration with an appearance.
    /// - Complexity: O(1).
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background the appearance uses when `backgroundColor` is nil.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }
}
