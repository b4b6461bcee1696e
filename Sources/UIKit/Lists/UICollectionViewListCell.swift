import Foundation

/// A cell of a list layout: list content and background defaults for its list's appearance,
/// accessories, indentation, separators and the outline state of its item.
///
/// Parity: UIKit's `UICollectionViewListCell` (iOS 14). `defaultContentConfiguration()` returns the
/// style for the cell's place: `cell()` for rows, `groupedHeader()`/`plainHeader()`/`sidebarHeader()` for
/// a `.firstItemInSection` header row, `sidebarCell()`/`accompaniedSidebarCell()` in sidebars. Without
/// a `backgroundConfiguration` the cell shows its list's default background (plain `systemBackground`,
/// grouped `secondarySystemGroupedBackground`, sidebars clear with rounded selection; `systemGray4`
/// when highlighted or selected), with inset-grouped corners rounded (radius 10) on the first and last
/// rows. Separators are one device pixel of the row's separator colour; with automatic insets they start
/// at the text's leading edge (`separatorLayoutGuide`; the cell's edge on a grouped section's outer lines)
/// and run to the cell's trailing edge, otherwise the row's `UIListSeparatorConfiguration` insets apply
/// per edge (leading and trailing, from the cell's edges). They stay put while the row swipes. Indentation: `indentationLevel`
/// × `indentationWidth` (default 10 pt, as `UITableViewCell`; chosen since UIKit's list value is
/// unverified); the level comes from the data source's section snapshot. Swipe actions: see
/// `ListSwipeController` (the list configuration's leading/trailing providers). Layout margins: in a list
/// section 16 pt leading and trailing (20 for collection views at least 414 pt wide), 0 top and bottom;
/// outside a list section (an orthogonal section's header, a grid) UIView's default 8 pt on every side.
/// Either way the cell preserves its superview's (the collection view's) left and right margins where
/// they reach into it, as UIKit's list cells do (`preservesSuperviewLayoutMargins` is true, on the
/// horizontal edges only), and a `UIListContentConfiguration`'s margins are minimums against them on its
/// preserved axes.
/// - Complexity: Layout O(accessories); no text measurement unless the content changed.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    var listInfo: ListItemInfo?
    private var accessoryViews: [CellAccessoryView] = []
    /// The line along the top edge (hidden unless the row shows a top separator).
    let topSeparator = UIView()
    /// The line along the bottom edge (hidden unless the row shows a bottom separator).
    let bottomSeparator = UIView()
    private let separatorGuide = UILayoutGuide()
    var outlineHasChildren = false
    private(set) lazy var swipe = ListSwipeController(row: self)

    /// A list cell preserves only its superview's left and right margins (see the type's notes).
    override var superviewMarginEdges: UIRectEdge { [.left, .right] }

    /// Creates a list cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureListCell()
    }

    /// Creates a list cell from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureListCell()
    }

    private func configureListCell() {
        separatorGuide.owningView = self
        separatorGuide.identifier = "UICollectionViewListCell-separator"
        for separator in [topSeparator, bottomSeparator] {
            separator.isHidden = true
            separator.isUserInteractionEnabled = false
            addSubview(separator)
        }
        preservesSuperviewLayoutMargins = true
        configurationStorage.automaticBackground = UIBackgroundConfiguration.listPlainCell()
        _ = swipe
    }

    /// The list content configuration for this cell's list style and place (see the type's notes).
    /// - Complexity: O(1).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let info = listInfo else { return .cell() }
        if info.isFooter {
            switch info.appearance {
            case .plain, .sidebar, .sidebarPlain: return .plainFooter()
            case .grouped, .insetGrouped: return .groupedFooter()
            }
        }
        if info.isHeader {
            switch info.appearance {
            case .plain: return .plainHeader()
            case .grouped, .insetGrouped: return .groupedHeader()
            case .sidebar, .sidebarPlain: return .sidebarHeader()
            }
        }
        switch info.appearance {
        case .sidebar: return .sidebarCell()
        case .sidebarPlain: return .accompaniedSidebarCell()
        default: return .cell()
        }
    }

    /// The accessories, placed by the system (see `UICellAccessory`).
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    /// The indentation level (set from the section snapshot's hierarchy for outline items).
    open var indentationLevel: Int = 0 { didSet { if oldValue != indentationLevel { setNeedsLayout() } } }

    /// Points of indentation per level (default 10).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Whether leading accessories move with the indentation (default true).
    open var indentsAccessories: Bool = true { didSet { setNeedsLayout() } }

    /// Where separators start: its leading edge is the text's leading edge (valid after layout).
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide }

    // MARK: - Collection view hooks

    /// Reads the list styling the compositional layout attached to the attributes.
    /// - Complexity: O(1).
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let info = (layoutAttributes as? CompositionalLayoutAttributes)?.listInfo
        guard info != listInfo else { return }
        listInfo = info
        if info != nil {
            let width = (superview as? UICollectionView)?.bounds.width ?? layoutAttributes.size.width
            let m = ListSectionStyle.listMargin(forWidth: width)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: m, bottom: 0, trailing: m)
        } else {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        configurationStorage.automaticBackground = automaticBackground(for: info)
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }

    /// Resets accessories' state for reuse (configurations are updated on the next layout).
    open override func prepareForReuse() {
        super.prepareForReuse()
        swipe.close(animated: false)
        configurationStorage.isSwiped = false
    }


    /// Sizes to the content configuration's view at the given width (self-sizing rows).
    /// - Complexity: O(1) when the text was measured at this width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentConfigurationFittingSize(size) ?? CGSize(width: size.width, height: 44)
    }

    /// Lays out the outline state, content, accessories and separators.
    open override func layoutSubviews() {
        refreshOutlineState()
        layoutAccessoryInsets()
        super.layoutSubviews()
        layoutAccessoriesAndSeparators()
        if isRightToLeft { mirrorFramesForRightToLeft(rightToLeftMirroredParts) }
        swipe.layoutButtons()
    }

    // MARK: - Private

    private func automaticBackground(for info: ListItemInfo?) -> UIBackgroundConfiguration {
        guard let info else { return .listPlainCell() }
        var background: UIBackgroundConfiguration
        let chrome = info.isHeader || info.isFooter
        switch info.appearance {
        case .plain: background = chrome ? .listPlainHeaderFooter() : .listPlainCell()
        case .grouped, .insetGrouped: background = chrome ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar: background = chrome ? .listSidebarHeader() : .listSidebarCell()
        case .sidebarPlain: background = chrome ? .listSidebarHeader() : .listAccompaniedSidebarCell()
        }
        if info.roundsTop || info.roundsBottom { background.cornerRadius = info.cornerRadius }
        return background
    }

    private func rebuildAccessories() {
        // A reused cell usually sets the same accessories again: keep their views (new handlers only).
        if accessoryViews.count == accessories.count,
           zip(accessoryViews, accessories).allSatisfy({ $0.accessory.looksLike($1) }) {
            for (view, accessory) in zip(accessoryViews, accessories) {
                view.accessory = accessory
                view.onTap = { [weak self] in self?.accessoryTapped(accessory) }
            }
            return
        }
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = CellAccessoryView(accessory: accessory)
            view.onTap = { [weak self] in self?.accessoryTapped(accessory) }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// The shown outline disclosure styled as a header's (`.header`, or `.automatic` on a header row), if
    /// any: a tap anywhere in such a row toggles it, and the row itself is not selectable (Apple's
    /// documentation of `UICellAccessory.OutlineDisclosureOptions.Style.header`).
    /// - Complexity: O(accessories).
    var headerOutlineDisclosure: UICellAccessory? {
        let editing = (superview as? UICollectionView)?.isEditing ?? false
        return accessories.first { accessory in
            guard case .outlineDisclosure(let style, _) = accessory.kind, shows(accessory, editing: editing) else { return false }
            return style == .header || (style == .automatic && (listInfo?.isHeader ?? false))
        }
    }

    /// A tap on a header row with a header-style outline disclosure: the disclosure's action.
    func headerRowTapped() {
        if let accessory = headerOutlineDisclosure { accessoryTapped(accessory) }
    }

    private func accessoryTapped(_ accessory: UICellAccessory) {
        switch accessory.kind {
        case .outlineDisclosure(_, let handler):
            if let handler { handler() } else { toggleOutline() }
        case .delete(let handler), .insert(let handler), .detail(let handler):
            handler?()
        default:
            break
        }
    }

    /// Whether an accessory shows in the current editing state.
    private func shows(_ accessory: UICellAccessory, editing: Bool) -> Bool {
        switch accessory.displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    private func isLeading(_ accessory: UICellAccessory) -> Bool {
        switch accessory.kind {
        case .multiselect, .delete, .insert: true
        case .outlineDisclosure(let style, _): style == .cell || (style == .automatic && !(listInfo?.isHeader ?? false))
        case .customView(let c): if case .leading = c.placement { true } else { false }
        default: false
        }
    }

    var accessoryLayout: (leading: [CellAccessoryView], trailing: [CellAccessoryView]) {
        let editing = (superview as? UICollectionView)?.isEditing ?? false
        var leading: [CellAccessoryView] = [], trailing: [CellAccessoryView] = []
        for view in accessoryViews {
            guard shows(view.accessory, editing: editing) else { if !view.isHidden { view.isHidden = true }; continue }
            view.update(selected: isSelected, expanded: configurationStorage.isExpanded)
            if isLeading(view.accessory) { leading.append(view) } else { trailing.append(view) }
        }
        return (leading, trailing)
    }

    private func layoutAccessoryInsets() {
        let (leading, trailing) = accessoryLayout
        let h = bounds.height, gap: CGFloat = 8
        let indent = CGFloat(indentationLevel) * indentationWidth
        let margins = directionalLayoutMargins
        var lead = indent
        // Leading accessories sit at the leading margin; the content (whose own leading margin is 16)
        // follows them, so its text starts one gap after the last accessory.
        if !leading.isEmpty { lead += margins.leading + leading.reduce(0) { $0 + $1.width(height: h) + gap } - 16 }
        var trail: CGFloat = 0
        if !trailing.isEmpty { trail = trailing.reduce(0) { $0 + $1.width(height: h) + gap } }
        if configurationStorage.contentLeadingInset != lead || configurationStorage.contentTrailingInset != trail {
            configurationStorage.contentLeadingInset = lead
            configurationStorage.contentTrailingInset = trail
        }
    }

    private func layoutAccessoriesAndSeparators() {
        let (leading, trailing) = accessoryLayout
        let h = bounds.height, gap: CGFloat = 8, margins = directionalLayoutMargins
        let slide = configurationStorage.swipeOffset
        var x = slide + margins.leading + (indentsAccessories ? CGFloat(indentationLevel) * indentationWidth : 0)
        for view in leading {
            let w = view.width(height: h)
            let frame = CGRect(x: x, y: 0, width: w, height: h)
            if view.frame != frame { view.frame = frame }
            x += w + gap
        }
        var right = slide + bounds.width - margins.trailing
        for view in trailing.reversed() {
            let w = view.width(height: h)
            right -= w
            let frame = CGRect(x: right, y: 0, width: w, height: h)
            if view.frame != frame { view.frame = frame }
            right -= gap
        }
        // Separators: from the text's leading edge to the cell's trailing edge.
        // Separators stay put while the row slides: measured from the unslid content frame.
        let contentMinX = contentView.frame.minX - slide
        var textLeading = contentMinX + margins.leading
        if let list = contentView as? UIListContentView, let guide = list.textLayoutGuide {
            list.layoutIfNeeded()
            // The guide is mirrored in right to left; separators are placed left to right, then mirrored.
            textLeading = contentMinX + (isRightToLeft ? list.bounds.width - guide.layoutFrame.maxX : guide.layoutFrame.minX)
        }
        separatorGuide.layoutFrame = CGRect(x: textLeading, y: 0, width: max(0, bounds.width - textLeading), height: h)
        let pixel = 1 / max(traitScale, 1)
        let info = listInfo
        let edge = info.map { $0.appearance == .grouped } ?? false
        let color = info?.separatorColor ?? .separator
        let automatic = UIListSeparatorConfiguration.automaticInsets
        // One separator's extent: automatic leading at the text (0 on a grouped section's outer lines),
        // automatic trailing at the cell's edge; explicit insets from the cell's edges.
        func span(_ insets: NSDirectionalEdgeInsets, outer: Bool) -> (x: CGFloat, width: CGFloat) {
            let lead = insets.leading == automatic.leading ? (edge && outer ? 0 : textLeading) : insets.leading
            let trail = insets.trailing == automatic.trailing ? 0 : insets.trailing
            return (lead, max(0, bounds.width - lead - trail))
        }
        let top = span(info?.topSeparatorInsets ?? automatic, outer: info?.isFirst ?? false)
        let bottom = span(info?.bottomSeparatorInsets ?? automatic, outer: info?.isLast ?? false)
        // Only what changed is written: layout passes without changes leave every layer untouched.
        Self.set(topSeparator, hidden: !(info?.showsTopSeparator ?? false), color: color,
                 frame: CGRect(x: top.x, y: 0, width: top.width, height: pixel))
        Self.set(bottomSeparator, hidden: !(info?.showsBottomSeparator ?? false), color: color,
                 frame: CGRect(x: bottom.x, y: h - pixel, width: bottom.width, height: pixel))
        if subviews.last !== bottomSeparator {
            bringSubviewToFront(topSeparator)
            bringSubviewToFront(bottomSeparator)
        }
        if let background = configurationStorage.backgroundView, let info {
            var corners: CACornerMask = []
            if info.roundsTop { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if info.roundsBottom { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            if !corners.isEmpty, background.layer.maskedCorners != corners {
                background.maskedCorners = corners
                background.layer.maskedCorners = corners
            } else if corners.isEmpty, background.layer.cornerRadius > 0, info.appearance == .insetGrouped {
                background.layer.cornerRadius = 0
            }
        }
    }

    private var traitScale: CGFloat { window?.screen.scale ?? 2 }

    private static func set(_ view: UIView, hidden: Bool, color: UIColor, frame: CGRect) {
        if view.isHidden != hidden { view.isHidden = hidden }
        if view.backgroundColor != color { view.backgroundColor = color }
        if view.frame != frame { view.frame = frame }
    }
}

// MARK: - SwipeableRow

extension UICollectionViewListCell: SwipeableRow {
    var swipeContentView: UIView { contentView }
    var swipeController: ListSwipeController { swipe }

    /// The actions from the compositional layout's list configuration providers.
    func swipeActionsConfiguration(leading: Bool) -> UISwipeActionsConfiguration? {
        guard let collectionView = superview as? UICollectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              let path = collectionView.indexPath(for: self), path.section < layout.engine.records.count,
              let style = layout.engine.records[path.section].section.listStyle else { return nil }
        let provider = leading ? style.configuration.leadingSwipeActionsConfigurationProvider
            : style.configuration.trailingSwipeActionsConfigurationProvider
        return provider?(path)
    }

    var openSwipeRowInContainer: (any SwipeableRow)? {
        get { (superview as? UICollectionView)?.openSwipeRow }
        set { (superview as? UICollectionView)?.openSwipeRow = newValue as? UICollectionViewListCell }
    }

    func swipeStateChanged(_ swiped: Bool) {}
}
