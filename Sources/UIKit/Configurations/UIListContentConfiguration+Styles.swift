import Foundation

extension UIListContentConfiguration {
    /// The system style a configuration was made from; it decides the defaults `updated(for:)` restores.
    enum Style: Int, Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader

        /// The metrics a style starts with. Values (points; fonts are SF at the Large content size):
        /// - cells: body 17 label text; subheadline 15 secondaryLabel secondary text (value cell: body 17
        ///   secondaryLabel, side by side); margins {11, 16, 11, 8} (ListDump); minimum height 44.
        /// - plain header/footer: 15 semibold label / 13 secondaryLabel, margins {6, 16, 6, 8}.
        /// - grouped header/footer: footnote 13 secondaryLabel, margins {17, 8, 6, 8} (ListDump) /
        ///   {6, 8, 17, 8}; not upper-cased (iOS 15+ behaviour chosen).
        /// - prominent / extra-prominent inset-grouped headers: 20 / 22 bold label, margins {16, 8, 6, 8}
        ///   (FL-list_section).
        /// - sidebar cells: body 17 label, margins {11, 16, 11, 8}, selected text white on the tint;
        ///   sidebar header: 15 semibold secondaryLabel, margins {11, 16, 6, 8}. Sidebar metrics are
        ///   unverified on iOS (no source); these are chosen to match the cell metrics.
        struct Defaults: Sendable {
            var textFont: UIFont
            var textColor: UIColor
            var secondaryFont: UIFont
            var secondaryColor: UIColor
            var margins: NSDirectionalEdgeInsets
            var sideBySide = false
            var minimumHeight: CGFloat = 0

            var secondaryTextColor: UIColor { secondaryColor }
        }

        /// The style's defaults, computed once per style (fonts are immutable and shared).
        var defaults: Defaults { Self.table[rawValue] }

        private static let table: [Defaults] = (0 ... Style.sidebarHeader.rawValue).map { Style(rawValue: $0)!.makeDefaults() }

