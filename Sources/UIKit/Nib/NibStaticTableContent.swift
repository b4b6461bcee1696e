import Foundation

/// The cells and section titles of a storyboard table view whose `dataMode` is `static` (Xcode's "Static
/// Cells"): built once with the scene's view, outlets and all, and served by the owning
/// `UITableViewController`'s data source methods — UIKit's behaviour, which is why a subclass overriding
/// `tableView(_:numberOfRowsInSection:)` on a static table calls `super`. Not public API.
@MainActor
final class NibStaticTableContent {
    /// One `<tableViewSection>`.
    struct Section {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
        /// The rows' heights from the document (a cell's `rowHeight`, written when it is custom), by row.
        var rowHeights: [CGFloat?]
    }

    let sections: [Section]

    init(sections: [Section]) { self.sections = sections }

    /// The cell at `indexPath`, trapping with UIKit's range message outside the document's rows.
    /// - Complexity: O(1).
    func cell(at indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.row >= 0, indexPath.row < sections[indexPath.section].cells.count else {
            fatalError("*** -[NSArray objectAtIndex:]: index \(indexPath.row) beyond bounds of the static cells of section \(indexPath.section)")
        }
        return sections[indexPath.section].cells[indexPath.row]
    }
}
