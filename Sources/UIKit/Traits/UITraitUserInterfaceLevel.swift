import Foundation

/// The trait for the base or elevated level (`UITraitCollection.userInterfaceLevel`), as UIKit's `UITraitUserInterfaceLevel` (iOS 17); default `.unspecified`.
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitUserInterfaceLevel"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "UserInterfaceLevel"
    /// Whether dynamic colours depend on the trait (they do).
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, UIUserInterfaceLevel> { \.userInterfaceLevel }
}
