import Foundation

/// List metrics and styling a list section carries into the layout, and the per-row information list
/// cells read from their layout attributes.
///
/// Metrics chosen (points; uikit-visual-metrics §3):
/// - rows: width of the section's content, estimated height 44, self-sizing;
/// - plain: no section insets; sidebar and sidebarPlain: insets leading/trailing 10 (rounded selection);
/// - grouped: 35 top gap for the first section and sections without a header, 0 bottom; inset-grouped:
///   the same plus leading/trailing insets of the list margin (16 below a 414-pt width, 20 at or above);
/// - inset-grouped row corners: radius 10 on the first and last row of a section;
/// - supplementary headers: estimated 38 (grouped), 28 (plain), self-sizing; footers estimated 28.
struct ListSectionStyle {
    var configuration: UICollectionLayoutListConfiguration
    var listMargin: CGFloat

    static func listMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}

/// What a list cell needs to know about its place in its section: style, header role, position, and the
/// separators and corners to draw.
struct ListItemInfo: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isHeader: Bool
    var isFooter = false
    var isFirst: Bool
    var isLast: Bool
    var showsTopSeparator: Bool
    var showsBottomSeparator: Bool
    var separatorColor: UIColor
    /// The row's top separator insets (`UIListSeparatorConfiguration.automaticInsets` edges: the cell decides).
    var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The row's bottom separator insets (`UIListSeparatorConfiguration.automaticInsets` edges: the cell decides).
    var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The radius of the section's rounded corners (10 for inset-grouped sections), drawn continuous by
    /// the row's background (`BackgroundConfigurationView`), as on iOS.
    var cornerRadius: CGFloat
    var roundsTop: Bool
    var roundsBottom: Bool
}
