import Foundation

/// A button on a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a title, an image, a system
/// item, a custom view, or a fixed or flexible space, with a primary action, a target-action closure
/// and a menu.
///
/// Target-action: Linux has no selectors, so `init(title:style:target:action:)` and its siblings take
/// a closure (`{ item in … }`) or a method reference (`ViewController.addTapped`) as `action`, with the
/// target held weakly, as `UIControl.addTarget(_:action:for:)` does here. A tap runs `primaryAction` when
/// there is one, else the action; an item with only a `menu` keeps it (menus are not drawn yet).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's style (`.done` draws its title semibold). Default `.plain`.
    open var style: UIBarButtonItem.Style = .plain { didSet { itemDidChange() } }
    /// The item's width in points; 0 (the default) sizes it to its content. For a fixed space, the space.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Titles the item may show, so the bar reserves the widest.
    open var possibleTitles: Set<String>? { didSet { itemDidChange() } }
    /// A view shown instead of the title or image.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The object the action belongs to, held weakly; the action is skipped once it is gone (a `nil`
    /// target always runs it).
    open weak var target: AnyObject?
    /// The action UIKit performs on a tap (iOS 14); when set, the target's action is not called. Setting
    /// it takes its title and image, as UIKit does.
    open var primaryAction: UIAction? { didSet { adoptPrimaryActionLook() } }
    /// The menu of the item (iOS 14).
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Whether the item shows as selected (iOS 15). Default `false`.
    open var isSelected: Bool = false { didSet { if isSelected != oldValue { itemDidChange() } } }
    /// Whether a tap toggles `isSelected` before the action runs (iOS 15). Default `false`.
    open var changesSelectionAsPrimaryAction: Bool = false
    /// The item's tint; `nil` inherits the bar's.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// Whether the bar leaves the item out (iOS 16). Default `false`.
    open var isHidden: Bool = false { didSet { if isHidden != oldValue { itemDidChange() } } }

    /// The system item the item was created as, if any.
    var systemItem: UIBarButtonItem.SystemItem?
    /// The action closure (target-action's replacement).
    @preconcurrency var actionHandler: (@MainActor (UIBarButtonItem) -> Void)?
    /// Whether a target was given (a nil target means the closure always runs).
    var hasTarget = false

    /// Creates a plain item without content.
    public override init() { super.init() }

    /// Creates an item with a title, style and action (target-action's replacement: `action` is a
    /// closure receiving the item).
    @preconcurrency public convenience init(title: String?, style: UIBarButtonItem.Style, target: AnyObject?,
                                            action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        performSetAction(target: target, action)
    }

    /// Creates an item with an image, style and action.
    @preconcurrency public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: AnyObject?,
                                            action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        performSetAction(target: target, action)
    }

    /// Creates an item with an image, a compact-height image, a style and action.
    @preconcurrency public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style,
                                            target: AnyObject?, action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// Creates one of the system's standard items with an action.
    @preconcurrency public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: AnyObject?,
                                            action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        applySystemItem(systemItem)
        performSetAction(target: target, action)
    }

    /// Creates an item showing `customView` (which handles its own touches).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a system item with a primary action and a menu (iOS 14).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        applySystemItem(systemItem)
        // A system item keeps its own title or symbol even when its action has one.
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item that performs `primaryAction`, showing its title and image (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryActionLook()
    }

    /// Creates an item with a title, image, primary action and menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryActionLook()
        if let title { self.title = title }
        if let image { self.image = image }
        self.menu = menu
    }

    /// Replaces the item's action, owned by `target` (held weakly): the replacement for setting
    /// `target` and `action` (a `Selector` in UIKit). A `nil` target means the closure always runs.
    @preconcurrency open func setAction(target: AnyObject?, _ action: (@MainActor (UIBarButtonItem) -> Void)?) {
        performSetAction(target: target, action)
    }

    /// A fixed space of `width` points between items (iOS 14).
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A flexible space that takes what is left between items (iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }
}
