import Foundation

extension UICellAccessory {
    /// Options of a disclosure indicator: hidden, reserved width, tint (default tertiary label).
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden but keeps its space.
        public var isHidden = false
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension = .actual
        /// Its colour (nil: the system's).
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a checkmark: hidden, reserved width, tint (default the tint colour).
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden but keeps its space.
        public var isHidden = false
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension = .actual
        /// Its colour (nil: the tint colour).
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a delete control (default colour `systemRed`).
    public typealias DeleteOptions = CheckmarkOptions
    /// Options of an insert control (default colour `systemGreen`).
    public typealias InsertOptions = CheckmarkOptions
    /// Options of a reorder grip (default colour `systemGray`).
    public typealias ReorderOptions = CheckmarkOptions
    /// Options of a multiselect circle (default colour the tint).
    public typealias MultiselectOptions = CheckmarkOptions
    /// Options of a detail (info) button (default colour the tint).
    public typealias DetailOptions = CheckmarkOptions

    /// Options of an outline disclosure: style, hidden, reserved width, tint.
    public struct OutlineDisclosureOptions {
        /// Where and how the disclosure shows, with UIKit's raw values.
        public enum Style: Int, Hashable, Sendable {
            /// A header-style disclosure for header rows, cell style otherwise.
            case automatic = 0
            /// Trailing, in the tint colour (for section headers).
            case header = 1
            /// Leading, in the secondary label colour.
            case cell = 2
        }
        /// The style.
        public var style: Style = .automatic
        /// Whether the accessory is hidden but keeps its space.
        public var isHidden = false
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension = .actual
        /// Its colour.
        public var tintColor: UIColor?
        /// Creates options.
        public init(style: Style = .automatic, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual,
                    tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a label accessory: font (default body 17), hidden, reserved width, colour.
    public struct LabelOptions {
        /// Whether the accessory is hidden but keeps its space.
        public var isHidden = false
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension = .actual
        /// Its colour (nil: secondary label).
        public var tintColor: UIColor?
        /// The font.
        public var font: UIFont = .systemFont(ofSize: 17)
        /// Whether the font follows Dynamic Type (kept for parity).
        public var adjustsFontForContentSizeCategory = true
        /// Creates options.
        public init(isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual, tintColor: UIColor? = nil,
                    font: UIFont = .systemFont(ofSize: 17), adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Where a custom accessory goes: leading or trailing, when it shows, and its position among the
    /// other accessories on that side (a closure from the accessories to an index; nil: outermost).
    public enum Placement {
        /// On the leading side.
        case leading(displayed: DisplayedState = .always, at: Position? = nil)
        /// On the trailing side.
        case trailing(displayed: DisplayedState = .always, at: Position? = nil)
    }

    /// Picks the index of a custom accessory among the accessories on its side.
    public typealias Position = @MainActor ([UICellAccessory]) -> Int

    /// A custom view accessory.
    public struct CustomViewConfiguration {
        /// The view (sized with `sizeThatFits`, or its frame when `maintainsFixedSize`).
        public var customView: UIView
        /// Where it goes.
        public var placement: Placement
        /// Whether it is hidden but keeps its space.
        public var isHidden = false
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension = .actual
        /// Its tint.
        public var tintColor: UIColor?
        /// Whether the view keeps its frame size instead of being sized to fit.
        public var maintainsFixedSize = false
        /// Creates a configuration.
        public init(customView: UIView, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
