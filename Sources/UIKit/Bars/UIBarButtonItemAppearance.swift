import Foundation

/// How a bar draws its bar button items in each state, as UIKit's `UIBarButtonItemAppearance` (iOS 13):
/// the title attributes, title offset and background image of the normal, highlighted, disabled and
/// focused states. A navigation bar appearance has one for plain items (`buttonAppearance`), one for
/// `.done` items (`doneButtonAppearance`) and one for the back button (`backButtonAppearance`).
///
/// Attributes left out fall back to the system's: 17-point text (semibold for `.done`) in the tint
/// colour; pressed items dim to 20% and disabled ones to 35%, as iOS draws them.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The look of the items at rest.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// The look while pressed.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// The look while disabled.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The look while focused.
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// Creates the system's appearance for items of `style`.
    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Creates the system's appearance for plain items.
    public convenience override init() { self.init(style: .plain) }

    /// Creates an appearance from an archive (the plain default).
    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefault(for: .plain)
    }

    /// Resets every state to the system's look for items of `style` (no attributes of its own: the bar's
    /// fonts and the tint colour apply).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }

    /// A copy with copies of every state.
    open func copy() -> Self {
        let copy = Self.init(style: .plain)
        copy.normal = normal.copy()
        copy.highlighted = highlighted.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }

    /// A copy (`NSCopying`).
    nonisolated open func copy(with zone: NSZone?) -> Any { MainActor.assumeIsolated { typedCopy() } }

    private func typedCopy() -> UIBarButtonItemAppearance { copy() }

    /// The state appearance for a control state (`.highlighted`, `.disabled`, `.focused`, else `.normal`).
    func state(for controlState: UIControl.State) -> UIBarButtonItemStateAppearance {
        if controlState.contains(.disabled) { return disabled }
        if controlState.contains(.highlighted) { return highlighted }
        if controlState.contains(.focused) { return focused }
        return normal
    }
}
