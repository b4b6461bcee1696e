import Foundation

/// Told ahead of time which rows a table view will soon display, nearest first, so their data can load.
///
/// UIKit parity: `tableView(_:prefetchRowsAt:)` is required; `tableView(_:cancelPrefetchingForRowsAt:)` is
/// optional (default: nothing) and reports rows no longer expected. Called on the main queue.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will be needed soon, sorted by how soon (nearest first).
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that are no longer expected to be displayed. Default: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
