import Foundation

/// An object that adopts the table view's data-source and delegate protocols without implementing their
/// optional methods, so calling one of them runs the protocol-extension default.
///
/// The table view asks it when no delegate is set (so the defaults live in one place, the protocol
/// extensions), and `UITableViewController` forwards its overridable defaults here.
@MainActor
final class TableViewProtocolDefaults: UITableViewDataSource, UITableViewDelegate {
    /// The one instance (it is stateless).
    static let shared = TableViewProtocolDefaults()

    /// Not used: zero rows.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Not used: with zero rows no cell is asked for.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        raiseCollectionViewException("-[\(String(reflecting: type(of: self))) tableView:cellForRowAtIndexPath:]: unrecognized selector sent to instance",
                                     name: "NSInvalidArgumentException")
    }
}
