import Foundation

/// Item measurements on their way through a batch update: main-axis sizes and the items to measure again,
/// by new section and new item index.
struct MovedMeasurements {
    /// Measured main-axis sizes by new section, then new item.
    var sizes: [Int: [Int: CGFloat]] = [:]
    /// Items whose size stands in until they are measured again (reloaded), by new section.
    var stale: [Int: Set<Int>] = [:]
}

/// One element the compositional layout engine placed: a cell, a supplementary or a decoration.
struct LayoutElement {
    enum Category { case cell, supplementary, decoration }
    var category: Category
    var kind: String?
    var indexPath: IndexPath
    var frame: CGRect
    var zIndex: Int = 0
    var isPinned = false
    var list: ListItemInfo?
}

/// Computes frames for a compositional layout's sections in a container.
///
/// - Sections are resolved once per `prepare` (O(sections)); a section lays its group out once (a
///   template) and positions group `g` at `g × stride` plus the measured deltas before it, so a section
///   with fixed sizes costs O(1) however many items it has.
/// - Rect queries binary-search the sections and then the groups: O(log n + k) for k elements returned.
/// - Self-sizing: measured sizes are stored sparsely per section (per item, and as group deltas in an
///   `ExtentTable`), so a list opened at its middle measures only what is shown; a batch update moves the
///   measurements to their items' new index paths in O(measured items).
@MainActor
final class CompositionalLayoutEngine {
    struct Boundary {
        var item: NSCollectionLayoutBoundarySupplementaryItem
        var size: CGSize
        var leading: Bool
    }

    struct SectionRecord {
        var section: NSCollectionLayoutSection
        var itemCount: Int
        var template: GroupTemplate
        var perGroup: Int
        var groupCount: Int
        var insets: NSDirectionalEdgeInsets
        var crossOrigin: CGFloat
        var crossExtent: CGFloat
        var supplementaryCrossOrigin: CGFloat
        var supplementaryCrossExtent: CGFloat
        var headers: [Boundary] = []
        var footers: [Boundary] = []
        var headerExtent: CGFloat = 0
        var footerExtent: CGFloat = 0
        var orthogonal: Bool
        var extents: ExtentTable?
        var estimatedMain: Bool
        /// Measured main-axis sizes of self-sizing items, by item index (sparse: only measured items).
        var measuredItems: [Int: CGFloat] = [:]
        /// Measured items whose content changed (reloaded, reconfigured): their old size stands in for the
        /// estimate until they are measured again.
        var staleItems: Set<Int> = []

        var groupMain: CGFloat
        var spacing: CGFloat
        var groupsExtent: CGFloat {
            if groupCount == 0 { return 0 }
            if orthogonal { return groupMain + (extents?.delta(at: 0) ?? 0) }
            return CGFloat(groupCount) * (groupMain + spacing) - spacing + (extents?.deltaPrefix(groupCount) ?? 0)
        }
        var mainLead: CGFloat = 0
        var mainTrail: CGFloat = 0
        var extent: CGFloat { headerExtent + mainLead + groupsExtent + mainTrail + footerExtent }
        var groupCross: CGFloat = 0
    }

    var records: [SectionRecord] = []
    private var starts: [CGFloat] = []
    var startsValid = false
    private(set) var vertical = true
    private(set) var containerSize: CGSize = .zero
    private var configuration = UICollectionViewCompositionalLayoutConfiguration()
    var globalHeaders: [Boundary] = []
    var globalFooters: [Boundary] = []
    var globalHeaderExtent: CGFloat = 0
    var globalFooterExtent: CGFloat = 0
    /// Orthogonal scroll offsets (cross-axis) per section.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// Measured supplementary main-axis sizes, by kind and index path.
    var measuredSupplementaries: [String: [IndexPath: CGFloat]] = [:]
    /// Measured main-axis sizes of the configuration's layout-wide boundary items, by kind and index in
    /// their list (headers and footers are listed apart); they do not follow sections through updates.
    var measuredGlobalSupplementaries: [String: [Int: CGFloat]] = [:]
    /// Measured item sizes moved through a batch update, waiting for the next `prepare` to rebuild the
    /// sections' extent tables; nil when there was no update.
    var pendingMeasurements: MovedMeasurements?
    /// Elements produced by queries since creation (the benchmark's work count).
    private(set) var workCount = 0
    /// Whether any section has pinned boundary items (scrolling then needs new attributes).
    private(set) var hasPinnedItems = false
    private(set) var environment = CompositionalLayoutEnvironment(contentSize: .zero, insets: .zero)

