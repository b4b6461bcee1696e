import Foundation

/// The trait for the Dynamic Type size (`UITraitCollection.preferredContentSizeCategory`), as UIKit's `UITraitPreferredContentSizeCategory` (iOS 17); default `.unspecified`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "PreferredContentSizeCategory"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UIContentSizeCategory> { \.preferredContentSizeCategory }
}
