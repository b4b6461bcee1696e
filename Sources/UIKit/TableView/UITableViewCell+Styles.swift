import Foundation

extension UITableViewCell {
    /// The standard layouts of `textLabel`, `detailTextLabel` and `imageView`, with UIKit's raw values.
    ///
    /// Metrics (points; chosen to match the iOS 14+ list content configurations, since Apple documents no
    /// fonts for the legacy labels — uikit-behavior-2 B.4): text at the layout margin (16, 20 at 414 pt and
    /// wider), after an image by 16; one line of body text in a 44-pt row.
    public enum CellStyle: Int, Sendable {
        /// A body (17) `label` text, optional image; no detail label (as `UIListContentConfiguration.cell()`).
        case `default` = 0
        /// Text on the left, detail right-aligned on the right in body (17) `secondaryLabel`, as Settings.
        case value1 = 1
        /// A right-aligned 15-pt semibold tint-coloured label in a 77-pt column, then a 15-pt `label`
        /// detail, as Phone and Contacts.
        case value2 = 2
        /// Text with a 15-pt `secondaryLabel` subtitle 3 pt below it.
        case subtitle = 3
    }

    /// How a selected or highlighted cell looks, with UIKit's raw values.
    public enum SelectionStyle: Int, Sendable {
        /// No selection appearance.
        case none = 0
        /// The default look (iOS 7+: gray).
        case blue = 1
        /// Gray.
        case gray = 2
        /// The default: a `systemGray4` background behind the content.
        case `default` = 3
    }

    /// The editing control a row shows in editing mode, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A red minus; tapping it reveals the Delete confirmation.
        case delete = 1
        /// A green plus; tapping it commits an insertion.
        case insert = 2
    }

    /// The standard accessory views, with UIKit's raw values.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron (does not track touches).
        case disclosureIndicator = 1
        /// An info button and a chevron; the button calls `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button (iOS 7); it calls `accessoryButtonTappedForRowWith`.
        case detailButton = 4
    }

    /// The separator styles, with UIKit's raw values.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// One-pixel lines between rows.
        case singleLine = 1
        /// Deprecated; drawn as `.singleLine`.
        case singleLineEtched = 2
    }

    /// How a focused cell looks (iOS 9).
    public enum FocusStyle: Int, Sendable {
        /// The system look (a tinted background while focused).
        case `default` = 0
        /// No focus look; the cell draws its own.
        case custom = 1
    }

    /// The cell states `willTransition(to:)` reports.
    public struct StateMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell shows its editing control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its delete confirmation.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
