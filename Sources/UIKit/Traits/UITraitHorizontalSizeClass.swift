import Foundation

/// The trait for the horizontal size class (`UITraitCollection.horizontalSizeClass`), as UIKit's `UITraitHorizontalSizeClass` (iOS 17); default `.unspecified`.
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "HorizontalSizeClass"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}
