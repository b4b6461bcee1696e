import Foundation

/// What a table view tells a cell about its place: the style's background, separators and rounded
/// corners, and the editing controls to show. Not public API.
struct TableCellChrome: Equatable {
    var style: UITableView.Style = .plain
    var showsTopSeparator = false
    var showsBottomSeparator = false
    /// Whether the top and bottom separators run edge to edge (a grouped section's outer lines).
    var topSeparatorFullWidth = false
    var bottomSeparatorFullWidth = false
    var separatorColor: UIColor = .separator
    /// The table's default separator inset (nil: automatic, the text's leading edge).
    var tableSeparatorInset: UIEdgeInsets?
    var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges
    var roundsTop = false
    var roundsBottom = false
    /// The editing control shown (nil: none); `.none` style with multiple selection shows the circle.
    var editingControl: TableEditingControl?
    var showsReorderControl = false
    var indentsContent = true
    var margin: CGFloat = 16
    /// The height the separator takes below a self-sizing cell's content view: one pixel, or 0 without
    /// separators.
    var separatorHeight: CGFloat = 0.5
}

/// The leading control of a row in editing mode.
enum TableEditingControl: Equatable {
    case delete, insert, selectionCircle
}
