import Foundation

/// The trait for the interface idiom (`UITraitCollection.userInterfaceIdiom`), as UIKit's `UITraitUserInterfaceIdiom` (iOS 17); default `.unspecified`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "UserInterfaceIdiom"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}