    // MARK: Axis helpers

    @inline(__always) func main(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    @inline(__always) func cross(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
    @inline(__always) func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }
    @inline(__always) func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }

    // MARK: Prepare

    /// Resolves every section for `itemCounts` in `environment`, keeping measurements of sections whose
    /// shape did not change, or taking those a batch update moved (`pendingMeasurements`).
    /// - Complexity: O(sections + leaves per group template), plus O(m log n) for m measurements moved by a
    ///   batch update.
    func prepare(sectionProvider: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?,
                 itemCounts: [Int], configuration: UICollectionViewCompositionalLayoutConfiguration,
                 environment: CompositionalLayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        let sizeChanged = containerSize != environment.contentSize || vertical != (configuration.scrollDirection == .vertical)
        vertical = configuration.scrollDirection == .vertical
        containerSize = environment.contentSize
        if sizeChanged {
            measuredSupplementaries = [:]
            measuredGlobalSupplementaries = [:]
        }
        let pending = sizeChanged ? nil : pendingMeasurements
        let moved = pendingMeasurements != nil
        pendingMeasurements = nil
        var old = records
        records.removeAll(keepingCapacity: true)
        records.reserveCapacity(itemCounts.count)
        for (index, count) in itemCounts.enumerated() {
            let section = sectionProvider(index, environment) ?? Self.emptySection()
            var record = makeRecord(section, index: index, itemCount: count)
            if moved {
                // A batch update moved the measurements: rebuild the table, reusing the old storage.
                var storage: ExtentTable? = nil
                if index < old.count { storage = old[index].extents; old[index].extents = nil }
                if let items = pending?.sizes[index], record.estimatedMain {
                    record.measuredItems = items.filter { $0.key < count }
                    record.staleItems = pending?.stale[index]?.filter { $0 < count } ?? []
                    rebuildExtents(&record, reusing: &storage)
                }
            } else if !sizeChanged, index < old.count, old[index].itemCount == count, old[index].groupCount == record.groupCount,
               old[index].groupMain == record.groupMain, old[index].spacing == record.spacing {
                record.extents = old[index].extents
                record.measuredItems = old[index].measuredItems
                record.staleItems = old[index].staleItems
            }
            records.append(record)
        }
        let cr = crossReferenceInsets(configuration.contentInsetsReference)
        let crossAvailable = cross(containerSize) - cr.lead - cr.trail
        globalHeaders = []; globalFooters = []
        for item in configuration.boundarySupplementaryItems {
            var size = item.layoutSize.resolve(in: vertical ? CGSize(width: crossAvailable, height: containerSize.height)
                                                   : CGSize(width: containerSize.width, height: crossAvailable))
            let leading = item.isLeading(vertical: vertical)
            if isEstimatedMain(item),
               let measured = measuredGlobalSupplementaries[item.elementKind]?[leading ? globalHeaders.count : globalFooters.count] {
                if vertical { size.height = measured } else { size.width = measured }
            }
            let b = Boundary(item: item, size: size, leading: leading)
            if b.leading { globalHeaders.append(b) } else { globalFooters.append(b) }
        }
        globalHeaderExtent = globalHeaders.filter { $0.item.extendsBoundary }.map { main($0.size) }.reduce(0, +)
        globalFooterExtent = globalFooters.filter { $0.item.extendsBoundary }.map { main($0.size) }.reduce(0, +)
        startsValid = false
        hasPinnedItems = records.contains { $0.headers.contains { $0.item.pinToVisibleBounds } || $0.footers.contains { $0.item.pinToVisibleBounds } }
    }

