import Foundation

/// The trait for whether increased contrast is on (`UITraitCollection.accessibilityContrast`), as UIKit's `UITraitAccessibilityContrast` (iOS 17); default `.unspecified`.
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitAccessibilityContrast"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "AccessibilityContrast"
    /// Whether dynamic colours depend on the trait (they do).
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, UIAccessibilityContrast> { \.accessibilityContrast }
}
