import Foundation

extension UICollectionViewCompositionalLayout {
    /// The list styling of an element of a list section (nil outside list sections and for decorations).
    ///
    /// Separators (when `showsSeparators`; never in sidebars or on header rows), each row's configuration
    /// being `separatorConfiguration` passed through `itemSeparatorHandler`:
    /// - Automatic visibility: a line below every row but the last of an inset-grouped section; above the
    ///   first row only in `.grouped` (iOS: plain lists draw no line above their first row, but do below
    ///   their last). `.visible`/`.hidden` override.
    /// - The line between two rows is one line, drawn as the upper row's bottom separator (its insets and
    ///   colour): the lower row's `topSeparatorVisibility == .hidden` hides it, and a lower row's `.visible`
    ///   top separator is drawn (with its own insets) only when the upper row's bottom one is hidden.
    ///   UIKit documents no rule for the shared line; this one is chosen so each line is drawn once.
    /// - Insets are resolved by the cell: an automatic leading inset aligns with the text (0 for the
    ///   outer lines of a `.grouped` section), an automatic trailing inset is 0.
    /// Inset-grouped rows round the first and last row's outer corners with radius 10.
    /// - Complexity: O(1) (plus up to three calls of the separator handler).
    func listInfo(for element: LayoutElement) -> ListItemInfo? {
        let s = element.indexPath.section
        guard element.category != .decoration, element.indexPath.count == 2, s < engine.records.count,
              let style = engine.records[s].section.listStyle else { return nil }
        let configuration = style.configuration
        let appearance = configuration.appearance
        let count = engine.records[s].itemCount
        if element.category == .supplementary {
            return ListItemInfo(appearance: appearance, isHeader: element.kind == UICollectionView.elementKindSectionHeader,
                                isFooter: element.kind == UICollectionView.elementKindSectionFooter,
                                isFirst: false, isLast: false, showsTopSeparator: false, showsBottomSeparator: false,
                                separatorColor: configuration.separatorConfiguration.color, cornerRadius: 0,
                                roundsTop: false, roundsBottom: false)
        }
        let i = element.indexPath.item
        let isHeader = configuration.headerMode == .firstItemInSection && i == 0
        let firstRow = configuration.headerMode == .firstItemInSection ? 1 : 0
        func separators(at item: Int) -> UIListSeparatorConfiguration {
            let base = configuration.separatorConfiguration
            guard let handler = configuration.itemSeparatorHandler else { return base }
            return handler(IndexPath(item: item, section: s), base)
        }
        func resolve(_ visibility: UIListSeparatorConfiguration.Visibility, _ automatic: Bool) -> Bool {
            switch visibility {
            case .automatic: automatic
            case .visible: true
            case .hidden: false
            }
        }
        func showsBottom(_ item: Int, _ own: UIListSeparatorConfiguration) -> Bool {
            resolve(own.bottomSeparatorVisibility, item < count - 1 || appearance != .insetGrouped)
        }
        let allowed = configuration.showsSeparators && appearance != .sidebar && appearance != .sidebarPlain && !isHeader
        let mine = separators(at: i)
        var top = false, bottom = false
        if allowed {
            bottom = showsBottom(i, mine)
            if bottom, i < count - 1, separators(at: i + 1).topSeparatorVisibility == .hidden { bottom = false }
            if i == firstRow {
                top = resolve(mine.topSeparatorVisibility, appearance == .grouped)
            } else if mine.topSeparatorVisibility == .visible {
                top = !showsBottom(i - 1, separators(at: i - 1))
            }
        }
        let inset = appearance == .insetGrouped && !isHeader
        return ListItemInfo(appearance: appearance, isHeader: isHeader, isFirst: i == firstRow, isLast: i == count - 1,
                            showsTopSeparator: top, showsBottomSeparator: bottom, separatorColor: mine.color,
                            topSeparatorInsets: mine.topSeparatorInsets, bottomSeparatorInsets: mine.bottomSeparatorInsets,
                            cornerRadius: inset ? 10 : 0, roundsTop: inset && i == firstRow, roundsBottom: inset && i == count - 1)
    }
}
