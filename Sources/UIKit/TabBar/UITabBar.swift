import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: 49 points of items
/// above the bottom safe area, on a translucent bar with a hairline along its top. Items share the width
/// equally; each shows its image (25 points, template-tinted) above its 10-point title, in the tint
/// colour when selected and in `unselectedItemTintColor` (system grey) otherwise, with its badge at the
/// image's top trailing corner. The background is the `standardAppearance`'s (the chrome material blur
/// and a hairline) once content scrolls under the bar and the `scrollEdgeAppearance`'s while the
/// content's bottom edge is above it (iOS 15: transparent when that is `nil`).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the items' area (iOS's compact tab bar, without the bottom safe area).
    static let itemsHeight: CGFloat = 49

    var itemViews: [TabBarItemView] = []
    /// The background: the standard and scroll-edge appearances cross-faded, the shadow along the top.
    let backgroundView = BarBackgroundView()
    /// How far the bar has gone from its scroll-edge look to its standard one (set by the tab bar
    /// controller from the selected content's scroll view; a bar without one shows its standard look).
    var backgroundProgress: CGFloat = 1 { didSet { if backgroundProgress != oldValue { updateBarBackground() } } }
    var standardAppearanceStorage = UITabBarAppearance()
    /// The appearance whose item looks show now.
    var shownAppearance: UITabBarAppearance?
    weak var selectedItemStorage: UITabBarItem?
    var itemStorage: [UITabBarItem]?
    /// The configure sheet while customizing (`beginCustomizingItems(_:)`).
    var customizeSession: TabBarCustomizeView?

    /// Creates a tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBar()
    }

    /// Creates a tab bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar()
    }

    /// The delegate told about the user's selections.
    open weak var delegate: (any UITabBarDelegate)?

    /// The items, leading to trailing.
    open var items: [UITabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (`animated` is accepted; the change is immediate).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { performSetItems(items) }

    /// Shows the configure sheet above the bar offering `items` to drag onto the bar's items, telling the
    /// delegate `willBeginCustomizing` then `didBeginCustomizing`, as UIKit (see `TabBarCustomizeView`).
    open func beginCustomizingItems(_ items: [UITabBarItem]) { performBeginCustomizing(items) }

    /// Ends customizing (the sheet's Done button does this), telling the delegate `willEndCustomizing`
    /// and `didEndCustomizing` with whether the items changed. Returns whether the bar was customizing.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool { performEndCustomizing(animated: animated) }

    /// Whether the configure sheet is showing.
    open var isCustomizing: Bool { customizeSession != nil }

    /// The selected item (one of `items`), drawn in the tint colour.
    open var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set { selectedItemStorage = newValue; updateItemViews() }
    }

    /// The colour of unselected items (system grey when nil).
    open var unselectedItemTintColor: UIColor? { didSet { updateItemViews() } }

    /// The bar's background colour over the material (nil: the default translucent bar).
    open var barTintColor: UIColor? { didSet { updateBarBackground() } }

    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true { didSet { updateBarBackground() } }

    /// The bar's look while content scrolls under it (iOS 13); the bar keeps a copy.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy(); updateBarBackground() }
    }

    /// The look while the content's bottom edge is above the bar (iOS 15); `nil` uses the standard
    /// appearance with a transparent background.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }; updateBarBackground() }
    }

    /// The bar's height for the items, 49 points, and the given width (the bottom safe area is added by
    /// the controller that places the bar).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.itemsHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateItemViews()
    }
}
