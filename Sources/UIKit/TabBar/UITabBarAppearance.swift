import Foundation

/// The look of a tab bar, as UIKit's `UITabBarAppearance` (iOS 13): the background of `UIBarAppearance`
/// (its shadow along the bar's top edge), the look of its items in the stacked layout (a phone's image
/// above title), the inline layouts, and the selection indicator.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout (image above title), the one OpenUIKit draws.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look in the inline layout (image beside title, regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look in the compact inline layout (landscape phones).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items share the width. Default `.automatic` (equal shares on a phone).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of stacked items when centred (0: the system's).
    open var stackedItemWidth: CGFloat = 0
    /// The spacing of stacked items when centred (0: the system's).
    open var stackedItemSpacing: CGFloat = 0

    /// Creates an appearance for `idiom` with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// Creates an appearance with the background of `barAppearance` (and everything else when it is a
    /// tab bar appearance).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
            stackedItemPositioning = other.stackedItemPositioning
            stackedItemWidth = other.stackedItemWidth
            stackedItemSpacing = other.stackedItemSpacing
        }
    }

    /// Creates an appearance from an archive (the default background).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
