import Foundation

/// The interface environment of an app, a view or a view controller, as UIKit's `UITraitCollection`
/// (complete for iOS 17): every built-in trait, custom traits (`UITraitDefinition`), UIKit's
/// initializers, and `current` for resolving dynamic colours.
///
/// `UITraitCollection()` has every trait unspecified (their `defaultValue`s: `.unspecified`, scale 0, a nil
/// language); each single-trait initializer specifies one trait; `init(traitsFrom:)` combines collections,
/// each trait taken from the last one that specifies it; `init(mutations:)` and `modifyingTraits(_:)` build
/// one by setting traits. Collections are immutable and compare equal when every trait's value is equal.
///
/// The collections views and controllers report come from the screen, the window (size classes from the
/// window's size) and the overrides on the way down (see `UIView.traitCollection`).
/// - Complexity: value-like; reads are O(1), comparison O(1) plus the custom traits.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits' values.
    let values: TraitValueSet

    init(values: TraitValueSet) {
        self.values = values
        super.init()
    }

    /// Creates a trait collection with every trait unspecified, as UIKit's.
    /// - Complexity: O(1).
    public override convenience init() { self.init(values: TraitValueSet()) }

    /// A collection with the built-in traits given; UIKit's own environments are built with it. Not UIKit API.
    convenience init(userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass,
                     verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat) {
        var values = TraitValueSet()
        values.system.userInterfaceStyle = userInterfaceStyle
        values.system.horizontalSizeClass = horizontalSizeClass
        values.system.verticalSizeClass = verticalSizeClass
        values.system.displayScale = displayScale
        self.init(values: values)
    }

    /// The environment configurations resolve in when nothing else is known: light, an iPhone in portrait
    /// (compact width, regular height), scale 2 (the `HeadlessHost` default).
    static let portraitPhone = UITraitCollection(userInterfaceStyle: .light, horizontalSizeClass: .compact,
                                                 verticalSizeClass: .regular, displayScale: 2)

    // MARK: Built-in traits

    /// The light or dark appearance (`UITraitUserInterfaceStyle`).
    open var userInterfaceStyle: UIUserInterfaceStyle {
        UIColor.dynamicResolutions &+= 1
        return values.system.userInterfaceStyle
    }

    /// The horizontal size class (`UITraitHorizontalSizeClass`).
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.system.horizontalSizeClass }

    /// The vertical size class (`UITraitVerticalSizeClass`).
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.system.verticalSizeClass }

    /// The points-to-pixels scale (0: unspecified) (`UITraitDisplayScale`).
    open var displayScale: CGFloat { values.system.displayScale }

    /// The display gamut (`UITraitDisplayGamut`).
    open var displayGamut: UIDisplayGamut { values.system.displayGamut }

    /// The interface idiom (`UITraitUserInterfaceIdiom`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.system.userInterfaceIdiom }

    /// The layout direction (`UITraitLayoutDirection`).
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.system.layoutDirection }

    /// The Dynamic Type size (`UITraitPreferredContentSizeCategory`).
    open var preferredContentSizeCategory: UIContentSizeCategory { values.system.preferredContentSizeCategory }

    /// The contrast setting (`UITraitAccessibilityContrast`).
    open var accessibilityContrast: UIAccessibilityContrast {
        UIColor.dynamicResolutions &+= 1
        return values.system.accessibilityContrast
    }

    /// The bold-text setting (`UITraitLegibilityWeight`).
    open var legibilityWeight: UILegibilityWeight { values.system.legibilityWeight }

    /// The base or elevated level (`UITraitUserInterfaceLevel`).
    open var userInterfaceLevel: UIUserInterfaceLevel {
        UIColor.dynamicResolutions &+= 1
        return values.system.userInterfaceLevel
    }

    /// The active appearance (`UITraitActiveAppearance`).
    open var activeAppearance: UIUserInterfaceActiveAppearance { values.system.activeAppearance }

    /// The Mac toolbar item size (`UITraitToolbarItemPresentationSize`).
    open var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { values.system.toolbarItemPresentationSize }

    /// The image dynamic range (`UITraitImageDynamicRange`).
    open var imageDynamicRange: UIImage.DynamicRange { values.system.imageDynamicRange }

    /// The typesetting language (`UITraitTypesettingLanguage`).
    open var typesettingLanguage: Locale.Language? { values.system.typesettingLanguage }

    // MARK: Single-trait initializers

    /// A collection that specifies only the light or dark appearance, as UIKit's `init(userInterfaceStyle:)`.
    /// - Complexity: O(1).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(UITraitUserInterfaceStyle.self, value: userInterfaceStyle) }

    /// A collection that specifies only the horizontal size class, as UIKit's `init(horizontalSizeClass:)`.
    /// - Complexity: O(1).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(UITraitHorizontalSizeClass.self, value: horizontalSizeClass) }

    /// A collection that specifies only the vertical size class, as UIKit's `init(verticalSizeClass:)`.
    /// - Complexity: O(1).
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(UITraitVerticalSizeClass.self, value: verticalSizeClass) }

    /// A collection that specifies only the points-to-pixels scale (0: unspecified), as UIKit's `init(displayScale:)`.
    /// - Complexity: O(1).
    public convenience init(displayScale: CGFloat) { self.init(UITraitDisplayScale.self, value: displayScale) }

    /// A collection that specifies only the display gamut, as UIKit's `init(displayGamut:)`.
    /// - Complexity: O(1).
    public convenience init(displayGamut: UIDisplayGamut) { self.init(UITraitDisplayGamut.self, value: displayGamut) }

    /// A collection that specifies only the interface idiom, as UIKit's `init(userInterfaceIdiom:)`.
    /// - Complexity: O(1).
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(UITraitUserInterfaceIdiom.self, value: userInterfaceIdiom) }

    /// A collection that specifies only the layout direction, as UIKit's `init(layoutDirection:)`.
    /// - Complexity: O(1).
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(UITraitLayoutDirection.self, value: layoutDirection) }

    /// A collection that specifies only the Dynamic Type size, as UIKit's `init(preferredContentSizeCategory:)`.
    /// - Complexity: O(1).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(UITraitPreferredContentSizeCategory.self, value: preferredContentSizeCategory) }

    /// A collection that specifies only the contrast setting, as UIKit's `init(accessibilityContrast:)`.
    /// - Complexity: O(1).
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(UITraitAccessibilityContrast.self, value: accessibilityContrast) }

    /// A collection that specifies only the bold-text setting, as UIKit's `init(legibilityWeight:)`.
    /// - Complexity: O(1).
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(UITraitLegibilityWeight.self, value: legibilityWeight) }

    /// A collection that specifies only the base or elevated level, as UIKit's `init(userInterfaceLevel:)`.
    /// - Complexity: O(1).
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(UITraitUserInterfaceLevel.self, value: userInterfaceLevel) }

    /// A collection that specifies only the active appearance, as UIKit's `init(activeAppearance:)`.
    /// - Complexity: O(1).
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) { self.init(UITraitActiveAppearance.self, value: activeAppearance) }

    /// A collection that specifies only the Mac toolbar item size, as UIKit's `init(toolbarItemPresentationSize:)`.
    /// - Complexity: O(1).
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) { self.init(UITraitToolbarItemPresentationSize.self, value: toolbarItemPresentationSize) }

    /// A collection that specifies only the image dynamic range, as UIKit's `init(imageDynamicRange:)`.
    /// - Complexity: O(1).
    public convenience init(imageDynamicRange: UIImage.DynamicRange) { self.init(UITraitImageDynamicRange.self, value: imageDynamicRange) }

    /// A collection that specifies only the typesetting language, as UIKit's `init(typesettingLanguage:)`.
    /// - Complexity: O(1).
    public convenience init(typesettingLanguage: Locale.Language?) { self.init(UITraitTypesettingLanguage.self, value: typesettingLanguage) }

    /// A collection that specifies only `trait` with `value`, as UIKit's `init(_:value:)`.
    /// - Complexity: O(1).
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var values = TraitValueSet()
        values.set(trait, value)
        self.init(values: values)
    }

    /// Combines `traitCollections`: each trait takes the value of the last collection that specifies it
    /// (holds a value other than the trait's default), as UIKit's `init(traitsFrom:)`.
    /// - Complexity: O(n) in the number of collections.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = TraitValueSet()
        for traits in traitCollections { values.merge(specifiedIn: traits.values) }
        self.init(values: values)
    }

    /// A collection made by `mutations` setting traits on an empty one, as UIKit's `init(mutations:)`.
    /// - Complexity: O(the traits set).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitOverrides(values: TraitValueSet())
        mutations(&traits)
        self.init(values: (traits as? UITraitOverrides)?.values ?? TraitValueSet())
    }

    /// A copy of this collection with the traits `mutations` sets changed, as UIKit's `modifyingTraits(_:)`.
    /// - Complexity: O(the traits set).
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = UITraitOverrides(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? UITraitOverrides)?.values ?? values)
    }

    /// The value of any trait, built-in or custom, as UIKit's subscript: `traitCollection[ThemeTrait.self]`.
    /// - Complexity: O(1).
    open subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values.value(trait) }

    /// A copy of this collection with `trait` set to `value`. Not UIKit API (`modifyingTraits` is).
    /// - Complexity: O(1).
    func withTrait<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) -> UITraitCollection {
        var copy = values
        copy.set(trait, value)
        return UITraitCollection(values: copy)
    }

    // MARK: Comparing

    /// Whether every trait `trait` specifies has the same value here, as UIKit's `containsTraits(in:)`
    /// (an empty or nil collection is contained in any).
    /// - Complexity: O(traits).
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.merge(specifiedIn: trait.values)
        return merged.sameValues(as: values)
    }

    /// Whether a trait that dynamic colours depend on (`systemTraitsAffectingColorAppearance`, or a custom
    /// trait with `affectsColorAppearance`) differs, as UIKit's `hasDifferentColorAppearance(comparedTo:)`.
    /// - Complexity: O(traits).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        values.changes(from: (traitCollection ?? UITraitCollection()).values).affectsColor
    }

    /// The built-in traits dynamic colours resolve with, as UIKit's.
    open class var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
         UITraitDisplayGamut.self, UITraitActiveAppearance.self]
    }

    /// The built-in traits image look-up (asset catalogs) depends on, as UIKit's.
    open class var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitAccessibilityContrast.self,
         UITraitUserInterfaceIdiom.self, UITraitLayoutDirection.self, UITraitDisplayGamut.self,
         UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceLevel.self,
         UITraitLegibilityWeight.self, UITraitPreferredContentSizeCategory.self]
    }

    // MARK: The current trait collection (UITraitCollection+Current.swift)

    /// The trait collection dynamic colours resolve with now, as UIKit's `current`: UIKit sets it to the
    /// view's (or controller's) traits around `draw(_:)`, `layoutSubviews()`, `updateConfiguration` and the
    /// trait-change callbacks; elsewhere it is the main screen's traits. Main thread only.
    open class var current: UITraitCollection {
        get { currentImplementation }
        set { currentImplementation = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one, as UIKit's
    /// `performAsCurrent(_:)`.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.currentStorage
        UITraitCollection.currentStorage = self
        defer { UITraitCollection.currentStorage = previous }
        try actions()
    }

    // MARK: - Equatable and Hashable

    /// Trait collections are equal when all their traits are.
    /// - Complexity: O(1) plus the custom traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || values.sameValues(as: other.values)
    }

    /// A hash consistent with `isEqual(_:)`.
    /// - Complexity: O(1) plus the custom traits.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.system)
        var custom = 0
        for entry in values.custom.values { custom ^= entry.hashContribution }
        hasher.combine(custom)
        return hasher.finalize()
    }

    /// UIKit-style description listing the specified traits, e.g.
    /// `<UITraitCollection: 0x…; UserInterfaceStyle = Dark, …>` (without the address).
    open override var description: String {
        var parts: [String] = []
        for trait in SystemTraitValues.all where UITraitCollection.specified(trait, values.system) {
            parts.append("\(trait.name) = \(UITraitCollection.describe(trait, values.system))")
        }
        for entry in values.custom.values where !entry.isDefault { parts.append("\(entry.name) = \(entry.value)") }
        return "<UITraitCollection; " + parts.joined(separator: ", ") + ">"
    }

    private static func specified<S: SystemTrait>(_ trait: S.Type, _ values: SystemTraitValues) -> Bool { S.isSpecified(in: values) }
    private static func describe<S: SystemTrait>(_ trait: S.Type, _ values: SystemTraitValues) -> String { S.describe(values) }
}
