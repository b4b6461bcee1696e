import Foundation

/// The trait for the layout direction (`UITraitCollection.layoutDirection`), as UIKit's `UITraitLayoutDirection` (iOS 17); default `.unspecified`.
public struct UITraitLayoutDirection: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitLayoutDirection"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "LayoutDirection"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}
