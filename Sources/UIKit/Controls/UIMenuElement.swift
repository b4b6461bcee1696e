import Foundation

/// The base class of menu elements, as UIKit's `UIMenuElement`: a title, an optional subtitle and image.
///
/// OpenUIKit has no menus yet; the class exists because `UIAction` (the replacement for selectors in
/// control target-action) is a menu element in UIKit, and its initialiser takes
/// `UIMenuElement.Attributes` and `UIMenuElement.State`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var titleStorage: String
    var subtitleStorage: String?
    var imageStorage: UIImage?

    /// Creates an element with a title, subtitle and image.
    init(title: String, subtitle: String?, image: UIImage?) {
        titleStorage = title
        subtitleStorage = subtitle
        imageStorage = image
        super.init()
    }

    /// The element's title.
    open var title: String { titleStorage }
    /// The element's subtitle (iOS 15), or `nil`.
    open var subtitle: String? {
        get { subtitleStorage }
        set { subtitleStorage = newValue }
    }
    /// The element's image, or `nil`.
    open var image: UIImage? { imageStorage }
}
