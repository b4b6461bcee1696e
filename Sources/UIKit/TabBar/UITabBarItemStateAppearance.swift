import Foundation

/// The look of tab bar items in one state, as UIKit's `UITabBarItemStateAppearance` (iOS 13). You get
/// one from a `UITabBarItemAppearance` (`normal`, `selected`, …); UIKit gives it no initialiser.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`); empty uses 10-point medium text in the
    /// icon's colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of the template image (nil: the tint colour when selected, system grey otherwise).
    open var iconColor: UIColor?
    /// How far the badge moves from the image's top trailing corner.
    open var badgePositionAdjustment: UIOffset = .zero
    /// The badge's colour (nil: system red, or the item's `badgeColor`).
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (empty: 13-point white).
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves inside the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        iconColor = nil
        badgePositionAdjustment = .zero
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgeTitlePositionAdjustment = .zero
    }

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
