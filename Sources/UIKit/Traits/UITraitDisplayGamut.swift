import Foundation

/// The trait for the display's colour gamut (`UITraitCollection.displayGamut`), as UIKit's `UITraitDisplayGamut` (iOS 17); default `.unspecified`.
public struct UITraitDisplayGamut: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIDisplayGamut = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitDisplayGamut"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "DisplayGamut"
    /// Whether dynamic colours depend on the trait (they do).
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<SystemTraitValues, UIDisplayGamut> { \.displayGamut }
}
