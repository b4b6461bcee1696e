import Foundation

/// Supplies a table view's sections, rows, cells, titles, index and edits.
///
/// UIKit parity: `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required; the
/// rest are `@objc optional` in UIKit and have protocol-extension defaults here (the Linux replacement for
/// optional methods) that behave as UIKit does when the method is missing: one section, no titles, every
/// row editable, no index. Documented difference: Swift cannot see whether a data source implements a
/// method, so UIKit's "implements `tableView(_:moveRowAt:to:)`" test for reorder controls becomes
/// `tableView(_:canMoveRowAt:)` answering true (default false, as the collection view's `canMoveItemAt`).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`; dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (shown when the delegate gives no header view). Default nil.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer. Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (shows its editing control in editing mode). Default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved (shows the reorder grip in editing mode). Default false (see the type).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index shown along the trailing edge (plain style). Default nil.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title jumps to. Default: `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user committed an insertion or deletion of the row (the editing control or a swipe's Delete);
    /// update the model, then call `deleteRows`/`insertRows`. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row with its reorder grip; update the model. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Default: 1.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Default: nil.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: nil.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default: true (UIKit: "all rows are assumed to be editable").
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: false.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Default: nil.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Default: `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
