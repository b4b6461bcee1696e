import Foundation

/// A set of traits that can be changed, as UIKit's `UIMutableTraits` (iOS 17): what
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand their closure, and what `traitOverrides`
/// (`UITraitOverrides`) is. Custom traits are read and written with the subscript.
public protocol UIMutableTraits {
    /// The light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The points-to-pixels scale (0: unspecified).
    var displayScale: CGFloat { get set }
    /// The display gamut.
    var displayGamut: UIDisplayGamut { get set }
    /// The interface idiom.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The Dynamic Type size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The contrast setting.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The bold-text setting.
    var legibilityWeight: UILegibilityWeight { get set }
    /// The base or elevated level.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// The active appearance.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The Mac toolbar item size.
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { get set }
    /// The image dynamic range.
    var imageDynamicRange: UIImage.DynamicRange { get set }
    /// The typesetting language.
    var typesettingLanguage: Locale.Language? { get set }
    /// The value of any trait, built-in or custom.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}
