import Foundation
import InterfaceBuilder

// Text fields and text views: text, placeholder, font, colour, alignment, border and clear button, and
// the `<textInputTraits>` element Xcode writes for both.

extension NibInstantiator {
    /// Xcode's names for `UIKeyboardType`, in raw-value order.
    static let keyboardTypes = ["default", "ASCIICapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                                "emailAddress", "decimalPad", "twitter", "webSearch", "ASCIICapableNumberPad"]
    /// Xcode's names for `UIReturnKeyType`, in raw-value order.
    static let returnKeyTypes = ["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue"]
    /// Xcode's names for `UITextAutocapitalizationType`, in raw-value order.
    static let autocapitalizationTypes = ["none", "words", "sentences", "allCharacters"]
    /// Xcode's names for `UITextField.BorderStyle`, in raw-value order.
    static let borderStyles = ["none", "line", "bezel", "roundedRect"]
    /// Xcode's names for `UITextField.ViewMode`, in raw-value order.
    static let viewModes = ["never", "whileEditing", "unlessEditing", "always"]

    func configureTextField(_ field: UITextField, from object: IBObject) {
        if let font = font(object) { field.font = font }
        if case .some(.some(let c)) = color(object, "textColor") { field.textColor = c }
        if let alignment = object["textAlignment"].flatMap({ NibValueContext.textAlignments[$0] }) { field.textAlignment = alignment }
        if let style = object["borderStyle"].flatMap(Self.borderStyles.firstIndex(of:)).flatMap(UITextField.BorderStyle.init(rawValue:)) {
            field.borderStyle = style
        }
        if let mode = object["clearButtonMode"].flatMap(Self.viewModes.firstIndex(of:)).flatMap(UITextField.ViewMode.init(rawValue:)) {
            field.clearButtonMode = mode
        }
        if let placeholder = string(object, "placeholder") { field.placeholder = placeholder }
        if let text = string(object, "text") { field.text = text }
        if let clears = object.bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let adjusts = object.bool("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
        if let size = cgFloat(object, "minimumFontSize") { field.minimumFontSize = size }
        if case .element(let traits)? = object.property("textInputTraits") {
            var target = field
            applyTextInputTraits(traits, to: &target)
        }
    }

    func configureTextView(_ textView: UITextView, from object: IBObject) {
        if let font = font(object) { textView.font = font }
        if case .some(.some(let c)) = color(object, "textColor") { textView.textColor = c }
        if let alignment = object["textAlignment"].flatMap({ NibValueContext.textAlignments[$0] }) { textView.textAlignment = alignment }
        if let text = string(object, "text") { textView.text = text }
        if let editable = object.bool("editable") { textView.isEditable = editable }
        if let selectable = object.bool("selectable") { textView.isSelectable = selectable }
        if case .insets(let insets)? = object.property("textContainerInset") { textView.textContainerInset = context.edgeInsets(insets) }
        if case .element(let traits)? = object.property("textInputTraits") {
            var target = textView
            applyTextInputTraits(traits, to: &target)
        }
    }

    /// `<textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="emailAddress" …/>`.
    func applyTextInputTraits<Traits: UITextInputTraits>(_ element: IBElement, to traits: inout Traits) {
        if let type = element["autocapitalizationType"].flatMap(Self.autocapitalizationTypes.firstIndex(of:)).flatMap(UITextAutocapitalizationType.init(rawValue:)) {
            traits.autocapitalizationType = type
        }
        switch element["autocorrectionType"] {
        case "no"?: traits.autocorrectionType = .no
        case "yes"?: traits.autocorrectionType = .yes
        default: break
        }
        switch element["spellCheckingType"] {
        case "no"?: traits.spellCheckingType = .no
        case "yes"?: traits.spellCheckingType = .yes
        default: break
        }
        if let type = element["keyboardType"].flatMap(Self.keyboardTypes.firstIndex(of:)).flatMap(UIKeyboardType.init(rawValue:)) { traits.keyboardType = type }
        if let type = element["returnKeyType"].flatMap(Self.returnKeyTypes.firstIndex(of:)).flatMap(UIReturnKeyType.init(rawValue:)) { traits.returnKeyType = type }
        if element["enablesReturnKeyAutomatically"] == "YES" { traits.enablesReturnKeyAutomatically = true }
        if element["secureTextEntry"] == "YES" { traits.isSecureTextEntry = true }
        if let content = element["textContentType"] { traits.textContentType = UITextContentType(rawValue: content) }
    }
}
