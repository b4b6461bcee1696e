import Foundation

/// A table cell's `contentView`: it tells its cell's table when its intrinsic size is invalidated and,
/// after an Auto Layout change inside it (a constraint, a subview's intrinsic size), when the engine lays
/// it out again, so a self-sizing cell can resize (`UITableView.selfSizingInvalidation`, iOS 16).
final class TableCellContentView: UIView {
    /// Invalidates the intrinsic size and asks the cell's table to measure the cell again.
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        if let cell = superview as? UITableViewCell { cell.contentDidInvalidateSize(byConstraints: false) }
    }

    /// Lays out the subviews; for a content view whose subviews are placed by constraints, asks the
    /// table (in `.enabledIncludingConstraints` mode) to measure the cell again.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard autoLayoutStorage != nil || !constraints.isEmpty, let cell = superview as? UITableViewCell else { return }
        cell.contentDidInvalidateSize(byConstraints: true)
    }
}
