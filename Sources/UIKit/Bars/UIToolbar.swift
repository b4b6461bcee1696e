import Foundation

/// A bar of bar button items, as UIKit's `UIToolbar`: 44 points tall, the items laid out from the
/// leading margin with 8 points between them, flexible spaces sharing what is left, fixed spaces their
/// `width`, over a translucent background with a hairline at its top edge. A navigation controller shows
/// one at the bottom with its top controller's `toolbarItems`.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    var itemViews: [BarButtonItemView] = []
    /// The background: the standard and scroll-edge appearances cross-faded, the shadow along the top.
    let backgroundView = BarBackgroundView()
    /// How far the bar has gone from its scroll-edge appearance to its standard one (set by the navigation
    /// controller from its top controller's scroll view; a toolbar without one shows its standard look).
    var backgroundProgress: CGFloat = 1 { didSet { if backgroundProgress != oldValue { setNeedsLayout() } } }
    var standardAppearanceStorage = UIToolbarAppearance()
    /// How far the background extends below the bar (the home indicator), set by the navigation controller.
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    /// Creates a toolbar; its height is 44 points (`sizeThatFits(_:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureToolbar()
    }

    /// Creates a toolbar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureToolbar()
    }

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (animated: the new ones fade in).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { performSetItems(items, animated: animated) }

    /// The bar's style. Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// Whether the background is translucent. Default `true`; `false` makes the standard look opaque.
    open var isTranslucent: Bool = true { didSet { setNeedsLayout() } }
    /// The background's colour in the standard look; `nil` uses the appearance's.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }

    // MARK: Appearance

    /// The toolbar's look while content scrolls under it (iOS 13); the toolbar keeps a copy.
    open var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy(); setNeedsLayout() }
    }
    /// The look in a compact height; `nil` uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? { didSet { compactAppearance = compactAppearance.map { $0.copy() }; setNeedsLayout() } }
    /// The look while the content's bottom edge is above the toolbar (iOS 15); `nil` uses the standard
    /// appearance with a transparent background.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }; setNeedsLayout() } }
    /// The look at the scroll edge in a compact height (iOS 15); `nil` uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance.map { $0.copy() }; setNeedsLayout() }
    }
    /// The toolbar's delegate.
    open weak var delegate: (any UIToolbarDelegate)?

    /// Where the bar sits: the delegate's answer, else `.bottom`.
    open var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? .bottom : asked
    }

    /// The bar's size: the width given and 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

    /// Lays out the items.
    open override func layoutSubviews() {
        super.layoutSubviews()
        performToolbarLayout()
    }

    var itemsStorage: [UIBarButtonItem]?
}

/// A toolbar's delegate, as UIKit's `UIToolbarDelegate` (its position only).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
