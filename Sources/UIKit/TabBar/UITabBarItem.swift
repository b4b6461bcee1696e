import Foundation

/// An item of a tab bar: a title, an image, a selected image and a badge, as UIKit's `UITabBarItem`.
/// A view controller's `tabBarItem` is the one its tab bar controller shows.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// Creates an item without title or image.
    public override init() { super.init() }

    /// Creates an item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with `title`, `image` and the image shown while it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item (its title and image are the system's; `title` and `image` stay settable,
    /// as UIKit lets them be read but draws the system's). The More tab's item is `.more`.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// The image shown while the item is selected (the `image` when nil).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }

    /// The text of the badge at the image's top trailing corner (nil: no badge; "" a dot-sized badge).
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }

    /// The badge's background (system red when nil).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }

    /// How far the title is moved from its standard place.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
}
