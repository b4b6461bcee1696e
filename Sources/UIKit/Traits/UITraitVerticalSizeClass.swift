import Foundation

/// The trait for the vertical size class (`UITraitCollection.verticalSizeClass`), as UIKit's `UITraitVerticalSizeClass` (iOS 17); default `.unspecified`.
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "VerticalSizeClass"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}
