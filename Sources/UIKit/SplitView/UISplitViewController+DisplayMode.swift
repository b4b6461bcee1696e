import Foundation

extension UISplitViewController {
    /// How an expanded split view controller arranges its columns, as UIKit's
    /// `UISplitViewController.DisplayMode`. A collapsed split view ignores it.
    public enum DisplayMode: Int, Sendable {
        /// Chosen by the split view from its size (`displayMode` never reports it).
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// One sidebar (the primary, or the supplementary of a triple column) beside the secondary.
        case oneBesideSecondary = 2
        /// One sidebar layered over the dimmed secondary.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary (triple column, iOS 14).
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the dimmed secondary (triple column, iOS 14).
        case twoOverSecondary = 5
        /// The primary and supplementary columns pushing the dimmed secondary partly off screen
        /// (triple column, iOS 14).
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `secondaryOnly` (deprecated in iOS 14).
        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8 name of `oneBesideSecondary` (deprecated in iOS 14).
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8 name of `oneOverSecondary` (deprecated in iOS 14).
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
}
