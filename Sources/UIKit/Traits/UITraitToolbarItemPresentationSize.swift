import Foundation

/// The trait for the Mac toolbar item size (`UITraitCollection.toolbarItemPresentationSize`), as UIKit's `UITraitToolbarItemPresentationSize` (iOS 17); default `.unspecified`.
public struct UITraitToolbarItemPresentationSize: UITraitDefinition, SystemTrait {
    /// `.unspecified`: not specified.
    public static let defaultValue: UINSToolbarItemPresentationSize = .unspecified
    /// UIKit's identifier for the trait.
    public static let identifier = "UITraitToolbarItemPresentationSize"
    /// The trait's name, as in UIKit's descriptions.
    public static let name = "ToolbarItemPresentationSize"
    /// Whether dynamic colours depend on the trait (they do not).
    public static let affectsColorAppearance = false
    static var keyPath: WritableKeyPath<SystemTraitValues, UINSToolbarItemPresentationSize> { \.toolbarItemPresentationSize }
}
