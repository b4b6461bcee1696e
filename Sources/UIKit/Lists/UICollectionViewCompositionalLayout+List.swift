import Foundation

extension UICollectionViewCompositionalLayout {
    /// The list styling of an element of a list section (nil outside list sections and for decorations).
    ///
    /// Separators (when `showsSeparators`): between rows always; above the first row and below the last
    /// in `.plain` and `.grouped`; never in sidebars or on header rows. `separatorConfiguration`'s
    /// visibilities and `itemSeparatorHandler` override per row. Inset-grouped rows round the first and
    /// last row's outer corners with radius 10.
    /// - Complexity: O(1) (plus the separator handler).
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
        let edgeToEdge = appearance == .plain || appearance == .grouped
        var separators = configuration.separatorConfiguration
        if let handler = configuration.itemSeparatorHandler { separators = handler(element.indexPath, separators) }
        let allowed = configuration.showsSeparators && appearance != .sidebar && appearance != .sidebarPlain && !isHeader
        func resolve(_ visibility: UIListSeparatorConfiguration.Visibility, _ automatic: Bool) -> Bool {
            switch visibility {
            case .automatic: automatic
            case .visible: true
            case .hidden: false
            }
        }
        let top = allowed && resolve(separators.topSeparatorVisibility, i == firstRow && edgeToEdge)
        let bottom = allowed && resolve(separators.bottomSeparatorVisibility, i < count - 1 || edgeToEdge)
        let inset = appearance == .insetGrouped && !isHeader
        return ListItemInfo(appearance: appearance, isHeader: isHeader, isFirst: i == firstRow, isLast: i == count - 1,
                            showsTopSeparator: top, showsBottomSeparator: bottom, separatorColor: separators.color,
                            cornerRadius: inset ? 10 : 0, roundsTop: inset && i == firstRow, roundsBottom: inset && i == count - 1)
    }
}
