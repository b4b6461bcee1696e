import Foundation

extension CompositionalLayoutEngine {
    // MARK: - Geometry of one section

    /// Where section `s`'s first group starts on the main axis.
    func groupsStart(_ s: Int) -> CGFloat {
        sectionStarts()[s] + records[s].headerExtent + records[s].mainLead
    }

    /// The origin of group `g` of section `s`.
    func groupOrigin(_ s: Int, _ g: Int) -> CGPoint {
        let r = records[s]
        if r.orthogonal {
            let offset = orthogonalOffsets[s] ?? 0
            return point(main: groupsStart(s), cross: r.crossOrigin + CGFloat(g) * (r.groupCross + r.spacing) - offset)
        }
        let position = r.extents?.position(g) ?? CGFloat(g) * (r.groupMain + r.spacing)
        return point(main: groupsStart(s) + position, cross: r.crossOrigin)
    }

    /// The frame of item `i` of section `s`.
    /// - Complexity: O(log n) with measurements, O(1) without.
    func itemFrame(_ s: Int, _ i: Int) -> CGRect? {
        guard s >= 0, s < records.count, i >= 0, i < records[s].itemCount else { return nil }
        let r = records[s]
        let g = i / r.perGroup, j = i % r.perGroup
        guard j < r.template.leaves.count else { return nil }
        let leaf = r.template.leaves[j]
        let origin = groupOrigin(s, g)
        var frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
        if r.estimatedMain, let extents = r.extents {
            let delta = extents.delta(at: r.orthogonal ? 0 : g)
            if vertical, leaf.estimatedHeight || r.template.estimatedHeight { frame.size.height += delta }
            if !vertical, leaf.estimatedWidth || r.template.estimatedWidth { frame.size.width += delta }
        }
        return frame
    }

    /// The frame of a section's boundary item `b` (header if `leading`), pinned within `visible` if asked.
    func boundaryFrame(_ s: Int, _ b: Boundary, leading: Bool, visible: CGRect?) -> (CGRect, Bool) {
        let r = records[s]
        let start = sectionStarts()[s]
        let list = leading ? r.headers : r.footers
        var mainPos = leading ? start : start + r.extent - r.footerExtent
        for other in list {
            if other.item === b.item { break }
            if other.item.extendsBoundary { mainPos += main(other.size) }
        }
        let length = main(b.size), crossLength = cross(b.size)
        var crossPos = r.supplementaryCrossOrigin
        switch b.item.alignment {
        case .topTrailing, .bottomTrailing: crossPos += r.supplementaryCrossExtent - crossLength
        case .top, .bottom, .none: if vertical { crossPos += (r.supplementaryCrossExtent - crossLength) / 2 }
        default: break
        }
        if !b.item.extendsBoundary && !leading { mainPos -= length }
        var frame = rect(main: mainPos, cross: crossPos, mainLength: length, crossLength: crossLength)
        frame = frame.offsetBy(dx: b.item.offset.x, dy: b.item.offset.y)
        var pinned = false
        if b.item.pinToVisibleBounds, let visible {
            let sectionEnd = start + r.extent
            let visibleMin = vertical ? visible.minY : visible.minX
            let visibleMax = vertical ? visible.maxY : visible.maxX
            let natural = vertical ? frame.minY : frame.minX
            let target = leading ? min(max(natural, visibleMin), sectionEnd - r.footerExtent - length)
                : max(min(natural, visibleMax - length), start + r.headerExtent)
            if target != natural {
                pinned = true
                frame = vertical ? frame.offsetBy(dx: 0, dy: target - natural) : frame.offsetBy(dx: target - natural, dy: 0)
            }
        }
        return (frame, pinned)
    }

    /// The range of groups of section `s` that may intersect `rect`.
    func groupRange(_ s: Int, in rect: CGRect) -> ClosedRange<Int>? {
        let r = records[s]
        guard r.groupCount > 0 else { return nil }
        if r.orthogonal {
            let offset = orthogonalOffsets[s] ?? 0
            let stride = max(r.groupCross + r.spacing, 0.0001)
            let lo = (vertical ? rect.minX : rect.minY) + offset - r.crossOrigin - r.groupCross
            let hi = (vertical ? rect.maxX : rect.maxY) + offset - r.crossOrigin
            let g0 = max(0, Int(floor(lo / stride))), g1 = min(r.groupCount - 1, Int(floor(hi / stride)))
            return g0 <= g1 ? g0...g1 : nil
        }
        let base = groupsStart(s)
        let lo = (vertical ? rect.minY : rect.minX) - base, hi = (vertical ? rect.maxY : rect.maxX) - base
        let g0: Int, g1: Int
        if let extents = r.extents {
            g0 = extents.group(at: lo); g1 = extents.group(at: hi)
        } else {
            let stride = max(r.groupMain + r.spacing, 0.0001)
            g0 = max(0, min(r.groupCount - 1, Int(floor(lo / stride))))
            g1 = max(0, min(r.groupCount - 1, Int(floor(hi / stride))))
        }
        return g0 <= g1 ? g0...g1 : nil
    }

