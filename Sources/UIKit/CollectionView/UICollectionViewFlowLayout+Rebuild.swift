import Foundation

extension UICollectionViewFlowLayout {
    /// Asks the data source and delegate for every section's metrics and lays all sections out.
    ///
    /// Item sizes are asked one by one only when the delegate is a `UICollectionViewDelegateFlowLayout`;
    /// while they all agree no per-item storage is made.
    func rebuild(_ collectionView: UICollectionView) {
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        crossExtent = max(0, vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        if crossExtent != measuredCrossExtent || !isSelfSizing {
            // Measurements were made for another width (or self-sizing is off): the cells are measured again.
            measuredSizes = [:]
            staleMeasuredItems = []
            measuredCrossExtent = crossExtent
        }
        let reference = referenceInsets(collectionView)
        let delegate = collectionView.flowDelegate
        let sectionCount = collectionView.numberOfSections
        var result: [FlowLayoutSection] = []
        result.reserveCapacity(sectionCount)
        var position: CGFloat = 0
        for s in 0 ..< sectionCount {
            var section = FlowLayoutSection()
            section.count = collectionView.numberOfItems(inSection: s)
            let sectionInset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: s) ?? self.sectionInset
            section.lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            section.interitemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            if vertical {
                section.insetMainBefore = sectionInset.top; section.insetMainAfter = sectionInset.bottom
                section.insetCrossBefore = sectionInset.left + reference.left; section.insetCrossAfter = sectionInset.right + reference.right
                section.headerMain = max(0, header.height); section.footerMain = max(0, footer.height)
            } else {
                section.insetMainBefore = sectionInset.left; section.insetMainAfter = sectionInset.right
                section.insetCrossBefore = sectionInset.top + reference.top; section.insetCrossAfter = sectionInset.bottom + reference.bottom
                section.headerMain = max(0, header.width); section.footerMain = max(0, footer.width)
            }
            section.crossStart = section.insetCrossBefore
            section.available = max(0, crossExtent - section.insetCrossBefore - section.insetCrossAfter)
            fillSizes(&section, s, collectionView, delegate, vertical)
            applyMeasuredSizes(&section, s, vertical)
            section.layOutLines(from: position)
            position = section.end
            result.append(section)
        }
        sections = result
        updateContentSize(collectionView)
    }

    /// The item sizes of section `s`: one shared size, or per-item arrays once two sizes differ (always
    /// per-item when self-sizing, so measured sizes can be stored).
    private func fillSizes(_ section: inout FlowLayoutSection, _ s: Int, _ collectionView: UICollectionView,
                           _ delegate: (any UICollectionViewDelegateFlowLayout)?, _ vertical: Bool) {
        func split(_ size: CGSize) -> (CGFloat, CGFloat) {
            let clean = CGSize(width: max(0, size.width), height: max(0, size.height))
            return vertical ? (clean.height, min(clean.width, max(section.available, 0))) : (clean.width, min(clean.height, max(section.available, 0)))
        }
        let fallback = split(defaultItemSize)
        guard let delegate, section.count > 0 else {
            (section.uniformMain, section.uniformCross) = fallback
            if isSelfSizing {
                section.mains = [CGFloat](repeating: fallback.0, count: section.count)
                section.crosses = [CGFloat](repeating: fallback.1, count: section.count)
            }
            return
        }
        let first = split(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: s)))
        (section.uniformMain, section.uniformCross) = first
        var mains: [CGFloat]? = nil, crosses: [CGFloat]? = nil
        if isSelfSizing {
            mains = [CGFloat](repeating: first.0, count: section.count)
            crosses = [CGFloat](repeating: first.1, count: section.count)
        }
        for i in 1 ..< section.count {
            let size = split(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: i, section: s)))
            if mains == nil {
                if size == first { continue }
                mains = [CGFloat](repeating: first.0, count: section.count)
                crosses = [CGFloat](repeating: first.1, count: section.count)
            }
            mains![i] = size.0
            crosses![i] = size.1
        }
        section.mains = mains
        section.crosses = crosses
    }

    /// Puts the measured sizes of section `s`'s items over their estimates (self-sizing only).
    /// - Complexity: O(measured items of the section).
    private func applyMeasuredSizes(_ section: inout FlowLayoutSection, _ s: Int, _ vertical: Bool) {
        guard isSelfSizing, let measured = measuredSizes[s], section.mains != nil, section.crosses != nil else { return }
        let available = max(section.available, 1)
        for (i, size) in measured where i < section.count {
            section.mains![i] = vertical ? size.height : size.width
            section.crosses![i] = min(vertical ? size.width : size.height, available)
        }
    }

    /// The extra cross-axis insets `sectionInsetReference` asks for beyond the adjusted content inset.
    private func referenceInsets(_ collectionView: UICollectionView) -> UIEdgeInsets {
        let content = collectionView.adjustedContentInset
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        return UIEdgeInsets(top: max(0, reference.top - content.top), left: max(0, reference.left - content.left),
                            bottom: max(0, reference.bottom - content.bottom), right: max(0, reference.right - content.right))
    }

    func updateContentSize(_ collectionView: UICollectionView) {
        let length = sections.last?.end ?? 0
        contentSize = scrollDirection == .vertical ? CGSize(width: crossExtent, height: length) : CGSize(width: length, height: crossExtent)
    }
}
