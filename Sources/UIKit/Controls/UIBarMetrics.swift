import Foundation

/// The bar heights an appearance customisation applies to, as UIKit's `UIBarMetrics`: regular bars,
/// compact ones (a phone's landscape navigation bar), and both with a prompt. Segmented controls and bars
/// keep images per metrics; OpenUIKit's bars are always `.default`.
public enum UIBarMetrics: Int, Hashable, Sendable {
    /// Regular-height bars.
    case `default` = 0
    /// Compact-height bars.
    case compact = 1
    /// Regular-height bars with a prompt.
    case defaultPrompt = 101
    /// Compact-height bars with a prompt.
    case compactPrompt = 102
}
