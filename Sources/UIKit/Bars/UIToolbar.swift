import Foundation

/// A bar of bar button items, as UIKit's `UIToolbar`: 44 points tall, the items laid out from the
/// leading margin with 8 points between them, flexible spaces sharing what is left, fixed spaces their
/// `width`, over a translucent background with a hairline at its top edge. A navigation controller shows
/// one at the bottom with its top controller's `toolbarItems`.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    var itemViews: [BarButtonItemView] = []
    let backgroundView = UIView()
    let hairline = UIView()
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
    /// Whether the background is translucent. Default `true`.
    open var isTranslucent: Bool = true { didSet { setNeedsLayout() } }
    /// The background's colour; `nil` uses the system chrome.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
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
