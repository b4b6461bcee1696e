import Foundation

/// A description of a cell's or header's background: colour, corner radius, stroke, insets and an
/// optional custom view.
///
/// Parity: UIKit's `UIBackgroundConfiguration` (iOS 14; `listCell()`/`listHeader()`/`listFooter()` iOS 18).
/// Defaults: no custom view, corner radius 0, zero insets, stroke width 0 and outset 0. `backgroundColor`
/// nil means the tint colour (use `.clear` for none); `strokeColor` nil means the tint colour.
/// Documented deviation: `visualEffect` and `image` are not provided (OpenUIKit has no visual effects).
/// State colours applied by `updated(for:)` (to colours the client left automatic):
/// - plain and grouped cells: `systemGray4` (209,209,214) when highlighted or selected
///   (uikit-visual-metrics §3.4);
/// - sidebar cells (corner radius 10 from the factory): the tint colour (nil) when selected, `systemGray5` when only
///   highlighted; accompanied sidebar cells: `systemGray4` when selected or highlighted;
/// - headers and footers and `clear()`: unchanged.
/// - Complexity: Value type; O(1) copies and updates.
public struct UIBackgroundConfiguration: Hashable {
    /// A view placed behind the background colour's fill (kept at the background's frame).
    public var customView: UIView?
    /// The corner radius of the background (and custom view), drawn with continuous corners as on iOS.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the cell's bounds; negative values are outsets.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Edges whose inset also adds the cell's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; nil means the tint colour.
    public var backgroundColor: UIColor?
    /// An optional transform of the fill colour.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke colour; nil means the tint colour.
    public var strokeColor: UIColor?
    /// An optional transform of the stroke colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke width (0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background; the corner radius stays concentric.
    public var strokeOutset: CGFloat = 0

    var style: Style
    /// The colour `updated(for:)` last chose (`.some(nil)`: the tint colour, as selected sidebar rows);
    /// nil until it first chooses, when the style's base colour counts as automatic.
    private var automaticColor: UIColor?? = nil

    init(style: Style, color: UIColor?) {
        self.style = style
        self.backgroundColor = color
    }

    /// The fill colour after the transformer, with nil resolved to `tintColor`.
    /// - Complexity: O(1) plus the transformer's cost.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke colour after the transformer, with nil resolved to `tintColor`.
    /// - Complexity: O(1) plus the transformer's cost.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }

    /// Returns a copy with the state's colours (see the type's documentation) applied to an automatic
    /// background colour; a colour the client set is kept.
    /// - Complexity: O(1).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var highlighted = false, selected = false
        if let cell = state as? UICellConfigurationState {
            highlighted = cell.isHighlighted; selected = cell.isSelected || cell.cellDropState == .targeted
        } else if let view = state as? UIViewConfigurationState {
            highlighted = view.isHighlighted; selected = view.isSelected
        }
        var copy = self
        let base = style.baseColor
        let isAutomatic = automaticColor.map { copy.backgroundColor == $0 } ?? (copy.backgroundColor == base)
        guard isAutomatic else { return copy }
        var color = base
        switch style {
        case .plainCell, .groupedCell, .accompaniedSidebarCell:
            if highlighted || selected { color = .systemGray4 }
        case .sidebarCell:
            if selected { color = nil } else if highlighted { color = .systemGray5 }
        case .clear, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader:
            break
        }
        copy.backgroundColor = color
        copy.automaticColor = .some(color)
        return copy
    }

    // MARK: - Equatable and Hashable

    /// Equal when every visible property is equal (custom views by identity).
    /// - Complexity: O(1).
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeColorTransformer == rhs.strokeColorTransformer
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset && lhs.style == rhs.style
    }

    /// Hashes the style, colour and radius.
    /// - Complexity: O(1).
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
    }
}
