import Foundation

/// The trait for whether bold text is on (`UITraitCollection.legibilityWeight`), as UIKit's `UITraitLegibilityWeight` (iOS 17); default `.unspecified`.
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UILegibilityWeight = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitLegibilityWeight"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "LegibilityWeight"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UILegibilityWeight> { \.legibilityWeight }
}
