import Foundation

/// How a tab bar draws its items in each state, as UIKit's `UITabBarItemAppearance` (iOS 13): the title
/// attributes, icon colour and badge of the normal, selected, disabled and focused states. Values left
/// `nil` or empty use the system's: the tint colour when selected, system grey otherwise, a red badge.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The item layouts, as UIKit's `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable {
        /// Image above title (phones in portrait).
        case stacked = 0
        /// Image beside title (regular width).
        case inline = 1
        /// Image beside title, smaller (phones in landscape).
        case compactInline = 2
    }

    /// The look of unselected items.
    open private(set) var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    open private(set) var selected = UITabBarItemStateAppearance()
    /// The look of disabled items.
    open private(set) var disabled = UITabBarItemStateAppearance()
    /// The look of the focused item.
    open private(set) var focused = UITabBarItemStateAppearance()

    /// Creates the system's appearance for `style`.
    public required init(style: UITabBarItemAppearance.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Creates the system's stacked appearance.
    public convenience override init() { self.init(style: .stacked) }

    /// Creates an appearance from an archive (the stacked default).
    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefault(for: .stacked)
    }

    /// Resets every state to the system's look for `style`.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    /// A copy with copies of every state.
    open func copy() -> Self {
        let copy = Self.init(style: .stacked)
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }

    /// A copy (`NSCopying`).
    nonisolated open func copy(with zone: NSZone?) -> Any { MainActor.assumeIsolated { typedCopy() } }

    private func typedCopy() -> UITabBarItemAppearance { copy() }
}
