import UIKit

/// A million items in a flow layout: only the visible cells exist, the layout answers rect queries by
/// arithmetic, and the scene opens at item 500,000.
final class MillionItemsSceneViewController: UIViewController {
    /// A numbered cell.
    final class NumberCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 6
            label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .medium)
            label.textAlignment = .center
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    static let count = 1_000_000

    /// `n` with thousands separators (1,234,567).
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var result = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 16, y: 8, width: view.bounds.width - 32, height: 32))
        title.text = "1,000,000 items"
        title.font = .preferredFont(forTextStyle: .title2)
        view.addSubview(title)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 84, height: 44)
        layout.minimumInteritemSpacing = 6
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 48, width: view.bounds.width, height: view.bounds.height - 48),
                                          collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.dataSource = self
        view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        collectionView.scrollToItem(at: IndexPath(item: 500_000, section: 0), at: .top, animated: false)
    }
}

// MARK: - UICollectionViewDataSource

extension MillionItemsSceneViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
        cell.label.text = Self.grouped(indexPath.item)
        let hue = CGFloat(indexPath.item % 1000) / 1000
        cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.18, brightness: 1, alpha: 1)
        return cell
    }
}
