import Foundation

/// The look of bar button items in one state, as UIKit's `UIBarButtonItemStateAppearance` (iOS 13). You
/// get one from a `UIBarButtonItemAppearance` (`normal`, `highlighted`, …); UIKit gives it no initialiser.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`); empty uses the system's.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image drawn behind the item.
    open var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
