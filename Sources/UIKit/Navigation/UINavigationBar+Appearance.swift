import Foundation

/// The two appearances a navigation bar cross-fades between, resolved for its top item and traits. Not
/// public API.
struct ResolvedNavigationBarAppearances {
    let standard: UINavigationBarAppearance
    let scrollEdge: UINavigationBarAppearance
    /// Whether they were resolved for a compact height.
    let compact: Bool
}

extension UINavigationBar {
    /// Whether the bar is in a compact height (a phone in landscape): the compact appearances apply and
    /// the row is 32 points.
    var isVerticallyCompact: Bool { traitCollection.verticalSizeClass == .compact }

    /// Something that changes the bar's look changed: resolve the appearances again.
    func appearanceDidChange() {
        resolvedAppearancesCache = nil
        setNeedsLayout()
    }

    /// The standard and scroll-edge appearances now, as UIKit chooses them: the top item's before the
    /// bar's; in a compact height the compact ones first; at the scroll edge without a scroll-edge
    /// appearance, the standard one with a transparent background (iOS 15). The legacy properties
    /// (`barTintColor`, `isTranslucent`, `barStyle`, the title attributes) adjust the bar's own standard
    /// appearance.
    /// - Complexity: O(1); cached until an appearance, the top item or the traits change.
    var resolvedAppearances: ResolvedNavigationBarAppearances {
        let compact = isVerticallyCompact
        if let cached = resolvedAppearancesCache, cached.compact == compact { return cached }
        let item = topItem
        var standard = item?.standardAppearance ?? legacyAdjusted(standardAppearanceStorage)
        if compact, let compactLook = item?.compactAppearance ?? compactAppearance { standard = compactLook }
        var edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if compact, let compactEdge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { edge = compactEdge }
        let resolved = ResolvedNavigationBarAppearances(standard: standard, scrollEdge: edge ?? standard.withTransparentBackground,
                                                        compact: compact)
        resolvedAppearancesCache = resolved
        return resolved
    }

    /// The appearance whose text and buttons show now (the nearer of the two in the cross-fade).
    var shownAppearance: UINavigationBarAppearance {
        let resolved = resolvedAppearances
        return backgroundProgress >= 0.5 ? resolved.standard : resolved.scrollEdge
    }

    /// `appearance` with the legacy properties applied (a copy when any is set).
    private func legacyAdjusted(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
        let dark = barStyle == .black
        guard barTintColor != nil || !isTranslucent || dark || titleTextAttributes != nil || largeTitleTextAttributes != nil else {
            return appearance
        }
        let adjusted: UINavigationBarAppearance = appearance.copy()
        if dark, adjusted.backgroundEffect != nil { adjusted.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
        if let tint = barTintColor {
            adjusted.backgroundEffect = nil
            adjusted.backgroundColor = tint
        } else if !isTranslucent {
            adjusted.backgroundEffect = nil
            adjusted.backgroundColor = dark ? UIColor(white: 0.11, alpha: 1) : .systemBackground
        }
        for (key, value) in titleTextAttributes ?? [:] { adjusted.titleTextAttributes[key] = value }
        for (key, value) in largeTitleTextAttributes ?? [:] { adjusted.largeTitleTextAttributes[key] = value }
        if dark {
            if adjusted.titleTextAttributes[.foregroundColor] == nil { adjusted.titleTextAttributes[.foregroundColor] = UIColor.white }
            if adjusted.largeTitleTextAttributes[.foregroundColor] == nil { adjusted.largeTitleTextAttributes[.foregroundColor] = UIColor.white }
        }
        return adjusted
    }
}
