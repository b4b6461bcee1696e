import UIKit

/// Seed 000 in both forms its answers give: on top, answer 1's `CustomCollectionView` forwarding scrolling
/// to this view controller through `CustomCollectionViewDelegate`; below, answer 2's `YourCollectionView`
/// subclass with its own scroll behaviour and the closure-based `YourCollectionViewDelegate`.
final class Seed000SceneViewController: UIViewController {
    let customDelegate = YourCollectionViewDelegate()
    private let status = UILabel()
    private let selection = UILabel()
    private var myCollection: YourCollectionView!
    private let words = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo", "Lima"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let heading = UILabel(frame: CGRect(x: 16, y: 52, width: 358, height: 28))
        heading.text = "Seed 000 · answer 1: CustomCollectionView"
        heading.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(heading)

        let collectionView = CustomCollectionView(frame: CGRect(x: 0, y: 88, width: UIScreen.main.bounds.width, height: 200), in: self, setCustomDelegate: true)
        view.addSubview(collectionView)

        status.frame = CGRect(x: 16, y: 296, width: 358, height: 22)
        status.font = .preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel
        status.text = "collectionViewDidScroll: not yet"
        view.addSubview(status)

        let heading2 = UILabel(frame: CGRect(x: 16, y: 336, width: 358, height: 28))
        heading2.text = "Answer 2: subclass + closure delegate"
        heading2.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(heading2)

        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        myCollection = YourCollectionView(frame: CGRect(x: 0, y: 372, width: UIScreen.main.bounds.width, height: 140), collectionViewLayout: layout)
        myCollection.backgroundColor = .systemBackground
        myCollection.register(UINib(nibName: "CustomCollectionViewCell", bundle: nil), forCellWithReuseIdentifier: "word")
        myCollection.dataSource = self
        view.addSubview(myCollection)
        myCollection.delegate = customDelegate
        setupBindings()

        selection.frame = CGRect(x: 16, y: 520, width: 358, height: 22)
        selection.font = .preferredFont(forTextStyle: .footnote)
        selection.textColor = .secondaryLabel
        selection.text = "onSelectedItemAt: tap a card"
        view.addSubview(selection)
    }

    private func setupBindings() {
        customDelegate.onSelectedItemAt = { [weak self] indexPath in
            guard let self else { return }
            self.selection.text = "onSelectedItemAt: \(self.words[indexPath.item]) (item \(indexPath.item))"
        }
    }
}

// MARK: - CustomCollectionViewDelegate

extension Seed000SceneViewController: CustomCollectionViewDelegate {
    func collectionViewDidScroll(_ scrollView: UIScrollView) {
        status.text = String(format: "collectionViewDidScroll: x = %.0f", scrollView.contentOffset.x)
    }
}

// MARK: - UICollectionViewDataSource

extension Seed000SceneViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "word", for: indexPath) as! CustomCollectionViewCell
        cell.titleLabel.text = words[indexPath.item]
        return cell
    }
}
