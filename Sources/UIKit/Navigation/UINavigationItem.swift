import Foundation

/// What a navigation bar shows for one view controller, as UIKit's `UINavigationItem`: the title (or a
/// title view), a prompt, the bar button items, and how the back button to it looks from the next one.
///
/// A view controller's `navigationItem` is created on first use with the controller's `title`. The bar
/// watches its items: changes show at once (the `animated:` setters cross-fade the changed items).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button is shown, as UIKit's `UINavigationItem.BackButtonDisplayMode` (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title, else its title, else "Back", else the chevron alone, as
        /// width allows.
        case `default` = 0
        /// "Back" (or the chevron alone when it does not fit).
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When the bar shows the large title for this item, as UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode` (iOS 11).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does (large for the first item when the bar prefers large titles).
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// The title shown in the middle of the bar (and as the back title for the next item).
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// A line of text above the title (13 points, centred); the bar grows by 30 points to show it.
    open var prompt: String? { didSet { if prompt != oldValue { itemDidChange() } } }
    /// The item the next item's back button shows (its title replaces this item's).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title the next item's back button shows (iOS 11); `nil` uses `title`.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the back button on this item is shown (iOS 14). Default `.default`.
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the back button is hidden. Default `false`.
    open var hidesBackButton: Bool = false { didSet { if hidesBackButton != oldValue { itemDidChange() } } }
    /// Whether the left items show after the back button instead of replacing it. Default `false`.
    open var leftItemsSupplementBackButton: Bool = false { didSet { itemDidChange() } }
    /// The items on the leading side, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { observeItems(); itemDidChange() } }
    /// The items on the trailing side, first outermost (rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { observeItems(); itemDidChange() } }
    /// When the large title shows for this item (iOS 11). Default `.automatic`.
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }

    /// The bar's standard look while this item is on top (iOS 13); `nil` uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? { didSet { standardAppearance = standardAppearance.map { $0.copy() }; itemDidChange() } }
    /// The bar's look in a compact height while this item is on top; `nil` uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? { didSet { compactAppearance = compactAppearance.map { $0.copy() }; itemDidChange() } }
    /// The bar's look at the scroll edge while this item is on top; `nil` uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }; itemDidChange() } }
    /// The bar's look at the scroll edge in a compact height (iOS 15); `nil` uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance.map { $0.copy() }; itemDidChange() }
    }

    /// The search controller whose search field the bar shows under the title (and the large title)
    /// while this item is on top (iOS 11).
    open var searchController: UISearchController? { didSet { if searchController !== oldValue { itemDidChange() } } }
    /// Whether the search field hides as the content scrolls up (shown again when it is pulled back to
    /// the top). Default `true`.
    open var hidesSearchBarWhenScrolling: Bool = true { didSet { itemDidChange() } }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems` (the rightmost).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Observers (the bars showing the item), by identity.
    @preconcurrency var changeObservers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item without a title.
    public override init() { super.init() }

    /// Creates an item from an archive (no title).
    public required init?(coder: NSCoder) { super.init() }

    /// Hides or shows the back button (animated: cross-faded).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        performAnimatedChange(animated) { self.hidesBackButton = hidesBackButton }
    }

    /// Sets `leftBarButtonItems` (animated: cross-faded).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        performAnimatedChange(animated) { self.leftBarButtonItems = items }
    }

    /// Sets `rightBarButtonItems` (animated: cross-faded).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        performAnimatedChange(animated) { self.rightBarButtonItems = items }
    }

    /// Sets `leftBarButtonItem` (animated: cross-faded).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        performAnimatedChange(animated) { self.leftBarButtonItem = item }
    }

    /// Sets `rightBarButtonItem` (animated: cross-faded).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        performAnimatedChange(animated) { self.rightBarButtonItem = item }
    }
}
