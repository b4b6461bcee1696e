import Testing
import Foundation
@testable import UIKit

private enum Theme: Int { case standard, monochrome }

private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
    static let affectsColorAppearance = true
}

private struct ZoomTrait: UICGFloatTraitDefinition {
    static let defaultValue: CGFloat = 1
}

private struct BadgeCountTrait: UINSIntegerTraitDefinition {
    static let defaultValue = 0
    static let name = "BadgeCount"
}

private final class Model: NSObject {}

private struct ModelTrait: UIObjectTraitDefinition {
    nonisolated(unsafe) static let defaultValue: AnyObject? = nil
}

/// Expected values: Apple's UITraitCollection documentation (iOS 17): `init()` "creates a trait collection
/// that contains no specified traits", each unspecified trait reporting its `defaultValue`
/// (`.unspecified` cases, `displayScale` 0.0, `typesettingLanguage` nil); `init(traitsFrom:)` takes "the
/// value of the trait from the last trait collection in the array that specifies it".
@MainActor
@Suite("UITraitCollection values")
struct TraitCollectionTests {
    @Test("an empty collection leaves every trait unspecified")
    func unspecifiedDefaults() {
        let t = UITraitCollection()
        #expect(t.userInterfaceStyle == .unspecified)
        #expect(t.horizontalSizeClass == .unspecified && t.verticalSizeClass == .unspecified)
        #expect(t.displayScale == 0)
        #expect(t.displayGamut == .unspecified)
        #expect(t.userInterfaceIdiom == .unspecified)
        #expect(t.layoutDirection == .unspecified)
        #expect(t.preferredContentSizeCategory == .unspecified)
        #expect(t.accessibilityContrast == .unspecified)
        #expect(t.legibilityWeight == .unspecified)
        #expect(t.userInterfaceLevel == .unspecified)
        #expect(t.activeAppearance == .unspecified)
        #expect(t.toolbarItemPresentationSize == .unspecified)
        #expect(t.imageDynamicRange == .unspecified)
        #expect(t.typesettingLanguage == nil)
        #expect(t[ThemeTrait.self] == .standard)
        #expect(t[ZoomTrait.self] == 1)
    }

    @Test("UIKit's raw values for the trait enumerations")
    func rawValues() {
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1 && UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIDisplayGamut.P3.rawValue == 1 && UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIUserInterfaceLevel.elevated.rawValue == 1 && UIAccessibilityContrast.high.rawValue == 1)
        #expect(UILegibilityWeight.bold.rawValue == 1 && UIUserInterfaceActiveAppearance.active.rawValue == 1)
        #expect(UINSToolbarItemPresentationSize.large.rawValue == 3 && UIImage.DynamicRange.high.rawValue == 2)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
    }

    @Test("each single-trait initializer specifies only its trait")
    func singleTraitInitializers() {
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(userInterfaceStyle: .dark).horizontalSizeClass == .unspecified)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(displayGamut: .P3).displayGamut == .P3)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
        #expect(UITraitCollection(toolbarItemPresentationSize: .small).toolbarItemPresentationSize == .small)
        #expect(UITraitCollection(imageDynamicRange: .high).imageDynamicRange == .high)
        #expect(UITraitCollection(typesettingLanguage: Locale.Language(identifier: "ar")).typesettingLanguage == Locale.Language(identifier: "ar"))
        #expect(UITraitCollection(horizontalSizeClass: .regular).verticalSizeClass == .unspecified)
        #expect(UITraitCollection(ThemeTrait.self, value: .monochrome)[ThemeTrait.self] == .monochrome)
        #expect(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection(userInterfaceStyle: .dark))
        #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
    }

    @Test("init(traitsFrom:) takes each trait from the last collection that specifies it")
    func combining() {
        let t = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(),
            UITraitCollection(ThemeTrait.self, value: .monochrome),
        ])
        #expect(t.userInterfaceStyle == .light)
        #expect(t.horizontalSizeClass == .compact)
        #expect(t.displayScale == 0)
        #expect(t[ThemeTrait.self] == .monochrome)
        #expect(t == UITraitCollection { traits in
            traits.userInterfaceStyle = .light
            traits.horizontalSizeClass = .compact
            traits[ThemeTrait.self] = .monochrome
        })
        #expect(t.hash == UITraitCollection(traitsFrom: [t]).hash)
    }

    @Test("init(mutations:) and modifyingTraits(_:) set built-in and custom traits")
    func mutations() {
        let base = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.displayScale = 2
            traits[ZoomTrait.self] = 1.5
            traits[BadgeCountTrait.self] = 3
        }
        #expect(base.userInterfaceStyle == .dark && base.displayScale == 2)
        #expect(base[ZoomTrait.self] == 1.5 && base[BadgeCountTrait.self] == 3)
        let changed = base.modifyingTraits { traits in
            traits.userInterfaceStyle = .light
            traits[BadgeCountTrait.self] = 4
        }
        #expect(changed.userInterfaceStyle == .light && changed.displayScale == 2 && changed[ZoomTrait.self] == 1.5)
        #expect(changed[BadgeCountTrait.self] == 4)
        #expect(base.userInterfaceStyle == .dark, "the original is immutable")
        let model = Model()
        let withModel = UITraitCollection(ModelTrait.self, value: model)
        #expect(withModel[ModelTrait.self] === model)
        #expect(withModel != UITraitCollection(ModelTrait.self, value: Model()))
    }

    @Test("containsTraits(in:) compares only the traits the argument specifies")
    func containment() {
        let t = UITraitCollection { $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .regular }
        #expect(t.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(t.containsTraits(in: UITraitCollection()))
        #expect(t.containsTraits(in: nil))
        #expect(!t.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!t.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
    }

    @Test("hasDifferentColorAppearance(comparedTo:) follows style, contrast, level and colour-affecting custom traits only")
    func colorAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.horizontalSizeClass = .compact }))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0[ThemeTrait.self] = .monochrome }))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0[ZoomTrait.self] = 2 }))
    }

    @Test("performAsCurrent sets current for the block and restores it")
    func current() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UITraitCollection?
        dark.performAsCurrent { inside = UITraitCollection.current }
        #expect(inside === dark)
        #expect(UITraitCollection.current === before)
    }

    @Test("trait definitions default their names to the type's name")
    func definitionDefaults() {
        #expect(ThemeTrait.name == "ThemeTrait")
        #expect(BadgeCountTrait.name == "BadgeCount")
        #expect(!ZoomTrait.affectsColorAppearance)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitHorizontalSizeClass.affectsColorAppearance)
        #expect(UITraitCollection(userInterfaceStyle: .dark).description.contains("UserInterfaceStyle = dark"))
    }

    @Test("content size categories compare by size")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.extraSmall < .small && UIContentSizeCategory.large < .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.named("AX3") == .accessibilityExtraLarge)
        #expect(UIContentSizeCategory.named("xl") == .extraLarge)
    }
}
