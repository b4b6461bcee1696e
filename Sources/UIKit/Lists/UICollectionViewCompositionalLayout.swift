import Foundation

/// A layout composed of sections, groups and items; lists are compositional layouts built from a list
/// configuration.
///
/// Parity: UIKit's `UICollectionViewCompositionalLayout` (iOS 13/14): `init(section:)`,
/// `init(section:configuration:)`, `init(sectionProvider:)`, `init(sectionProvider:configuration:)`,
/// `configuration` (assigning it invalidates; the layout keeps a copy), `list(using:)`. The section
/// provider runs once per section on every `prepare()` after an invalidation of the data or the
/// container size — not on scroll. Self-sizing items report their size through
/// `preferredLayoutAttributesFitting(_:)` when they first appear; a size change of an element starting above
/// the visible top edge
/// moves the content offset by the same amount, so what is on screen does not jump. Measured sizes follow
/// their items through batch updates and interactive movement (deleted items' sizes go away, inserted items
/// start at the estimate, reloaded and reconfigured items are measured again, keeping their old size until
/// then), and a visible cell whose size is still an estimate is measured in the same layout pass. Section
/// boundary items (headers and footers, including a list's `.supplementary` ones) with an estimated
/// main-axis size self-size the same way, in the same pass (layout-wide boundary items too); their
/// measurements follow their sections.
/// Orthogonal sections get an embedded `UIScrollView` each (as UIKit does) that scrolls the section's
/// cells independently along the orthogonal axis.
/// - Complexity: `prepare()` O(sections) with fixed sizes; rect queries O(log n + k).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let provider: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    var configurationStorage: UICollectionViewCompositionalLayoutConfiguration
    let engine = CompositionalLayoutEngine()
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// Set by `list(using:)`: the collection view takes the list's background (section providers' list
    /// sections give theirs too, see `prepare()`).
    var listConfiguration: UICollectionLayoutListConfiguration?
    var needsFullPrepare = true
    var preparedSize: CGSize = .zero

    /// A layout repeating one section description for every section.
    /// - Complexity: O(1).
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout repeating one section description, with a configuration.
    /// - Complexity: O(1).
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        configurationStorage = configuration.copyConfiguration()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section's description.
    /// - Complexity: O(1).
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section's description, with a configuration.
    /// - Complexity: O(1).
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        configurationStorage = configuration.copyConfiguration()
        super.init()
    }

    /// A list layout: every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    /// - Complexity: O(1).
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
        layout.listConfiguration = configuration
        return layout
    }

    /// The layout-wide configuration; assigning invalidates the layout (the layout keeps a copy).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { configurationStorage.copyConfiguration() }
        set {
            configurationStorage = newValue.copyConfiguration()
            invalidateLayout()
        }
    }

    /// The attributes class: the base attributes plus list styling.
    open override class var layoutAttributesClass: AnyClass { CompositionalLayoutAttributes.self }

    // MARK: - Preparing

    /// Resolves every section for the collection view's current counts and size.
    /// - Complexity: O(sections).
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        if !needsFullPrepare, collectionView.bounds.size == preparedSize {
            updateOrthogonalScrollers(in: collectionView)
            return
        }
        needsFullPrepare = false
        preparedSize = collectionView.bounds.size
        let sections = collectionView.numberOfSections
        var counts = [Int](repeating: 0, count: sections)
        for s in 0 ..< sections { counts[s] = collectionView.numberOfItems(inSection: s) }
        let environment = CompositionalLayoutEnvironment(contentSize: collectionView.bounds.size, insets: .zero)
        let safe = collectionView.safeAreaInsets, margins = collectionView.layoutMargins
        environment.safeAreaInsets = NSDirectionalEdgeInsets(top: safe.top, leading: safe.left, bottom: safe.bottom, trailing: safe.right)
        environment.layoutMargins = NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom,
                                                            trailing: margins.right)
        engine.prepare(sectionProvider: provider, itemCounts: counts, configuration: configurationStorage, environment: environment)
        // A list's background: `list(using:)`'s configuration, else (a section provider returning
        // `NSCollectionLayoutSection.list(using:layoutEnvironment:)`) the first list section's, as UIKit.
        if collectionView.backgroundColor == nil,
           let list = listConfiguration ?? engine.records.lazy.compactMap({ $0.section.listStyle?.configuration }).first {
            collectionView.backgroundColor = list.resolvedBackgroundColor
        }
        updateOrthogonalScrollers(in: collectionView)
    }

    /// The content size the engine computed.
    /// - Complexity: O(1) (O(sections) after a self-sizing change).
    open override var collectionViewContentSize: CGSize { engine.contentSize }

    /// Every element intersecting `rect`.
    /// - Complexity: O(log n + k).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let visible = collectionView.map { CGRect(origin: $0.contentOffset, size: $0.bounds.size) }
        let elements = engine.elements(in: rect, visible: visible)
        var result = elements.map(attributes(for:))
        runVisibleItemsHandlers(&result)
        return result
    }

    /// The cell at `indexPath`.
    /// - Complexity: O(log n).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let frame = engine.itemFrame(indexPath.section, indexPath.item) else { return nil }
        return attributes(for: LayoutElement(category: .cell, kind: nil, indexPath: indexPath, frame: frame))
    }

    /// The supplementary view of `elementKind` at `indexPath`.
    /// - Complexity: O(log n + k).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementAttributes(kind: elementKind, indexPath: indexPath, category: .supplementary)
    }

    /// The decoration view of `elementKind` at `indexPath`.
    /// - Complexity: O(log n + k).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementAttributes(kind: elementKind, indexPath: indexPath, category: .decoration)
    }

    // MARK: - Invalidation

    /// True when the width changes (sections re-resolve) or a section has pinned boundary items.
    /// - Complexity: O(1).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if newBounds.size != preparedSize { _ = collectionView; return true }
        return engine.hasPinnedItems
    }

    /// True when a self-sizing element's measured size differs from the layout's. A cell measured at exactly
    /// its current size is recorded as measured (so it is not measured again while it stays visible). A
    /// supplementary view counts only when it is a section boundary item with an estimated main-axis size,
    /// and only its main-axis size (its cross size is the layout's); one measured at its current size is
    /// recorded too.
    /// - Complexity: O(log n).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        if originalAttributes.representedElementCategory == .supplementaryView {
            let path = originalAttributes.indexPath
            guard let kind = originalAttributes.representedElementKind,
                  engine.supplementarySizing(kind: kind, indexPath: path).selfSizing else { return false }
            if abs(engine.main(preferredAttributes.size) - engine.main(originalAttributes.size)) < 0.001 {
                _ = engine.setMeasuredSupplementarySize(preferredAttributes.size, kind: kind, indexPath: path)
                return false
            }
            return true
        }
        if preferredAttributes.size == originalAttributes.size {
            if originalAttributes.representedElementCategory == .cell {
                let path = originalAttributes.indexPath
                _ = engine.setMeasuredItemSize(preferredAttributes.size, section: path.section, item: path.item)
            }
            return false
        }
        return true
    }

    /// Records the measured size; a change of an element that starts above the visible top edge adjusts
    /// the content offset by the same amount, so the rows on screen do not move. For a header or footer
    /// "starts" is its unpinned position (a pinned header shows at the top edge while its section, and so
    /// the content its size moves, may start above it).
    /// - Complexity: O(log n) (O(sections) for the next query after a change).
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let path = originalAttributes.indexPath
        let change: CGFloat
        var start = engine.vertical ? originalAttributes.frame.minY : originalAttributes.frame.minX
        if originalAttributes.representedElementCategory == .cell {
            change = engine.setMeasuredItemSize(preferredAttributes.size, section: path.section, item: path.item)
        } else if let kind = originalAttributes.representedElementKind {
            start = engine.naturalSupplementaryStart(kind: kind, indexPath: path) ?? start
            change = engine.setMeasuredSupplementarySize(preferredAttributes.size, kind: kind, indexPath: path)
        } else {
            change = 0
        }
        if change != 0, let collectionView {
            let top = engine.vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
            if start < top - 0.5 {
                context.contentOffsetAdjustment = engine.vertical ? CGPoint(x: 0, y: change) : CGPoint(x: change, y: 0)
            }
            context.contentSizeAdjustment = engine.vertical ? CGSize(width: 0, height: change) : CGSize(width: change, height: 0)
        }
        return context
    }

    /// Invalidates; applies a context's content-offset adjustment at once, so measured sizes above the
    /// visible area do not move what is shown.
    /// - Complexity: O(1).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsFullPrepare = true }
        if context.contentOffsetAdjustment != .zero, let collectionView {
            var offset = collectionView.contentOffset
            offset.x += context.contentOffsetAdjustment.x
            offset.y += context.contentOffsetAdjustment.y
            let size = engine.contentSize
            collectionView.contentSize = size
            collectionView.contentOffset = offset
        }
        super.invalidateLayout(with: context)
    }

    // MARK: - Self-sizing through updates

    /// Measured sizes follow their items (and boundary supplementaries their sections) through a batch update
    /// or an interactive movement step; reloaded items keep their old size until measured again (so an
    /// off-screen reload above the visible rows does not move them); the next `prepare()` rebuilds the
    /// sections from them.
    /// - Complexity: O(measured elements).
    override func remapMeasuredSizes(item: (IndexPath) -> (path: IndexPath, remeasure: Bool)?, section: (Int) -> Int?) {
        engine.remapMeasurements(item: item, section: section)
        needsFullPrepare = true
    }

    /// Section boundary items (headers, footers, list `.supplementary` headers and footers) with an
    /// estimated main-axis size are self-sizing; they need measuring while they have no measurement (first
    /// shown, or after a width change dropped it).
    ///
    /// UIKit parity: UIKit measures estimated boundary items as it does cells; so are the configuration's
    /// layout-wide boundary items here. Item-anchored supplementary items are not measured (documented
    /// deviation).
    /// - Complexity: O(boundary items of the section).
    override func supplementarySizing(ofKind kind: String, at indexPath: IndexPath) -> (selfSizing: Bool, needsMeasurement: Bool) {
        engine.supplementarySizing(kind: kind, indexPath: indexPath)
    }

    /// Whether the item's main-axis size is estimated and not measured yet.
    /// - Complexity: O(1).
    override func needsMeasurementOfItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && engine.needsMeasurement(section: indexPath.section, item: indexPath.item)
    }

    /// Marks the items' measurements stale (their frames keep the old measured extent until re-measured).
    /// - Complexity: O(k).
    override func forgetMeasuredSizes(ofItemsAt indexPaths: [IndexPath]) {
        for path in indexPaths where path.count == 2 { engine.forgetMeasurement(section: path.section, item: path.item) }
    }

    // MARK: - Private

    func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
        let a: CompositionalLayoutAttributes
        switch element.category {
        case .cell: a = CompositionalLayoutAttributes(forCellWith: element.indexPath)
        case .supplementary: a = CompositionalLayoutAttributes(forSupplementaryViewOfKind: element.kind ?? "", with: element.indexPath)
        case .decoration: a = CompositionalLayoutAttributes(forDecorationViewOfKind: element.kind ?? "", with: element.indexPath)
        }
        a.frame = element.frame
        a.zIndex = element.zIndex
        a.listInfo = listInfo(for: element)
        return a
    }

    private func elementAttributes(kind: String, indexPath: IndexPath, category: LayoutElement.Category) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section < engine.records.count else { return nil }
        let frame = engine.sectionFrame(indexPath.section)
        let visible = collectionView.map { CGRect(origin: $0.contentOffset, size: $0.bounds.size) }
        let probe = frame.insetBy(dx: -1, dy: -1)
        let match = engine.elements(in: probe.union(visible ?? probe), visible: visible).first {
            $0.category == category && $0.kind == kind && $0.indexPath == indexPath
        }
        return match.map(attributes(for:))
    }
}

/// The closure type of a compositional layout's section provider (UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
