import Foundation

/// The trait for light or dark appearance (`UITraitCollection.userInterfaceStyle`), as UIKit's `UITraitUserInterfaceStyle` (iOS 17); default `.unspecified`.
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "UserInterfaceStyle"
    /// Whether dynamic colours depend on the trait (they do).
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, UIUserInterfaceStyle> { \.userInterfaceStyle }
}
