import Foundation

extension UISplitViewController {
    // MARK: Split behaviour and display mode

    /// The automatic split behaviour, OpenUIKit's reading of iPadOS 14 (Apple documents no rule): `.tile`
    /// in a landscape or square window (an iPad in landscape, a desktop window); in portrait `.overlay`
    /// for two columns and `.displace` for three.
    /// - Complexity: O(1).
    func resolvedSplitBehavior(for size: CGSize) -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        if size.width >= size.height { return .tile }
        return styleStorage == .tripleColumn ? .displace : .overlay
    }

    var splitBehaviorImplementation: SplitBehavior { resolvedSplitBehavior(for: arrangementSize) }

    var displayModeImplementation: DisplayMode {
        let size = arrangementSize
        return resolvedDisplayMode(for: size, behavior: resolvedSplitBehavior(for: size))
    }

    /// The size the arrangement is computed for: the view's, or the screen's before the view loads.
    var arrangementSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }

    /// The display mode for `size`: the override from `show(_:)`/`hide(_:)`/the button while the size is
    /// the one it was made for, else `preferredDisplayMode`, made to fit `behavior` (UIKit's table of
    /// the modes each behaviour allows). `.automatic`: in `.tile` one sidebar beside the secondary (two in
    /// a triple column when the secondary keeps at least 320 points); in `.overlay` the secondary alone;
    /// in `.displace` the secondary alone (two columns) or the supplementary beside it (three).
    /// - Complexity: O(1).
    func resolvedDisplayMode(for size: CGSize, behavior: SplitBehavior) -> DisplayMode {
        let wanted = (overrideSize == size ? displayModeOverride : nil) ?? preferredDisplayMode
        if wanted != .automatic { return mode(sidebars: Self.sidebarCount(of: wanted), behavior: behavior) }
        switch behavior {
        case .tile, .automatic:
            let two = styleStorage == .tripleColumn
                && size.width - primaryWidth(in: size.width) - supplementaryWidth(in: size.width) >= 320
            return mode(sidebars: two ? 2 : 1, behavior: .tile)
        case .overlay:
            return .secondaryOnly
        case .displace:
            return styleStorage == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        }
    }

    /// How many sidebars `mode` shows (0, 1 or 2).
    static func sidebarCount(of mode: DisplayMode) -> Int {
        switch mode {
        case .automatic, .secondaryOnly: return 0
        case .oneBesideSecondary, .oneOverSecondary: return 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return 2
        }
    }

    /// The display mode of `behavior` that shows `sidebars` sidebars (two only in a triple column).
    func mode(sidebars: Int, behavior: SplitBehavior) -> DisplayMode {
        let count = styleStorage == .tripleColumn ? sidebars : min(sidebars, 1)
        switch (count, behavior) {
        case (0, _): return .secondaryOnly
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        case (_, .displace): return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }

    /// The columns `mode` shows besides the secondary, leading first.
    func sidebarColumns(in mode: DisplayMode) -> [Column] {
        switch Self.sidebarCount(of: mode) {
        case 0: return []
        case 1: return styleStorage == .tripleColumn ? [.supplementary] : [.primary]
        default: return [.primary, .supplementary]
        }
    }

    // MARK: Widths

    var primaryColumnWidthImplementation: CGFloat { primaryWidth(in: arrangementSize.width) }
    var supplementaryColumnWidthImplementation: CGFloat {
        styleStorage == .tripleColumn ? supplementaryWidth(in: arrangementSize.width) : 0
    }

    /// The primary column's width in a split view `total` points wide.
    func primaryWidth(in total: CGFloat) -> CGFloat {
        Self.columnWidth(points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                         minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, total: total)
    }

    /// The supplementary column's width in a split view `total` points wide.
    func supplementaryWidth(in total: CGFloat) -> CGFloat {
        Self.columnWidth(points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                         minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, total: total)
    }

    /// A column's width: the preferred points, else the preferred fraction of `total`, else 320 points;
    /// then at least the minimum (automatic: 0) and at most the maximum (automatic: 320 points, as UIKit
    /// documents, unless a preferred width asks for more) and never wider than `total`.
    /// - Complexity: O(1).
    static func columnWidth(points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, total: CGFloat) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        let standard: CGFloat = 320
        let preferred: CGFloat
        if points != automatic, points >= 0 {
            preferred = points
        } else if fraction != automatic, fraction >= 0 {
            preferred = min(fraction, 1) * total
        } else {
            preferred = standard
        }
        let explicitlySized = points != automatic || fraction != automatic
        let upper = maximum != automatic ? maximum : (explicitlySized ? total : standard)
        let lower = minimum != automatic ? minimum : 0
        return max(0, min(max(min(preferred, upper), lower), total)).rounded()
    }

    /// A setting the arrangement depends on changed: arrange again at the next layout.
    func arrangementSettingsDidChange() {
        arrangedSize = nil
        sidebarEdgeSwipeStorage?.edges = primaryEdge == .trailing ? .right : .left
        viewIfLoaded?.setNeedsLayout()
    }
}
