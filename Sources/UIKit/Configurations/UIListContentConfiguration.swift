import Foundation

/// A content configuration for list rows, headers and footers: an image, a primary text and a
/// secondary text, laid out by `UIListContentView`.
///
/// Parity: UIKit's `UIListContentConfiguration` (iOS 14, plus iOS 15's prominent headers and iOS 18's
/// `header()`/`footer()`). Create one with a style factory (`cell()`, `subtitleCell()`, ...; see
/// `UIListContentConfiguration+Styles.swift` for each style's fonts, colours and margins), or from a list
/// cell's `defaultContentConfiguration()`. `updated(for:)` applies state-dependent colours (sidebar
/// selection, disabled) to every colour the client left at the style's default.
/// - Complexity: Value type; copying and `updated(for:)` are O(1).
nonisolated public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The image shown at the leading edge (nil: none).
    public var image: UIImage?
    /// How the image is sized and tinted.
    public var imageProperties = ImageProperties()
    /// The primary text; setting it clears `attributedText`.
    public var text: String? {
        didSet { if text != nil { attributedTextStorage = nil } }
    }
    /// The primary attributed text, which supersedes `text`; setting it clears `text`.
    public var attributedText: NSAttributedString? {
        get { attributedTextStorage }
        set { attributedTextStorage = newValue; if newValue != nil { text = nil; attributedTextStorage = newValue } }
    }
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// The secondary text; setting it clears `secondaryAttributedText`.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { secondaryAttributedTextStorage = nil } }
    }
    /// The secondary attributed text, which supersedes `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryAttributedTextStorage }
        set {
            secondaryAttributedTextStorage = newValue
            if newValue != nil { secondaryText = nil; secondaryAttributedTextStorage = newValue }
        }
    }
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// The axes on which `directionalLayoutMargins` are only minimums and the superview's margins win
    /// when larger (default `.horizontal` for cells, as ListDump shows).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The content's margins (cell style: top 11, leading 16, bottom 11, trailing 8 — ListDump).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether text and secondary text share a line when they fit (true for `valueCell()`).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The gap between the image and the text, used only when both exist (16 — ListDump).
    public var imageToTextPadding: CGFloat = 16
    /// The minimum gap between the texts in side-by-side layout (chosen: 16).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16
    /// The gap between the texts in stacked layout (3 — ListDump).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The content's opacity (iOS 18; default 1).
    public var alpha: CGFloat = 1

    var style: Style
    private var attributedTextStorage: NSAttributedString?
    private var secondaryAttributedTextStorage: NSAttributedString?
    /// Colours last applied by `updated(for:)`, to tell automatic colours from client-set ones.
    private var automaticTextColor: UIColor?
    private var automaticSecondaryTextColor: UIColor?
    private var automaticImageTint: UIColor?

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        self.textProperties = text
        self.secondaryTextProperties = secondary
        self.directionalLayoutMargins = margins
    }

    // MARK: - UIContentConfiguration

    /// Creates a `UIListContentView` showing this configuration.
    /// - Complexity: O(1) plus text measurement at the view's first layout.
    @preconcurrency @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// Returns a copy with the state's colours applied to each colour still at its automatic value:
    /// sidebar styles turn text and image white when selected (on the tint background); every style
    /// uses `secondaryLabel`-like dimmed text (`tertiaryLabel`) when disabled.
    /// - Complexity: O(1).
    @preconcurrency @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var copy = self
        let selected: Bool, disabled: Bool
        if let cell = state as? UICellConfigurationState {
            selected = cell.isSelected; disabled = cell.isDisabled
        } else if let view = state as? UIViewConfigurationState {
            selected = view.isSelected; disabled = view.isDisabled
        } else {
            selected = false; disabled = false
        }
        let defaults = style.defaults
        let onTint = selected && style.selectsWithTint
        func pick(_ base: UIColor) -> UIColor { onTint ? .white : (disabled ? .tertiaryLabel : base) }

        if copy.textProperties.color == (automaticTextColor ?? defaults.textColor) {
            copy.textProperties.color = pick(defaults.textColor)
            copy.automaticTextColor = copy.textProperties.color
        }
        if copy.secondaryTextProperties.color == (automaticSecondaryTextColor ?? defaults.secondaryTextColor) {
            copy.secondaryTextProperties.color = pick(defaults.secondaryTextColor)
            copy.automaticSecondaryTextColor = copy.secondaryTextProperties.color
        }
        if copy.imageProperties.tintColor == automaticImageTint {
            copy.imageProperties.tintColor = onTint ? .white : nil
            copy.automaticImageTint = copy.imageProperties.tintColor
        }
        return copy
    }

    // MARK: - Equatable and Hashable

    /// Configurations are equal when everything they show and how is equal.
    /// - Complexity: O(text length).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.image == rhs.image && lhs.imageProperties == rhs.imageProperties && lhs.text == rhs.text
            && lhs.attributedTextStorage == rhs.attributedTextStorage && lhs.textProperties == rhs.textProperties
            && lhs.secondaryText == rhs.secondaryText
            && lhs.secondaryAttributedTextStorage == rhs.secondaryAttributedTextStorage
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
            && lhs.alpha == rhs.alpha && lhs.style == rhs.style
    }

    /// Hashes the texts and the style (enough to spread configurations; equality decides the rest).
    /// - Complexity: O(text length).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(style)
        hasher.combine(image)
    }
}
