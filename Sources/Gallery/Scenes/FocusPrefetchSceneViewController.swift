import UIKit
import UIKitTesting

/// Collection-view focus and prefetching: a grid of 600 numbered tiles. The collection view is first
/// responder: the arrow keys move focus (the focused tile gets a ring and scrolls into view), Return or
/// Space selects it, Page Up/Down and Home/End scroll. Its `prefetchDataSource` is told which index paths
/// are about to appear (and which it may stop preparing) while it scrolls; the log under the title shows
/// the latest calls, so a new user sees prefetching happen.
final class FocusPrefetchSceneViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDataSourcePrefetching, UICollectionViewDelegate {
    private let log = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 78))
    private let focusLabel = UILabel(frame: CGRect(x: 20, y: 180, width: 350, height: 20))
    private var lines: [String] = []
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addSceneTitle("Focus & prefetching")

        log.numberOfLines = 4
        log.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        log.textColor = .secondaryLabel
        log.text = "prefetchItemsAt: (scroll to see it)"
        view.addSubview(log)
        focusLabel.font = .preferredFont(forTextStyle: .footnote)
        focusLabel.text = "Arrow keys move focus; Return selects; Page Down scrolls."
        view.addSubview(focusLabel)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 78, height: 78)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 206, width: 390, height: 604), collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = self
        collectionView.prefetchDataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        self.collectionView = collectionView
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = collectionView.becomeFirstResponder()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 600 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.number = indexPath.item
        cell.onFocus = { [weak self] in self?.focusLabel.text = "Focused: item \(indexPath.item) (row \(indexPath.item / 4 + 1))" }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        note("prefetchItemsAt: \(Self.describe(indexPaths))")
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        note("cancelPrefetchingForItemsAt: \(Self.describe(indexPaths))")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        focusLabel.text = "Selected item \(indexPath.item)"
    }

    private func note(_ line: String) {
        lines.append(line)
        lines = Array(lines.suffix(4))
        log.text = lines.joined(separator: "\n")
    }

    /// Index paths as item ranges: `[0, 24]…[0, 35] (12)`.
    static func describe(_ paths: [IndexPath]) -> String {
        let items = paths.map(\.item).sorted()
        guard let first = items.first, let last = items.last else { return "none" }
        return first == last ? "[0, \(first)]" : "[0, \(first)]…[0, \(last)] (\(items.count))"
    }

    /// The picture: focus moved with the arrow keys down past the first screen (prefetching on the way).
    static func demonstrate(_ host: HeadlessHost) {
        host.press(.keyboardRightArrow)
        for _ in 0..<9 {
            host.press(.keyboardDownArrow)
            host.advance(by: 0.05)
        }
        host.press(.keyboardRightArrow)
        host.press(.keyboardRightArrow)
        host.advance(by: 0.2)
    }
}

/// A numbered tile with a focus ring.
private final class TileCell: UICollectionViewCell {
    private let label = UILabel()
    var onFocus: (() -> Void)?
    var number = 0 {
        didSet {
            label.text = "\(number)"
            contentView.backgroundColor = UIColor(hue: CGFloat(number % 24) / 24, saturation: 0.45, brightness: 0.95, alpha: 1)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.font = .monospacedDigitSystemFont(ofSize: 20, weight: .semibold)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentView.layer.borderWidth = state.isFocused ? 4 : (state.isSelected ? 2 : 0)
        contentView.layer.borderColor = (state.isFocused ? UIColor.systemBlue : UIColor.label).cgColor
    }

    override func focusDidChange() {
        setNeedsUpdateConfiguration()
        if isFocused { onFocus?() }
    }
}
