import Foundation

// MARK: - UITraitEnvironment

extension UIScreen: UITraitEnvironment {}

extension UIScreen {
    /// - Complexity: O(1) after the first read following a change.
    var screenTraitCollectionImplementation: UITraitCollection {
        if let screenTraitsCache { return screenTraitsCache }
        var values = TraitValueSet()
        let idiom = UIScreen.idiom(for: bounds.size)
        let sizeClasses = UIScreen.sizeClasses(for: bounds.size, idiom: idiom)
        values.set(UITraitUserInterfaceStyle.self, HostAppearance.style)
        values.set(UITraitDisplayScale.self, scale)
        values.set(UITraitUserInterfaceIdiom.self, idiom)
        values.set(UITraitHorizontalSizeClass.self, sizeClasses.horizontal)
        values.set(UITraitVerticalSizeClass.self, sizeClasses.vertical)
        values.set(UITraitDisplayGamut.self, .SRGB)
        values.set(UITraitLayoutDirection.self, HostAppearance.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        values.set(UITraitPreferredContentSizeCategory.self, HostAppearance.contentSizeCategory)
        values.set(UITraitAccessibilityContrast.self, HostAppearance.contrast)
        values.set(UITraitLegibilityWeight.self, .regular)
        values.set(UITraitUserInterfaceLevel.self, .base)
        values.set(UITraitActiveAppearance.self, .active)
        values.set(UITraitImageDynamicRange.self, .standard)
        let traits = UITraitCollection(values: values)
        screenTraitsCache = traits
        UITraitCollection.fallbackCurrent = traits
        return traits
    }

    /// The screen's size, scale or an app-wide setting changed: recompute its traits, tell it, and
    /// queue an update of every window's.
    func screenTraitsDidChange() {
        let previous = screenTraitsCache
        screenTraitsCache = nil
        let now = traitCollection
        if let previous, !previous.isEqual(now) { now.performAsCurrent { traitCollectionDidChange(previous) } }
        guard self === UIScreen.main else { return }
        for window in UIWindow.allWindows { window.invalidateTraits() }
    }

    /// The idiom for a screen (or host window) of `size`: `.pad` when its shorter side is at least 600
    /// points (a wide desktop window is iPad-like, documented), else `.phone`.
    static func idiom(for size: CGSize) -> UIUserInterfaceIdiom {
        min(size.width, size.height) >= 600 ? .pad : .phone
    }

    /// iOS's size classes for a window of `size` (HIG, Layout: size classes). Phones: regular height and
    /// compact width in portrait; in landscape compact height, and regular width on the Plus/Max-class
    /// phones (shorter side at least 414 points), compact on the others. iPad-like windows: regular
    /// height, and regular width from 678 points (an iPad's half of a 12.9-inch screen; narrower split
    /// views and slide-over are compact).
    /// - Complexity: O(1).
    static func sizeClasses(for size: CGSize, idiom: UIUserInterfaceIdiom)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        if idiom == .pad {
            return (size.width >= 678 ? .regular : .compact, .regular)
        }
        if size.width > size.height {
            return (min(size.width, size.height) >= 414 ? .regular : .compact, .compact)
        }
        return (.compact, .regular)
    }
}
