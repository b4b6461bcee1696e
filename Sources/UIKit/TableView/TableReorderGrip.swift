import Foundation

/// The reorder grip of a row in editing mode (three gray lines at the trailing edge); a finger that
/// goes down on it lifts the row at once and drags it (`UITableView` moves the other rows out of the
/// way and tells the data source `moveRowAt` on release). Not public API.
@MainActor
final class TableReorderGrip: UIView {
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.image = UIImage(systemName: "line.3.horizontal",
                                  withConfiguration: UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold))?
            .withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .systemGray
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        addGestureRecognizer(TableReorderGripRecognizer())
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
    }
}

/// Begins on touch down over the grip (winning over the table's pan, which needs movement), then reports
/// the finger's moves and lift to the table view.
@MainActor
final class TableReorderGripRecognizer: UIGestureRecognizer {
    override init() {
        super.init()
        addAction { recognizer in recognizer.handle() }
    }

    private var host: (cell: UITableViewCell, table: UITableView)? {
        guard let cell = view?.superview as? UITableViewCell, let table = cell.superview as? UITableView else { return nil }
        return (cell, table)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches == 1, let (cell, table) = host, table.reorder == nil,
              table.indexPath(for: cell) != nil else {
            state = .failed
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    private func handle() {
        guard let (cell, table) = host ?? table.map({ ($0.reorder?.cell ?? UITableViewCell(), $0) }) else { return }
        let y = location(in: table).y
        switch state {
        case .began: table.beginReorder(of: cell, fingerY: y)
        case .changed: table.moveReorder(fingerY: y)
        case .ended: table.endReorder()
        case .cancelled, .failed: table.cancelReorder()
        default: break
        }
    }

    /// The table of the movement in progress (the grip's cell may have been reused meanwhile).
    private var table: UITableView? {
        var current = view
        while let v = current {
            if let table = v as? UITableView { return table }
            current = v.superview
        }
        return nil
    }
}
