import Foundation

/// The trait for the image dynamic range (`UITraitCollection.imageDynamicRange`), as UIKit's `UITraitImageDynamicRange` (iOS 17); default `.unspecified`.
public struct UITraitImageDynamicRange: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UIImage.DynamicRange = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitImageDynamicRange"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "ImageDynamicRange"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UIImage.DynamicRange> { \.imageDynamicRange }
}
