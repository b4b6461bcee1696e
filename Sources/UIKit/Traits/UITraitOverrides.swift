import Foundation

/// The traits a view, view controller or window sets for itself and its descendants, as UIKit's
/// `UITraitOverrides` (iOS 17, `traitOverrides`): the traits set here replace the inherited ones; the others
/// are inherited. `contains(_:)` tells whether a trait is overridden and `remove(_:)` stops overriding it.
/// - Complexity: reads and writes O(1).
public struct UITraitOverrides: UIMutableTraits {
    var values = TraitValueSet()

    /// No overrides.
    init() {}

    /// The traits of `values`, to be changed: what `UITraitCollection(mutations:)` and `modifyingTraits(_:)`
    /// hand their closures (one implementation of `UIMutableTraits` for overrides and mutations).
    init(values: TraitValueSet) { self.values = values }

    /// The light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.value(UITraitUserInterfaceStyle.self) }
        set { values.set(UITraitUserInterfaceStyle.self, newValue) }
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.value(UITraitHorizontalSizeClass.self) }
        set { values.set(UITraitHorizontalSizeClass.self, newValue) }
    }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.value(UITraitVerticalSizeClass.self) }
        set { values.set(UITraitVerticalSizeClass.self, newValue) }
    }
    /// The points-to-pixels scale (0: unspecified).
    public var displayScale: CGFloat {
        get { values.value(UITraitDisplayScale.self) }
        set { values.set(UITraitDisplayScale.self, newValue) }
    }
    /// The display gamut.
    public var displayGamut: UIDisplayGamut {
        get { values.value(UITraitDisplayGamut.self) }
        set { values.set(UITraitDisplayGamut.self, newValue) }
    }
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.value(UITraitUserInterfaceIdiom.self) }
        set { values.set(UITraitUserInterfaceIdiom.self, newValue) }
    }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.value(UITraitLayoutDirection.self) }
        set { values.set(UITraitLayoutDirection.self, newValue) }
    }
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.value(UITraitPreferredContentSizeCategory.self) }
        set { values.set(UITraitPreferredContentSizeCategory.self, newValue) }
    }
    /// The contrast setting.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.value(UITraitAccessibilityContrast.self) }
        set { values.set(UITraitAccessibilityContrast.self, newValue) }
    }
    /// The bold-text setting.
    public var legibilityWeight: UILegibilityWeight {
        get { values.value(UITraitLegibilityWeight.self) }
        set { values.set(UITraitLegibilityWeight.self, newValue) }
    }
    /// The base or elevated level.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.value(UITraitUserInterfaceLevel.self) }
        set { values.set(UITraitUserInterfaceLevel.self, newValue) }
    }
    /// The active appearance.
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { values.value(UITraitActiveAppearance.self) }
        set { values.set(UITraitActiveAppearance.self, newValue) }
    }
    /// The Mac toolbar item size.
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        get { values.value(UITraitToolbarItemPresentationSize.self) }
        set { values.set(UITraitToolbarItemPresentationSize.self, newValue) }
    }
    /// The image dynamic range.
    public var imageDynamicRange: UIImage.DynamicRange {
        get { values.value(UITraitImageDynamicRange.self) }
        set { values.set(UITraitImageDynamicRange.self, newValue) }
    }
    /// The typesetting language.
    public var typesettingLanguage: Locale.Language? {
        get { values.value(UITraitTypesettingLanguage.self) }
        set { values.set(UITraitTypesettingLanguage.self, newValue) }
    }

    /// The overridden value of any trait, or its default when not overridden.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values.value(trait) }
        set { values.set(trait, newValue) }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { values.explicit.contains(ObjectIdentifier(trait)) }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }

    /// Whether nothing is overridden.
    var isEmpty: Bool { values.explicit.isEmpty }
}
