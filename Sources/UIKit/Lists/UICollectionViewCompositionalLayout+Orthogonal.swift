import Foundation

extension UICollectionViewCompositionalLayout {
    /// Creates, places and removes the embedded scroll views of orthogonal sections.
    /// - Complexity: O(orthogonal sections).
    func updateOrthogonalScrollers(in collectionView: UICollectionView) {
        var keep = Set<Int>()
        for (s, record) in engine.records.enumerated() where record.orthogonal && record.groupCount > 0 {
            keep.insert(s)
            let scroller = orthogonalScrollers[s] ?? {
                let view = OrthogonalScrollView(section: s)
                view.owner = self
                collectionView.addSubview(view)
                orthogonalScrollers[s] = view
                return view
            }()
            scroller.vertical = engine.vertical
            scroller.configure(behavior: record.section.orthogonalScrollingBehavior)
            let groupsExtent = record.groupsExtent
            let band = engine.rect(main: engine.groupsStart(s), cross: 0, mainLength: groupsExtent,
                                   crossLength: engine.cross(engine.containerSize))
            if scroller.frame != band { scroller.frame = band }
            let total = record.crossOrigin + CGFloat(record.groupCount) * (record.groupCross + record.spacing) - record.spacing
                + (engine.vertical ? record.insets.trailing : record.insets.bottom)
            let size = engine.vertical ? CGSize(width: total, height: groupsExtent) : CGSize(width: groupsExtent, height: total)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.groupStride = record.groupCross + record.spacing
            scroller.groupExtent = record.groupCross
            scroller.leadingInset = record.crossOrigin
            scroller.applyCenteringInsets(sectionLeading: record.crossOrigin,
                                          sectionTrailing: engine.vertical ? record.insets.trailing : record.insets.bottom)
        }
        for (s, scroller) in orthogonalScrollers where !keep.contains(s) {
            scroller.removeFromSuperview()
            orthogonalScrollers[s] = nil
            engine.orthogonalOffsets[s] = nil
        }
    }

    /// The embedded scroll view of orthogonal section `section` moved.
    func orthogonalOffsetDidChange(section: Int, offset: CGFloat) {
        guard engine.orthogonalOffsets[section] != offset else { return }
        engine.orthogonalOffsets[section] = offset
        let context = UICollectionViewLayoutInvalidationContext()
        invalidateLayout(with: context)
    }

    /// The embedded scroll view of an orthogonal section (nil for other sections); OpenUIKit addition for
    /// tests and tools (UIKit's is private).
    /// - Complexity: O(1).
    public func orthogonalScrollView(forSection section: Int) -> UIScrollView? { orthogonalScrollers[section] }

    /// Runs each section's visible-items invalidation handler on its elements in `attributes`.
    /// - Complexity: O(k).
    func runVisibleItemsHandlers(_ attributes: inout [UICollectionViewLayoutAttributes]) {
        var bySection: [Int: [VisibleItem]] = [:]
        for a in attributes where a.indexPath.count == 2 && a.indexPath.section < engine.records.count {
            guard engine.records[a.indexPath.section].section.visibleItemsInvalidationHandler != nil else { continue }
            bySection[a.indexPath.section, default: []].append(VisibleItem(a))
        }
        for (s, items) in bySection {
            guard let handler = engine.records[s].section.visibleItemsInvalidationHandler else { continue }
            let offset: CGPoint
            if engine.records[s].orthogonal {
                let o = engine.orthogonalOffsets[s] ?? 0
                offset = engine.vertical ? CGPoint(x: o, y: 0) : CGPoint(x: 0, y: o)
            } else {
                offset = collectionView?.contentOffset ?? .zero
            }
            handler(items, offset, engine.environment)
        }
    }
}

/// The visible item the invalidation handler sees, writing through to the attributes.
@MainActor
final class VisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.size) }
    var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { attributes.representedElementKind ?? "cell" }
}

extension UICollectionViewCompositionalLayout {
    /// Elements the layout engine produced since the layout was created, and groups it holds measured
    /// sizes for: the work figures the list benchmarks print (OpenUIKit addition, SPI).
    /// - Complexity: O(sections) for the measured count.
    @_spi(OpenUIKitBenchmarks)
    public var engineWork: (elements: Int, measuredGroups: Int) {
        (engine.workCount, engine.records.reduce(0) { $0 + ($1.extents?.measured.count ?? 0) })
    }
}
