import Foundation

/// The abstract base of items on bars (bar button items, tab bar items), as UIKit's `UIBarItem`: a
/// title, an image, an enabled state and title text attributes per control state.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to taps; a disabled item draws dimmed. Default `true`.
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// The title shown on the bar.
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The image shown on the bar (drawn as a template in the bar's tint unless its rendering mode says
    /// otherwise).
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// The image for compact-height (landscape phone) bars (iOS 8).
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    /// The image for the large content viewer (iOS 11).
    open var largeContentSizeImage: UIImage?
    /// Insets applied to the image.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Insets applied to the landscape image.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// A number the app identifies the item by. Default 0.
    open var tag: Int = 0
    /// The accessibility label (the title when nil).
    open var accessibilityLabel: String?

    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Observers of the item's appearance (the bars showing it), by identity of the observer.
    @preconcurrency var changeObservers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Creates an item without title or image.
    public override init() { super.init() }

    /// Sets the title's text attributes (font, foreground colour, ...) for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title's text attributes for `state`, as set (nil when none were set for it).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Tells the bars showing the item that it changed.
    func itemDidChange() {
        for observer in changeObservers.values { observer() }
    }
}