    // MARK: - Rect queries

    /// Every element whose frame intersects `rect`; pinned boundary items use `visible`.
    /// - Complexity: O(log n + k).
    func elements(in rect: CGRect, visible: CGRect?) -> [LayoutElement] {
        var result: [LayoutElement] = []
        let starts = sectionStarts()
        guard !records.isEmpty else { return globalElements(in: rect, visible: visible) }
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var s = firstSection(endingAfter: lo)
        while s < records.count, starts[s] <= hi {
            appendSection(s, in: rect, visible: visible, to: &result)
            s += 1
        }
        // Pinned headers of sections still visible but starting above the rect are covered above,
        // since their section ends after `lo`.
        result += globalElements(in: rect, visible: visible)
        countWork(result.count)
        return result
    }

    private func globalElements(in rect: CGRect, visible: CGRect?) -> [LayoutElement] {
        var result: [LayoutElement] = []
        var position: CGFloat = 0
        for (n, b) in globalHeaders.enumerated() {
            let frame = self.rect(main: position, cross: 0, mainLength: main(b.size), crossLength: cross(b.size))
            if frame.intersects(rect) {
                result.append(LayoutElement(category: .supplementary, kind: b.item.elementKind,
                                            indexPath: IndexPath(item: n, section: 0), frame: frame, zIndex: b.item.zIndex))
            }
            if b.item.extendsBoundary { position += main(b.size) }
        }
        position = main(contentSize) - globalFooterExtent
        for (n, b) in globalFooters.enumerated() {
            let frame = self.rect(main: position, cross: 0, mainLength: main(b.size), crossLength: cross(b.size))
            if frame.intersects(rect) {
                result.append(LayoutElement(category: .supplementary, kind: b.item.elementKind,
                                            indexPath: IndexPath(item: n, section: 0), frame: frame, zIndex: b.item.zIndex))
            }
            if b.item.extendsBoundary { position += main(b.size) }
        }
        return result
    }

    private func appendSection(_ s: Int, in rect: CGRect, visible: CGRect?, to result: inout [LayoutElement]) {
        let r = records[s]
        let raised = r.section.decorationItems.isEmpty ? 0 : (r.section.decorationItems.map(\.zIndex).max() ?? 0) + 1
        for (n, decoration) in r.section.decorationItems.enumerated() {
            let i = decoration.contentInsets
            let f = sectionFrame(s)
            let frame = CGRect(x: f.minX + i.leading, y: f.minY + i.top, width: max(0, f.width - i.leading - i.trailing),
                               height: max(0, f.height - i.top - i.bottom))
            if frame.intersects(rect) {
                result.append(LayoutElement(category: .decoration, kind: decoration.elementKind,
                                            indexPath: IndexPath(item: n, section: s), frame: frame, zIndex: decoration.zIndex))
            }
        }
        for (leading, list) in [(true, r.headers), (false, r.footers)] {
            for b in list {
                let (frame, pinned) = boundaryFrame(s, b, leading: leading, visible: visible)
                if frame.intersects(rect) {
                    var e = LayoutElement(category: .supplementary, kind: b.item.elementKind,
                                          indexPath: IndexPath(item: 0, section: s), frame: frame,
                                          zIndex: pinned ? max(b.item.zIndex, 10) : b.item.zIndex)
                    e.isPinned = pinned
                    result.append(e)
                }
            }
        }
        guard let groups = groupRange(s, in: rect) else { return }
        for g in groups {
            for j in 0 ..< r.perGroup {
                let i = g * r.perGroup + j
                guard i < r.itemCount, let frame = itemFrame(s, i) else { break }
                let indexPath = IndexPath(item: i, section: s)
                if frame.intersects(rect) {
                    result.append(LayoutElement(category: .cell, kind: nil, indexPath: indexPath, frame: frame,
                                                zIndex: max(r.template.leaves[j].zIndex, raised)))
                }
                for supplementary in r.template.leaves[j].item.supplementaryItems {
                    let size = supplementary.layoutSize.resolve(in: frame.size)
                    let sf = supplementary.containerAnchor.frame(for: size, in: frame)
                    if sf.intersects(rect) {
                        result.append(LayoutElement(category: .supplementary, kind: supplementary.elementKind,
                                                    indexPath: indexPath, frame: sf, zIndex: supplementary.zIndex + raised))
                    }
                }
            }
        }
    }
}
