import Foundation

/// An accessory of a list cell: disclosure indicator, checkmark, delete, insert, reorder, multiselect,
/// outline disclosure, label, detail or a custom view.
///
/// Parity: UIKit's `UICellAccessory` (iOS 14; detail iOS 15). Default `displayed` values as UIKit:
/// `.always` for disclosure indicator, checkmark, outline disclosure, label and detail; `.whenEditing`
/// for delete, insert, reorder and multiselect. Placement (the system decides, as on iOS): multiselect,
/// delete and insert lead; label, detail, checkmark, disclosure, outline disclosure (for cells) and reorder
/// trail, in that order outward; an outline disclosure styled `.header` trails, `.cell` leads.
/// Metrics (chosen): 16-pt symbols; 24-pt standard reserved width for trailing accessories; 8-pt gaps.
/// - Complexity: Value type; O(1).
public struct UICellAccessory {
    /// When an accessory shows, with UIKit's raw values.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always = 0
        /// Only while the collection view is editing.
        case whenEditing = 1
        /// Only while it is not.
        case whenNotEditing = 2
    }

    /// The width an accessory reserves.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width (24 pt, chosen).
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete(actionHandler: (@MainActor () -> Void)?), insert(actionHandler: (@MainActor () -> Void)?)
        case reorder, multiselect, outlineDisclosure(style: OutlineDisclosureOptions.Style, actionHandler: (@MainActor () -> Void)?)
        case label(String, UIFont), detail(actionHandler: (@MainActor () -> Void)?), customView(CustomViewConfiguration)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual,
         tintColor: UIColor? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
        self.tintColor = tintColor
    }

    /// Whether `other` looks the same (kind, label text and font, displayed state, options), so its view
    /// can be kept when a reused cell sets equal accessories again; action handlers may differ.
    func looksLike(_ other: UICellAccessory) -> Bool {
        guard displayed == other.displayed, isHidden == other.isHidden, reservedLayoutWidth == other.reservedLayoutWidth,
              tintColor == other.tintColor else { return false }
        switch (kind, other.kind) {
        case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete), (.insert, .insert),
             (.reorder, .reorder), (.multiselect, .multiselect), (.detail, .detail):
            return true
        case (.outlineDisclosure(let a, _), .outlineDisclosure(let b, _)):
            return a == b
        case (.label(let a, let fa), .label(let b, let fb)):
            return a == b && fa == fb
        case (.customView(let a), .customView(let b)):
            return a.customView === b.customView
        default:
            return false
        }
    }

    // MARK: - Factories

    /// A chevron pointing right (tertiary-label gray).
    /// - Complexity: O(1).
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A checkmark in the tint colour.
    /// - Complexity: O(1).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A red delete control; `actionHandler` runs when it is tapped.
    /// - Complexity: O(1).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete(actionHandler: actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A green insert control; `actionHandler` runs when it is tapped.
    /// - Complexity: O(1).
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert(actionHandler: actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A reorder grip (three lines).
    /// - Complexity: O(1).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A selection circle, filled with a checkmark when the cell is selected.
    /// - Complexity: O(1).
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A disclosure chevron that expands or collapses the cell's item in its section snapshot (rotated
    /// down when expanded); `actionHandler` replaces the default toggle.
    /// - Complexity: O(1).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(style: options.style, actionHandler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A trailing text label (body font, secondary label colour).
    /// - Complexity: O(1).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// An info button; `actionHandler` runs when it is tapped.
    /// - Complexity: O(1).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail(actionHandler: actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A custom view at a leading or trailing placement.
    /// - Complexity: O(1).
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState = switch configuration.placement {
        case .leading(let d, _), .trailing(let d, _): d
        }
        return UICellAccessory(.customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
    }
}
