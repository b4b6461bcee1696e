import Foundation

extension UITableView {
    /// The table's style, with UIKit's raw values.
    ///
    /// UIKit parity: `.plain` (headers and footers float over the rows), `.grouped` (sections as groups on
    /// `systemGroupedBackground`, headers scroll with the content) and `.insetGrouped` (iOS 13: the groups
    /// are rounded cards, radius 10, inset by the table's margin: 16 pt, 20 pt at 414 pt width and wider).
    public enum Style: Int, Sendable {
        /// Edge-to-edge rows; floating section headers and footers.
        case plain = 0
        /// Grouped sections on a grouped background.
        case grouped = 1
        /// Grouped sections drawn as inset, rounded cards (iOS 13).
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the row.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as possible to show the row (no scrolling when it is fully visible).
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows and sections animate, with UIKit's raw values.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade = 0
        /// Slide in from, or out to, the right.
        case right = 1
        /// Slide in from, or out to, the left.
        case left = 2
        /// Slide in from, or out to, the top (behind the row above).
        case top = 3
        /// Slide in from, or out to, the bottom (behind the row below).
        case bottom = 4
        /// No animation of the row itself (other rows still move).
        case none = 5
        /// Grow from, or shrink to, the row's middle.
        case middle = 6
        /// The table chooses (fade here, as UIKit's automatic style for most changes).
        case automatic = 100
    }

    /// What the separator insets are measured from (iOS 11).
    public enum SeparatorInsetReference: Int, Sendable {
        /// The insets are measured from the cell's edges (default).
        case fromCellEdges = 0
        /// The insets are added to the automatic insets (the text's leading edge).
        case fromAutomaticInsets = 1
    }

    /// The automatic height (`UITableViewAutomaticDimension`, −1): rows, headers and footers size
    /// themselves, and as an estimate it means "the table chooses".
    public static let automaticDimension: CGFloat = -1

    /// The section index title that shows a magnifying glass and jumps to the top (`UITableViewIndexSearch`).
    public static let indexSearch = "{search}"

    /// Posted when the selected rows change through the user (not through `selectRow`/`deselectRow`).
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}
