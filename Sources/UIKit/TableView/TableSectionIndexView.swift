import Foundation

/// The section index strip of a plain table view: its titles stacked along the trailing edge, centred
/// vertically; a touch or drag on it jumps to the title's section (`sectionForSectionIndexTitle`).
/// Not public API.
///
/// Metrics (chosen; UIKit's are undocumented): 11-pt semibold titles, 15 pt apart, in a 16-pt-wide strip
/// inset 2 pt from the safe edge; colours from the table's `sectionIndexColor` (default the tint),
/// `sectionIndexBackgroundColor` and `sectionIndexTrackingBackgroundColor`.
@MainActor
final class TableSectionIndexView: UIView {
    static let width: CGFloat = 16
    static let titleHeight: CGFloat = 15
    private var labels: [UILabel] = []
    private(set) var titles: [String] = []
    private(set) var isTracking = false
    weak var table: UITableView?

    func setTitles(_ newTitles: [String]) {
        guard newTitles != titles else { return }
        titles = newTitles
        labels.forEach { $0.removeFromSuperview() }
        labels = newTitles.map { title in
            let label = UILabel()
            label.text = title == UITableView.indexSearch ? "⌕" : title
            label.font = .systemFont(ofSize: 11, weight: .semibold)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        applyColors()
        setNeedsLayout()
    }

    func applyColors() {
        let color = table?.sectionIndexColor ?? tintColor ?? .tintColor
        for label in labels where label.textColor != color { label.textColor = color }
        backgroundColor = isTracking ? table?.sectionIndexTrackingBackgroundColor : table?.sectionIndexBackgroundColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let total = CGFloat(labels.count) * Self.titleHeight
        var y = ((bounds.height - total) / 2).rounded()
        for label in labels {
            label.frame = CGRect(x: 0, y: y, width: bounds.width, height: Self.titleHeight)
            y += Self.titleHeight
        }
    }

    /// The title index under `y` (view coordinates), clamped.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !labels.isEmpty else { return nil }
        let total = CGFloat(labels.count) * Self.titleHeight
        let top = ((bounds.height - total) / 2).rounded()
        return min(max(0, Int(((y - top) / Self.titleHeight).rounded(.down))), labels.count - 1)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        applyColors()
        if let touch = touches.first { jump(to: touch.location(in: self).y) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { jump(to: touch.location(in: self).y) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        applyColors()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        applyColors()
    }

    private func jump(to y: CGFloat) {
        guard let index = titleIndex(at: y) else { return }
        table?.jumpToSectionIndexTitle(at: index)
    }
}
