import Foundation

/// The trait for the language text is typeset for (`UITraitCollection.typesettingLanguage`), as UIKit's `UITraitTypesettingLanguage` (iOS 17); default `nil`.
public struct UITraitTypesettingLanguage: UITraitDefinition, SystemTrait {
    /// `nil`: not specified.
    public static let defaultValue: Locale.Language? = nil
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitTypesettingLanguage"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "TypesettingLanguage"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, Locale.Language?> { \.typesettingLanguage }
}