    static func emptySection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    /// Leading and trailing cross-axis insets for a reference.
    func crossReferenceInsets(_ reference: UIContentInsetsReference) -> (lead: CGFloat, trail: CGFloat) {
        let insets: NSDirectionalEdgeInsets
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: insets = environment.safeAreaInsets
        case .layoutMargins, .readableContent: insets = environment.layoutMargins
        }
        return vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }

    private func makeRecord(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int) -> SectionRecord {
        let reference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference : section.contentInsetsReference
        let ref = crossReferenceInsets(reference)
        var insets = section.contentInsets
        if vertical { insets.leading += ref.lead; insets.trailing += ref.trail } else { insets.top += ref.lead; insets.bottom += ref.trail }
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let crossLead = vertical ? insets.leading : insets.top
        let crossTrail = vertical ? insets.trailing : insets.bottom
        let crossExtent = max(0, cross(containerSize) - crossLead - crossTrail)
        let groupContainer = vertical ? CGSize(width: crossExtent, height: containerSize.height)
            : CGSize(width: containerSize.width, height: crossExtent)
        let template = GroupTemplate.make(section.group, container: groupContainer, environment: environment)
        let perGroup = max(1, template.leaves.count)
        let groupCount = (itemCount + perGroup - 1) / perGroup
        let estimatedMain = vertical ? (template.estimatedHeight || template.leaves.contains { $0.estimatedHeight })
            : (template.estimatedWidth || template.leaves.contains { $0.estimatedWidth })
        let supplementaryRef = section.supplementaryContentInsetsReference == .automatic ? reference : section.supplementaryContentInsetsReference
        let sref = crossReferenceInsets(supplementaryRef)
        let supCrossOrigin = section.supplementariesFollowContentInsets ? crossLead : sref.lead
        let supCrossExtent = section.supplementariesFollowContentInsets ? crossExtent : max(0, cross(containerSize) - sref.lead - sref.trail)
        var record = SectionRecord(section: section, itemCount: itemCount, template: template, perGroup: perGroup,
                                   groupCount: groupCount, insets: insets, crossOrigin: crossLead, crossExtent: crossExtent,
                                   supplementaryCrossOrigin: supCrossOrigin, supplementaryCrossExtent: supCrossExtent,
                                   orthogonal: orthogonal, extents: nil, estimatedMain: estimatedMain,
                                   groupMain: main(template.size), spacing: section.interGroupSpacing)
        record.mainLead = vertical ? insets.top : insets.leading
        record.mainTrail = vertical ? insets.bottom : insets.trailing
        record.groupCross = cross(template.size)
        let supContainer = vertical ? CGSize(width: supCrossExtent, height: containerSize.height)
            : CGSize(width: containerSize.width, height: supCrossExtent)
        for item in section.boundarySupplementaryItems {
            var size = item.layoutSize.resolve(in: supContainer)
            if isEstimatedMain(item), let measured = measuredSupplementaries[item.elementKind]?[IndexPath(item: 0, section: index)] {
                if vertical { size.height = measured } else { size.width = measured }
            }
            let b = Boundary(item: item, size: size, leading: item.isLeading(vertical: vertical))
            if b.leading {
                record.headers.append(b)
                if item.extendsBoundary { record.headerExtent += main(size) }
            } else {
                record.footers.append(b)
                if item.extendsBoundary { record.footerExtent += main(size) }
            }
        }
        return record
    }

    // MARK: Section positions

    /// Section start offsets on the main axis, rebuilt lazily after a change.
    /// - Complexity: O(sections) after a change, O(1) otherwise.
    func sectionStarts() -> [CGFloat] {
        if startsValid { return starts }
        starts.removeAll(keepingCapacity: true)
        var position = globalHeaderExtent
        for (i, record) in records.enumerated() {
            if i > 0 { position += configuration.interSectionSpacing }
            starts.append(position)
            position += record.extent
        }
        contentMain = position + globalFooterExtent
        startsValid = true
        return starts
    }

    private var contentMain: CGFloat = 0

    /// The layout's content size.
    /// - Complexity: O(1) (O(sections) after a change).
    var contentSize: CGSize {
        _ = sectionStarts()
        return vertical ? CGSize(width: containerSize.width, height: contentMain)
            : CGSize(width: contentMain, height: containerSize.height)
    }

    /// The frame of section `s` (boundary items and insets included; full cross extent).
    func sectionFrame(_ s: Int) -> CGRect {
        let start = sectionStarts()[s]
        return rect(main: start, cross: 0, mainLength: records[s].extent, crossLength: cross(containerSize))
    }

    /// The first section whose end is at or after `offset`.
    func firstSection(endingAfter offset: CGFloat) -> Int {
        let starts = sectionStarts()
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] + records[mid].extent < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func countWork(_ n: Int) { workCount += n }
}
