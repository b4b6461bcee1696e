import UIKit

/// Seed 000, answer 1, as the seed writes it: `CustomCollectionView`, a `UIView` that loads
/// `CustomCollectionView.xib` (the seed's XIB, copied unchanged into Resources/InterfaceBuilder) with
/// itself as File's Owner, adds the XIB's view, and registers the cell nib `CustomCollectionViewCell.xib`.
///
/// Differences from the seed: `@IBOutlet weak var` is `@Outlet var` (Linux's one replacement); six titles
/// instead of two so the scene scrolls; the line spacing is 10 instead of the seed's 0, the gap the scene
/// asks for between cards (in a horizontal flow layout the line spacing separates consecutive cells).
final class CustomCollectionView: UIView {

    //MARK: - Outlets
    @Outlet var collection: UICollectionView!

    //MARK: - Variables
    weak var vc: UIViewController!
    weak var view: UIView!
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

        view = loadViewFromNib()
        view.frame = frame
        addSubview(view)

        collection.register(UINib(nibName: "CustomCollectionViewCell", bundle: nil), forCellWithReuseIdentifier: "CustomCollectionViewCell")
        collection.delegate = self
        collection.dataSource = self
    }

    private func loadViewFromNib() -> UIView {

        let bundle = Bundle(for: type(of: self))
        let nib = UINib(nibName: "CustomCollectionView", bundle: bundle)
        let view = nib.instantiate(withOwner: self, options: nil)[0] as! UIView

        return view
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
