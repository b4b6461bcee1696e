import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: 49 points of items
/// above the bottom safe area, on a translucent bar with a hairline along its top. Items share the width
/// equally; each shows its image (25 points, template-tinted) above its 10-point title, in the tint
/// colour when selected and in `unselectedItemTintColor` (system grey) otherwise, with its badge at the
/// image's top trailing corner.
///
/// Documented difference: the bar's material is a translucent fill, not a backdrop blur.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the items' area (iOS's compact tab bar, without the bottom safe area).
    static let itemsHeight: CGFloat = 49

    var itemViews: [TabBarItemView] = []
    let hairline = UIView()
    weak var selectedItemStorage: UITabBarItem?
    var itemStorage: [UITabBarItem]?

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
