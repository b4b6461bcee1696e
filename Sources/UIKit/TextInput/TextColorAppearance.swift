import Foundation

/// The traits dynamic colours resolve by (`userInterfaceStyle`, `accessibilityContrast`,
/// `userInterfaceLevel`): text controls keep the appearance their cached text (colours resolved into
/// `TextContent`) was built for, and build it again when the appearance changes (a dark-mode switch).
/// Reading it counts as using the appearance (see `UIColor.dynamicResolutions`), so a `layoutSubviews()`
/// that reads it runs again when the appearance changes. Not public API.
struct TextColorAppearance: Equatable {
    var style: UIUserInterfaceStyle
    var contrast: UIAccessibilityContrast
    var level: UIUserInterfaceLevel

    init(_ traits: UITraitCollection) {
        style = traits.userInterfaceStyle
        contrast = traits.accessibilityContrast
        level = traits.userInterfaceLevel
    }
}