        private func makeDefaults() -> Defaults {
            let body = UIFont.systemFont(ofSize: 17)
            let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
            switch self {
            case .cell, .sidebarCell, .accompaniedSidebarCell:
                return Defaults(textFont: body, textColor: .label, secondaryFont: .systemFont(ofSize: 15),
                                secondaryColor: .secondaryLabel, margins: cellMargins, minimumHeight: 44)
            case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
                return Defaults(textFont: body, textColor: .label, secondaryFont: .systemFont(ofSize: 15),
                                secondaryColor: .secondaryLabel, margins: cellMargins, minimumHeight: 44)
            case .valueCell:
                return Defaults(textFont: body, textColor: .label, secondaryFont: body, secondaryColor: .secondaryLabel,
                                margins: cellMargins, sideBySide: true, minimumHeight: 44)
            case .plainHeader:
                return Defaults(textFont: .systemFont(ofSize: 15, weight: .semibold), textColor: .label,
                                secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel,
                                margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 8))
            case .plainFooter:
                return Defaults(textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel,
                                secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel,
                                margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 8))
            case .groupedHeader:
                return Defaults(textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel,
                                secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel,
                                margins: NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
            case .groupedFooter:
                return Defaults(textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel,
                                secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel,
                                margins: NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 17, trailing: 8))
            case .prominentInsetGroupedHeader:
                return Defaults(textFont: .boldSystemFont(ofSize: 20), textColor: .label,
                                secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel,
                                margins: NSDirectionalEdgeInsets(top: 16, leading: 8, bottom: 6, trailing: 8))
            case .extraProminentInsetGroupedHeader:
                return Defaults(textFont: .boldSystemFont(ofSize: 22), textColor: .label,
                                secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel,
                                margins: NSDirectionalEdgeInsets(top: 16, leading: 8, bottom: 6, trailing: 8))
            case .sidebarHeader:
                return Defaults(textFont: .systemFont(ofSize: 15, weight: .semibold), textColor: .secondaryLabel,
                                secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel,
                                margins: NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 6, trailing: 8))
            }
        }

        /// Whether selection paints the tint behind the row (text and image turn white).
        var selectsWithTint: Bool { self == .sidebarCell || self == .sidebarSubtitleCell }

        /// Whether the style is a cell (separators align with its text) rather than a header or footer.
        var isCell: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
                 .accompaniedSidebarSubtitleCell: true
            default: false
            }
        }
    }

    static func make(_ style: Style) -> UIListContentConfiguration {
        let d = style.defaults
        var configuration = UIListContentConfiguration(
            style: style,
            text: TextProperties(font: d.textFont, color: d.textColor),
            secondary: TextProperties(font: d.secondaryFont, color: d.secondaryColor),
            margins: d.margins
        )
        configuration.prefersSideBySideTextAndSecondaryText = d.sideBySide
        if style == .sidebarCell || style == .sidebarSubtitleCell || style == .accompaniedSidebarCell
            || style == .accompaniedSidebarSubtitleCell {
            configuration.imageProperties.reservedLayoutSize = CGSize(width: ImageProperties.standardDimension,
                                                                      height: ImageProperties.standardDimension)
        }
        return configuration
    }

    // MARK: - Factories

    /// A one-line cell: body text, optional subheadline secondary text stacked below.
    /// - Complexity: O(1).
    public static func cell() -> UIListContentConfiguration { make(.cell) }
    /// A cell with secondary text stacked below the text.
    /// - Complexity: O(1).
    public static func subtitleCell() -> UIListContentConfiguration { make(.subtitleCell) }
    /// A cell with secondary text trailing the text on the same line when it fits.
    /// - Complexity: O(1).
    public static func valueCell() -> UIListContentConfiguration { make(.valueCell) }
    /// A header for a plain list.
    /// - Complexity: O(1).
    public static func plainHeader() -> UIListContentConfiguration { make(.plainHeader) }
    /// A footer for a plain list.
    /// - Complexity: O(1).
    public static func plainFooter() -> UIListContentConfiguration { make(.plainFooter) }
    /// A header for a grouped or inset-grouped list.
    /// - Complexity: O(1).
    public static func groupedHeader() -> UIListContentConfiguration { make(.groupedHeader) }
    /// A footer for a grouped or inset-grouped list.
    /// - Complexity: O(1).
    public static func groupedFooter() -> UIListContentConfiguration { make(.groupedFooter) }
    /// A prominent (20 pt bold) inset-grouped header (iOS 15).
    /// - Complexity: O(1).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { make(.prominentInsetGroupedHeader) }
    /// An extra-prominent (22 pt bold) inset-grouped header (iOS 15).
    /// - Complexity: O(1).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        make(.extraProminentInsetGroupedHeader)
    }
    /// A sidebar cell (selected: white text on the tint).
    /// - Complexity: O(1).
    public static func sidebarCell() -> UIListContentConfiguration { make(.sidebarCell) }
    /// A sidebar cell with stacked secondary text.
    /// - Complexity: O(1).
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { make(.sidebarSubtitleCell) }
    /// A sidebar cell for a sidebar accompanied by other content (selected: gray background, text unchanged).
    /// - Complexity: O(1).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { make(.accompaniedSidebarCell) }
    /// An accompanied sidebar cell with stacked secondary text.
    /// - Complexity: O(1).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        make(.accompaniedSidebarSubtitleCell)
    }
    /// A sidebar section header.
    /// - Complexity: O(1).
    public static func sidebarHeader() -> UIListContentConfiguration { make(.sidebarHeader) }
    /// A header adapting to the list style (iOS 18). OpenUIKit has no `listEnvironment` trait, so this is
    /// the plain style, as iOS's default when no list environment is known.
    /// - Complexity: O(1).
    public static func header() -> UIListContentConfiguration { make(.plainHeader) }
    /// A footer adapting to the list style (iOS 18); plain style, as `header()`.
    /// - Complexity: O(1).
    public static func footer() -> UIListContentConfiguration { make(.plainFooter) }
}
