import Foundation

/// How list separators look: visibility of the top and bottom separators, insets and colour.
///
/// Parity: UIKit's `UIListSeparatorConfiguration` (iOS 14.5). Defaults: visibilities `.automatic`,
/// insets `.automatic` (leading edge aligned with the row's text, trailing edge at the row's edge),
/// `color` `UIColor.separator` (60,60,67 @ 0.29), `multipleSelectionColor` the same.
/// Thickness is one device pixel (uikit-visual-metrics §3.2).
/// - Complexity: Value type; O(1).
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator is shown, with UIKit's raw values (automatic 0, visible 1, hidden 2).
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides: shown between rows and below the last row (not in inset-grouped lists), above
        /// the first row only in grouped lists.
        case automatic = 0
        /// Always shown.
        case visible = 1
        /// Never shown.
        case hidden = 2
    }

    /// Insets meaning "the system's value" on an edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// The top separator's visibility.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The bottom separator's visibility.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets: leading and trailing are used, from the cell's edges; an edge equal to
    /// `automaticInsets`' means the system value (leading: the text's leading edge; trailing: 0).
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The bottom separator's insets: leading and trailing are used, from the cell's edges; an edge equal
    /// to `automaticInsets`' means the system value (leading: the text's leading edge; trailing: 0).
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separator colour.
    public var color: UIColor = .separator
    /// The separator colour between selected rows in multiple selection.
    public var multipleSelectionColor: UIColor = .separator
    /// The list appearance the configuration was made for.
    let appearance: UICollectionLayoutListConfiguration.Appearance

    /// Creates a separator configuration for a list appearance.
    /// - Complexity: O(1).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        appearance = listAppearance
    }
}
