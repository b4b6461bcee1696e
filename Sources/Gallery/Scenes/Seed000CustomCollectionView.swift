import UIKit

/// Seed 000, answer 1: `CustomCollectionView`, a `UIView` hosting a horizontal flow-layout collection view
/// (300-point-wide cells, 10 points apart, as tall as the view) that forwards `scrollViewDidScroll` to a
/// custom delegate the view controller implements.
///
/// Built in code where the seed loads `CustomCollectionView.xib` (XIB loading comes later). The seed's
/// delegate returns 0 for the line spacing; in a horizontal flow layout the line spacing is the gap between
/// consecutive cells, so this scene returns 10 to give the 10-point gap the scene asks for.
final class CustomCollectionView: UIView {
    var collection: UICollectionView!
    weak var vc: UIViewController!
    weak var customDelegate: (any CustomCollectionViewDelegate)?

    let titles = ["HorizontalCollectionView", "VerticalCollectionView", "Third card", "Fourth card", "Fifth card", "Sixth card"]

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    init(frame: CGRect, in vc: UIViewController, setCustomDelegate set: Bool) {
        super.init(frame: frame)
        xibSetup(frame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
        self.vc = vc
        self.customDelegate = set ? vc as? any CustomCollectionViewDelegate : nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        xibSetup(frame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
    }

    private func xibSetup(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.backgroundColor = .systemBackground
        addSubview(collection)
        collection.register(CustomCollectionViewCell.self, forCellWithReuseIdentifier: "CustomCollectionViewCell")
        collection.delegate = self
        collection.dataSource = self
    }
}

// MARK: - UIScrollViewDelegate

extension CustomCollectionView: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if customDelegate != nil {
            customDelegate!.collectionViewDidScroll(scrollView)
        }
    }
}

// MARK: - UICollectionViewDataSource, UICollectionViewDelegateFlowLayout

extension CustomCollectionView: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        10 // Adjust the inter item space based on the requirement.
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 300, height: collectionView.bounds.height)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CustomCollectionViewCell", for: indexPath) as! CustomCollectionViewCell
        cell.titleLabel.text = titles[indexPath.item]
        return cell
    }
}
