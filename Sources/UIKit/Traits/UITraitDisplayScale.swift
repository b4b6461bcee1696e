import Foundation

/// The trait for the display's points-to-pixels scale (`UITraitCollection.displayScale`), as UIKit's `UITraitDisplayScale` (iOS 17); default `0`.
public struct UITraitDisplayScale: UITraitDefinition, SystemTrait {
    /// `0`: not specified.
    public static let defaultValue: CGFloat = 0
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "DisplayScale"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, CGFloat> { \.displayScale }
}
