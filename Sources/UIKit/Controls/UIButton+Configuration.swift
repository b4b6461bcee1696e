import Foundation

extension UIButton {
    /// How a button looks, as UIKit's `UIButton.Configuration` (iOS 15): a style (plain, tinted, gray,
    /// filled and the bordered family), title, subtitle, image and their placement, colours, corner style
    /// and size. Assign it to `UIButton.configuration`; the button resolves it for its state (highlighted,
    /// disabled, selected) every time the state changes.
    ///
    /// Colours (UIKit's exact figures are undocumented; these follow measurements of iOS 17's filled and tinted buttons):
    /// - plain / borderless: no background, foreground = `baseForegroundColor` ?? tint;
    /// - tinted / borderedTinted: background = (`baseBackgroundColor` ?? tint) at 15 % alpha,
    ///   foreground = `baseForegroundColor` ?? tint;
    /// - gray / bordered: background = `baseBackgroundColor` ?? `.tertiarySystemFill`, foreground tint;
    /// - filled / borderedProminent: background = `baseBackgroundColor` ?? tint, foreground white.
    /// Highlighted: plain content at 20 % alpha, backgrounds at 70 % of their alpha. Disabled: foreground
    /// `.tertiaryLabel`, backgrounds `.quaternarySystemFill`. Selected (with
    /// `automaticallyUpdateForSelection`): the filled look.
    ///
    /// Documented deviations: `attributedTitle`/`attributedSubtitle` show their characters only (UIKit's
    /// attribute scope does not exist on Linux); no text-attribute or colour transformers; no activity
    /// indicator; `background` is a `UIButton.Configuration.Background`.
    public struct Configuration: Hashable {
        /// The named styles.
        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The style this configuration was made from.
        var style: Style
        private var contentInsetsStorage: NSDirectionalEdgeInsets?

        /// The background: colour, corners and border. Its colour overrides the style's.
        public var background = Background()
        /// How the background's corners are rounded (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: fonts and default content insets (`.medium` by default).
        public var buttonSize: Size = .medium
        /// The colour of the title, subtitle and image; `nil` uses the style's.
        public var baseForegroundColor: UIColor?
        /// The background colour the style derives its fill from; `nil` uses the style's.
        public var baseBackgroundColor: UIColor?
        /// The image, drawn in the foreground colour when it is a symbol or template.
        public var image: UIImage?
        /// The symbol configuration applied to the image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Where the image sits relative to the title (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title, in points (0 by default).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle, in points (0 by default).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other (`.automatic` by default).
        public var titleAlignment: TitleAlignment = .automatic
        /// The title as styled text; its characters are shown (see the deviations above).
        public var attributedTitle: AttributedString?
        /// The subtitle as styled text; its characters are shown.
        public var attributedSubtitle: AttributedString?
        /// Whether the selected state changes the look (true by default).
        public var automaticallyUpdateForSelection = true

        /// Creates a configuration of `style`.
        init(style: Style) { self.style = style }

        // MARK: Styles

        /// No background; tinted content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A translucent tint background with tinted content.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background with tinted content.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background with white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (the iOS 15 name for a plain button without a highlight background).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A grey background (the look of `gray()`).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A translucent tint background (the look of `tinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A tint-coloured background with white content (the look of `filled()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        // MARK: Text

        /// The title; setting it replaces `attributedTitle`.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The subtitle, shown under the title; setting it replaces `attributedSubtitle`.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        // MARK: Insets

        /// The space around the content; defaults depend on `buttonSize` (see `Size`) until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? Configuration.defaultInsets(for: buttonSize) }
            set { contentInsetsStorage = newValue }
        }

        /// Goes back to the size's default content insets.
        public mutating func setDefaultContentInsets() { contentInsetsStorage = nil }

        /// A copy resolved for `button`'s state, as UIKit's `updated(for:)`: the base colours and the
        /// background colour set to what the button shows now.
        @preconcurrency @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            let colors = resolvedColors(state: button.state, tint: button.tintColor ?? .systemBlue)
            copy.baseForegroundColor = colors.foreground
            copy.background.backgroundColor = colors.background
            return copy
        }

        // MARK: Resolution

        /// The title font of the size.
        @MainActor var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        /// The subtitle font of the size.
        @MainActor var subtitleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 10)
            case .small: return .systemFont(ofSize: 12)
            case .medium, .large: return .systemFont(ofSize: 15)
            }
        }

        /// The default insets of each size.
        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
            }
        }

        /// The text alignment of the title and subtitle labels.
        var resolvedTextAlignment: NSTextAlignment {
            switch titleAlignment {
            case .automatic: return imagePlacement == .top || imagePlacement == .bottom ? .center : .left
            case .leading: return .left
            case .center: return .center
            case .trailing: return .right
            }
        }

        /// The corner radius for a background of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic: return buttonSize == .large ? 12 : 8
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }

        /// The foreground and background colours for `state`.
        @MainActor func resolvedColors(state: UIControl.State, tint: UIColor) -> (foreground: UIColor, background: UIColor?) {
            var look = style
            if state.contains(.selected), automaticallyUpdateForSelection { look = .filled }
            let foreground: UIColor
            var fill: UIColor?
            switch look {
            case .plain, .borderless:
                foreground = baseForegroundColor ?? tint
                fill = nil
            case .tinted, .borderedTinted:
                foreground = baseForegroundColor ?? tint
                fill = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray, .bordered:
                foreground = baseForegroundColor ?? tint
                fill = baseBackgroundColor ?? .tertiarySystemFill
            case .filled, .borderedProminent:
                foreground = baseForegroundColor ?? .white
                fill = baseBackgroundColor ?? tint
            }
            if let explicit = background.backgroundColor { fill = explicit }
            if state.contains(.disabled) {
                return (.tertiaryLabel, fill == nil ? nil : .quaternarySystemFill)
            }
            if state.contains(.highlighted) {
                guard let fill else { return (foreground.scalingAlpha(by: 0.2), nil) }
                return (foreground, fill.scalingAlpha(by: 0.7))
            }
            return (foreground, fill)
        }
    }
}
