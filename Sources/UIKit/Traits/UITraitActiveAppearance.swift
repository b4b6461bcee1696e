import Foundation

/// The trait for the active or inactive appearance (`UITraitCollection.activeAppearance`), as UIKit's `UITraitActiveAppearance` (iOS 17); default `.unspecified`.
public struct UITraitActiveAppearance: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitActiveAppearance"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "ActiveAppearance"
    /// Whether dynamic colours depend on the trait (they do).
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, UIUserInterfaceActiveAppearance> { \.activeAppearance }
}
