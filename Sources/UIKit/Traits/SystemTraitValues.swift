import Foundation

/// The built-in traits' values, stored inline in every trait collection (custom traits live in a
/// dictionary beside them). Not public API.
/// - Complexity: O(1) copy, comparison and hashing.
struct SystemTraitValues: Hashable {
    var userInterfaceStyle: UIUserInterfaceStyle = UITraitUserInterfaceStyle.defaultValue
    var horizontalSizeClass: UIUserInterfaceSizeClass = UITraitHorizontalSizeClass.defaultValue
    var verticalSizeClass: UIUserInterfaceSizeClass = UITraitVerticalSizeClass.defaultValue
    var displayScale: CGFloat = UITraitDisplayScale.defaultValue
    var displayGamut: UIDisplayGamut = UITraitDisplayGamut.defaultValue
    var userInterfaceIdiom: UIUserInterfaceIdiom = UITraitUserInterfaceIdiom.defaultValue
    var layoutDirection: UITraitEnvironmentLayoutDirection = UITraitLayoutDirection.defaultValue
    var preferredContentSizeCategory: UIContentSizeCategory = UITraitPreferredContentSizeCategory.defaultValue
    var accessibilityContrast: UIAccessibilityContrast = UITraitAccessibilityContrast.defaultValue
    var legibilityWeight: UILegibilityWeight = UITraitLegibilityWeight.defaultValue
    var userInterfaceLevel: UIUserInterfaceLevel = UITraitUserInterfaceLevel.defaultValue
    var activeAppearance: UIUserInterfaceActiveAppearance = UITraitActiveAppearance.defaultValue
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize = UITraitToolbarItemPresentationSize.defaultValue
    var imageDynamicRange: UIImage.DynamicRange = UITraitImageDynamicRange.defaultValue
    var typesettingLanguage: Locale.Language? = UITraitTypesettingLanguage.defaultValue

    /// Every built-in trait type, in the order descriptions list them.
    nonisolated(unsafe) static let all: [any SystemTrait.Type] = [UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayScale.self, UITraitDisplayGamut.self, UITraitUserInterfaceIdiom.self, UITraitLayoutDirection.self, UITraitPreferredContentSizeCategory.self, UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self, UITraitActiveAppearance.self, UITraitToolbarItemPresentationSize.self, UITraitImageDynamicRange.self, UITraitTypesettingLanguage.self]
}

/// A built-in trait, stored in `SystemTraitValues` at `keyPath`. Not public API.
protocol SystemTrait: UITraitDefinition where Value: Hashable {
    static var keyPath: WritableKeyPath<SystemTraitValues, Value> { get }
}

extension SystemTrait {
    /// Whether `values` holds something other than the default for this trait.
    static func isSpecified(in values: SystemTraitValues) -> Bool { values[keyPath: keyPath] != defaultValue }
    /// Copies this trait from `source` to `target`.
    static func copy(from source: SystemTraitValues, to target: inout SystemTraitValues) {
        target[keyPath: keyPath] = source[keyPath: keyPath]
    }
    /// Whether the trait differs between two value sets.
    static func differs(_ a: SystemTraitValues, _ b: SystemTraitValues) -> Bool { a[keyPath: keyPath] != b[keyPath: keyPath] }
    /// The value as text, for descriptions.
    static func describe(_ values: SystemTraitValues) -> String { "\(values[keyPath: keyPath])" }
}
