import Foundation

/// The keyboard-related traits of a text input, as UIKit's `UITextInputTraits`.
///
/// Apple's requirements are `@objc optional`; here each has a default implementation in a protocol
/// extension that reports UIKit's default and ignores assignments, so a type adopting `UIKeyInput` need
/// not implement them. `UITextField`, `UITextView` and `UISearchBar` store them. On a desktop the
/// keyboard-appearance traits change nothing (there is no on-screen keyboard); `isSecureTextEntry` hides
/// the text as bullets and disables copying.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// Automatic capitalisation (`.sentences` in text controls).
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Autocorrection.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Spell checking.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Smart quotes (iOS 11).
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Smart dashes (iOS 11).
    var smartDashesType: UITextSmartDashesType { get set }
    /// Smart insert and delete (iOS 11).
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The keyboard type.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The Return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether Return is disabled while the text is empty.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden (bullets) and cannot be copied.
    var isSecureTextEntry: Bool { get set }
    /// The meaning of the content, for AutoFill (iOS 10).
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    /// `.sentences`; assignments are ignored unless the adopter stores the trait.
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// `.default`; assignments are ignored unless the adopter stores the trait.
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// `false`; assignments are ignored unless the adopter stores the trait.
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// `false`; assignments are ignored unless the adopter stores the trait.
    public var isSecureTextEntry: Bool { get { false } set {} }
    /// `nil`; assignments are ignored unless the adopter stores the trait.
    public var textContentType: UITextContentType! { get { nil } set {} }
}
