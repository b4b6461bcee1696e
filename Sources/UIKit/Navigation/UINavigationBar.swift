import Foundation

/// The bar at the top of a navigation interface, as UIKit's `UINavigationBar`: 44 points tall (32 in a
/// compact height, 96 with a large title, 30 more with a prompt above the title), showing its top item's title and bar button items and a back button to the item below,
/// over a translucent background that extends under the status bar.
///
/// A navigation controller owns its bar and drives `items` from its stack (the bar's own
/// `pushItem`/`popItem` then raise, as on iOS, through the controller); a standalone bar manages
/// its items itself and asks its `delegate`.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// The standard height of the bar's row, in points.
    static let standardHeight: CGFloat = 44
    /// The extra height of the large title area (44 + 52 = 96).
    static let largeTitleHeight: CGFloat = 52
    /// The height of the row in a compact height (a phone in landscape).
    static let compactHeight: CGFloat = 32
    /// The height of the prompt line above the row.
    static let promptHeight: CGFloat = 30
    /// The top item's prompt (13 points, centred above the title).
    let promptLabel = UILabel()
    /// The height of the search field's area under the title (`navigationItem.searchController`).
    static let searchAreaHeight: CGFloat = 52
    /// The area showing the top item's search bar, clipping it as it hides.
    let searchArea = UIView()
    /// The height of the search area shown now (52, less as it hides while scrolling), set by the
    /// navigation controller.
    var searchExtent: CGFloat = 0 { didSet { if searchExtent != oldValue { setNeedsLayout() } } }

    var itemStack: [UINavigationItem] = []
    /// The content shown for the top item.
    var contentView: NavigationBarContentView?
    /// The row holding the content views (44 points at the top of the bar).
    let contentRow = UIView()
    /// The background (the standard and scroll-edge appearances' blur, fill and shadow, cross-faded),
    /// extending `backgroundExtension` above the bar.
    let backgroundView = BarBackgroundView()
    /// The large title label (shown when the top item displays its title large), in `largeTitleArea`.
    let largeTitleLabel = UILabel()
    /// The large area under the row, clipping the large title: as the area collapses the title, kept on
    /// its bottom, slides up under the row and is cut off at the row's bottom edge, as on iOS.
    let largeTitleArea = UIView()
    /// The navigation controller whose bar this is.
    weak var owningNavigationController: UINavigationController?
    /// Items a container puts before the root item's leading items (a split view's display-mode
    /// button in its secondary column's bar); pushed items show the back button instead.
    var containerLeadingItems: [UIBarButtonItem] = [] {
        didSet {
            guard containerLeadingItems.map(ObjectIdentifier.init) != oldValue.map(ObjectIdentifier.init) else { return }
            contentView?.containerLeadingItems = backItem == nil ? containerLeadingItems : []
        }
    }
    /// How far the background extends above the bar (the status bar), set by the navigation controller.
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }
    /// The height of the large title area shown now (0 collapsed, 52 expanded, more when stretched).
    var largeTitleExtent: CGFloat = 0 { didSet { if largeTitleExtent != oldValue { setNeedsLayout() } } }
    /// How far the bar has gone from its scroll-edge appearance to its standard one: 0 while the content
    /// is at its top, 1 once it scrolled under the bar (set by the navigation controller; a bar without
    /// one always shows its standard appearance, as UIKit's).
    var backgroundProgress: CGFloat = 1 { didSet { if backgroundProgress != oldValue { setNeedsLayout() } } }
    /// The appearances resolved from the bar's, its top item's, the traits and the legacy properties.
    var resolvedAppearancesCache: ResolvedNavigationBarAppearances?
    var standardAppearanceStorage = UINavigationBarAppearance()

    /// Creates a bar; its height is 44 points (`sizeThatFits(_:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBar()
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar()
    }

    // MARK: Style

    /// The bar's style. Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { appearanceDidChange() } }
    /// Whether the background lets the content show through (blurred). Default `true`. `false` makes the
    /// standard appearance opaque.
    open var isTranslucent: Bool = true { didSet { appearanceDidChange() } }
    /// The background's colour in the standard appearance; `nil` uses the appearance's.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// Whether the top item may show its title large (iOS 11). Default `false`.
    open var prefersLargeTitles: Bool = false { didSet { if prefersLargeTitles != oldValue { largeTitleSettingsDidChange() } } }
    /// Attributes of the title (font, foreground colour), over the appearance's.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange() } }
    /// Attributes of the large title, over the appearance's.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange() } }

    // MARK: Appearance

    /// The bar's look once content scrolls under it (iOS 13); the bar keeps a copy.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy(); appearanceDidChange() }
    }
    /// The look in a compact height (a phone in landscape); `nil` uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance.map { $0.copy() }; appearanceDidChange() }
    }
    /// The look while the content is at its top edge; `nil` uses `standardAppearance` with a transparent
    /// background (iOS 15).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }; appearanceDidChange() }
    }
    /// The look at the top edge in a compact height (iOS 15); `nil` uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance.map { $0.copy() }; appearanceDidChange() }
    }

    // MARK: Items

    /// The bar's delegate. A navigation controller's bar has the controller as its delegate.
    open weak var delegate: (any UINavigationBarDelegate)?

    /// The items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { itemStack.isEmpty ? nil : itemStack }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown.
    open var topItem: UINavigationItem? { itemStack.last }

    /// The item below the top one (its title is the back button's).
    open var backItem: UINavigationItem? { itemStack.count >= 2 ? itemStack[itemStack.count - 2] : nil }

    /// Pushes `item` (animated: cross-fades the content).
    open func pushItem(_ item: UINavigationItem, animated: Bool) { performPushItem(item, animated: animated) }

    /// Pops the top item and returns it (`nil` with one item or fewer).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { performPopItem(animated: animated) }

    /// Replaces the items (animated: cross-fades the content).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { performSetItems(items ?? [], animated: animated) }

    // MARK: UIBarPositioning

    /// Where the bar sits: the delegate's answer, else `.topAttached` in a navigation controller and
    /// `.top` alone.
    open var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        if asked != .any { return asked }
        return owningNavigationController != nil ? .topAttached : .top
    }

    // MARK: Layout

    /// The bar's size: the width given and 44 points (32 in a compact height), plus the prompt's 30 points
    /// and the large title area shown now.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if searchHidesBarRows { return CGSize(width: size.width, height: Self.searchAreaHeight) }
        return CGSize(width: size.width, height: promptExtent(for: topItem) + rowHeight + largeTitleExtent + shownSearchExtent)
    }

    /// Lays out the background, the content row and the large title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        performBarLayout()
    }
}
