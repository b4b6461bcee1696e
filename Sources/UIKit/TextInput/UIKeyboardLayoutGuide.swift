import Foundation

/// A layout guide for where the software keyboard is, as UIKit's `UIKeyboardLayoutGuide` (iOS 15):
/// constrain content's bottom to `view.keyboardLayoutGuide.topAnchor` and it stays clear of the keyboard.
///
/// Linux: a desktop has no software keyboard (text comes from the hardware keyboard and input methods,
/// whose candidate window floats at the caret), so the guide always is where iOS puts it while no
/// keyboard is shown: along the view's bottom edge, as tall as the bottom safe-area inset
/// (`usesBottomSafeArea`, the default), or zero height at the bottom edge without it. The keyboard
/// notifications (`UIResponder.keyboardWillShowNotification`…) are never posted. UIKit's class derives
/// from `UITrackingLayoutGuide` (iOS 17), which OpenUIKit does not have; this one derives from
/// `UILayoutGuide` directly.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (false by default; stored, as no
    /// keyboard ever undocks on a desktop).
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stays at the bottom safe-area edge while no keyboard is shown (true by
    /// default, iOS 17); false puts it at the view's bottom edge (zero height).
    open var usesBottomSafeArea = true { didSet { if usesBottomSafeArea != oldValue { keyboardGuideTopDidChange() } } }
    /// The distance above the keyboard at which a drag starts dismissing it (iOS 17; stored).
    open var keyboardDismissPadding: CGFloat = 0

    /// Creates a keyboard guide (a view makes its own: `UIView.keyboardLayoutGuide`).
    public override init() { super.init() }
}
