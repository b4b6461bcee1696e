import Foundation

extension UICollectionViewFlowLayout {
    /// Every header, item and footer intersecting `rect`. - Complexity: O(log n + k).
    func flowElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        let crossLo = vertical ? rect.minX : rect.minY, crossHi = vertical ? rect.maxX : rect.maxY
        var result: [UICollectionViewLayoutAttributes] = []
        var s = firstSection(endingAfter: lo)
        while s < sections.count && sections[s].start < hi {
            let section = sections[s]
            if section.headerMain > 0, let header = headerAttributes(s), Self.overlaps(header.frame, rect) || sectionHeadersPinToVisibleBounds {
                result.append(header)
            }
            for i in section.itemRange(mainFrom: lo, to: hi) {
                let g = section.itemGeometry(i)
                guard g.cross < crossHi && g.cross + g.crossSize > crossLo, g.main < hi, g.main + g.mainSize > lo else { continue }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                attributes.frame = frame(main: g.main, cross: g.cross, mainSize: g.mainSize, crossSize: g.crossSize)
                result.append(attributes)
            }
            if section.footerMain > 0, let footer = footerAttributes(s), Self.overlaps(footer.frame, rect) || sectionFootersPinToVisibleBounds {
                result.append(footer)
            }
            s += 1
        }
        return result
    }

    /// The item's attributes, nil out of range.
    func flowItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < sections.count else { return nil }
        let section = sections[indexPath[0]]
        guard indexPath[1] >= 0, indexPath[1] < section.count else { return nil }
        let g = section.itemGeometry(indexPath[1])
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(main: g.main, cross: g.cross, mainSize: g.mainSize, crossSize: g.crossSize)
        return attributes
    }

    /// A header's or footer's attributes, nil when the section has none.
    func flowSupplementary(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath[0])
        case UICollectionView.elementKindSectionFooter: return footerAttributes(indexPath[0])
        default: return nil
        }
    }

    // MARK: Helpers

    /// Strict overlap, as `CGRectIntersectsRect`: rects that only touch do not overlap.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.maxX > b.minX && a.minX < b.maxX && a.maxY > b.minY && a.minY < b.maxY
    }

    func frame(main: CGFloat, cross: CGFloat, mainSize: CGFloat, crossSize: CGFloat) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
            : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
    }

    /// The first section whose end is after `main`. - Complexity: O(log sections).
    func firstSection(endingAfter main: CGFloat) -> Int {
        var a = 0, b = sections.count
        while a < b {
            let mid = (a + b) / 2
            if sections[mid].end <= main { a = mid + 1 } else { b = mid }
        }
        return a
    }

    /// The visible main-axis range (bounds inside the adjusted content inset) for pinning.
    private func visibleMainRange() -> (CGFloat, CGFloat) {
        guard let collectionView else { return (0, 0) }
        let b = collectionView.bounds, inset = collectionView.adjustedContentInset
        return scrollDirection == .vertical ? (b.minY + inset.top, b.maxY - inset.bottom) : (b.minX + inset.left, b.maxX - inset.right)
    }

    func headerAttributes(_ s: Int) -> UICollectionViewLayoutAttributes? {
        guard s >= 0, s < sections.count, sections[s].headerMain > 0 else { return nil }
        let section = sections[s]
        var main = section.start
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: s))
        if sectionHeadersPinToVisibleBounds {
            let (visibleLo, _) = visibleMainRange()
            let limit = section.end - section.footerMain - section.headerMain
            main = max(section.start, min(visibleLo, limit))
            attributes.zIndex = 1024
        } else {
            attributes.zIndex = 10
        }
        attributes.frame = frame(main: main, cross: 0, mainSize: section.headerMain, crossSize: crossExtent)
        return attributes
    }

    func footerAttributes(_ s: Int) -> UICollectionViewLayoutAttributes? {
        guard s >= 0, s < sections.count, sections[s].footerMain > 0 else { return nil }
        let section = sections[s]
        var main = section.end - section.footerMain
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                          with: IndexPath(item: 0, section: s))
        if sectionFootersPinToVisibleBounds {
            let (_, visibleHi) = visibleMainRange()
            let lowest = section.start + section.headerMain
            main = min(main, max(lowest, visibleHi - section.footerMain))
            attributes.zIndex = 1024
        } else {
            attributes.zIndex = 10
        }
        attributes.frame = frame(main: main, cross: 0, mainSize: section.footerMain, crossSize: crossExtent)
        return attributes
    }
}
