import Foundation

/// The delegate of a `UITextView`, as UIKit's `UITextViewDelegate` (a scroll-view delegate too). Every
/// method is optional in UIKit; here each has a default implementation. Assign it to the text view's
/// `delegate` (see `UITextView`).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (true by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (true by default; not asked when the end is forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's replacement of `range` (UTF-16) with `text` is allowed.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tap on the link to `URL` in `characterRange` may run its default action, opening the URL
    /// (iOS 10; deprecated in iOS 17 for `textView(_:primaryActionFor:defaultAction:)`). Asked by the
    /// default action itself, so a delegate that returns that action from the iOS 17 method still hears
    /// this one. The default implementation asks the iOS 7 form.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
    /// Whether a tap on the link to `URL` in `characterRange` may open it (iOS 7; deprecated in iOS 10).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
    /// The action a tap on `textItem` runs (iOS 17): `defaultAction` (opening a link's URL; nothing for a
    /// tag) by default, another action, or `nil` for none.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The edit menu for the text in `range` (iOS 16): `suggestedActions` are the text view's standard
    /// actions; `nil` shows them, an empty menu shows nothing.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to appear (iOS 16).
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to disappear (iOS 16).
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Asks `textView(_:shouldInteractWith:in:)`, as UIKit falls back to the iOS 7 method.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: URL, in: characterRange)
    }
    /// True.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
    /// `defaultAction`.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? { defaultAction }
    /// `nil`: the suggested actions.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Does nothing.
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}
