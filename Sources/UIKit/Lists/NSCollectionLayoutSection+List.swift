import Foundation

extension NSCollectionLayoutSection {
    static func performList(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = layoutEnvironment.container.contentSize.width
        let margin = ListSectionStyle.listMargin(forWidth: width)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .none
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        var insets = NSDirectionalEdgeInsets.zero
        switch configuration.appearance {
        case .plain: break
        case .grouped: insets.top = configuration.headerMode == .supplementary ? 0 : 35
        case .insetGrouped:
            insets = NSDirectionalEdgeInsets(top: configuration.headerMode == .supplementary ? 0 : 35, leading: margin,
                                             bottom: 0, trailing: margin)
        case .sidebar, .sidebarPlain:
            insets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        section.contentInsets = insets
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let height: CGFloat = grouped ? 38 : 28
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height + (configuration.headerTopPadding ?? 0))),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.listStyle = ListSectionStyle(configuration: configuration, listMargin: margin)
        return section
    }
}
