import Foundation

extension UIBackgroundConfiguration {
    /// The system style a background configuration was made from.
    enum Style: Int, Hashable, Sendable {
        case clear, plainCell, plainHeaderFooter, groupedCell, groupedHeaderFooter
        case sidebarHeader, sidebarCell, accompaniedSidebarCell

        /// The unselected fill: plain cells `systemBackground`, grouped cells
        /// `secondarySystemGroupedBackground` (white on the 242,242,247 grouped background —
        /// uikit-visual-metrics §3.3), headers, footers and sidebar rows `.clear`.
        var baseColor: UIColor? {
            switch self {
            case .plainCell: .systemBackground
            case .groupedCell: .secondarySystemGroupedBackground
            case .clear, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader, .sidebarCell, .accompaniedSidebarCell:
                .clear
            }
        }
    }

    static func make(_ style: Style) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: style, color: style.baseColor)
        if style == .sidebarCell || style == .accompaniedSidebarCell { configuration.cornerRadius = 10 }
        return configuration
    }

    // MARK: - Factories

    /// A clear background that state does not change.
    /// - Complexity: O(1).
    public static func clear() -> UIBackgroundConfiguration { make(.clear) }
    /// A plain-list cell background (`systemBackground`; `systemGray4` highlighted or selected).
    /// - Complexity: O(1).
    public static func listPlainCell() -> UIBackgroundConfiguration { make(.plainCell) }
    /// A plain-list header or footer background (clear).
    /// - Complexity: O(1).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { make(.plainHeaderFooter) }
    /// A grouped-list cell background (`secondarySystemGroupedBackground`; `systemGray4` when pressed).
    /// - Complexity: O(1).
    public static func listGroupedCell() -> UIBackgroundConfiguration { make(.groupedCell) }
    /// A grouped-list header or footer background (clear).
    /// - Complexity: O(1).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { make(.groupedHeaderFooter) }
    /// A sidebar header background (clear).
    /// - Complexity: O(1).
    public static func listSidebarHeader() -> UIBackgroundConfiguration { make(.sidebarHeader) }
    /// A sidebar cell background (clear; the tint with corner radius 10 when selected).
    /// - Complexity: O(1).
    public static func listSidebarCell() -> UIBackgroundConfiguration { make(.sidebarCell) }
    /// An accompanied-sidebar cell background (clear; `systemGray4` when selected).
    /// - Complexity: O(1).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { make(.accompaniedSidebarCell) }
    /// A cell background adapting to the list style (iOS 18). Without a `listEnvironment` trait this is
    /// the plain style, iOS's default.
    /// - Complexity: O(1).
    public static func listCell() -> UIBackgroundConfiguration { make(.plainCell) }
    /// A header background adapting to the list style (iOS 18); plain style, as `listCell()`.
    /// - Complexity: O(1).
    public static func listHeader() -> UIBackgroundConfiguration { make(.plainHeaderFooter) }
    /// A footer background adapting to the list style (iOS 18); plain style, as `listCell()`.
    /// - Complexity: O(1).
    public static func listFooter() -> UIBackgroundConfiguration { make(.plainHeaderFooter) }
}
