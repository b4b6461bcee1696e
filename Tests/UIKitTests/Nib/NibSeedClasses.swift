import Foundation
@testable import UIKit

// Seed 000's classes as the seed writes them, with the one change Linux needs: `@IBOutlet weak var`
// becomes `@Outlet var` (and `@objc optional` a protocol extension). Their XIBs are copied unchanged
// into Tests/UIKitTests/Resources/InterfaceBuilder.

@MainActor
protocol CustomCollectionViewDelegate: AnyObject {
    func collectionViewDidScroll(_ scrollView: UIScrollView)
}

extension CustomCollectionViewDelegate {
    func collectionViewDidScroll(_ scrollView: UIScrollView) {}
}

class CustomCollectionView: UIView {

    //MARK: - Outlets
    @Outlet var collection: UICollectionView!

    //MARK: - Variables
    weak var vc: UIViewController!
    weak var view: UIView!
    weak var customDelegate: (any CustomCollectionViewDelegate)?

    let titles = ["HorizontalCollectionView", "VerticalCollectionView"]

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

extension CustomCollectionView: UIScrollViewDelegate {

    func scrollViewDidScroll(_ scrollView: UIScrollView) {

        if customDelegate != nil {
            customDelegate!.collectionViewDidScroll(scrollView)
        }
    }
}

extension CustomCollectionView: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {

        return titles.count
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {

        return UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {

        return 0
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {

        return 10 // Adjust the inter item space based on the requirement.
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {

        return CGSize(width: 300, height: collectionView.bounds.height)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {

        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CustomCollectionViewCell", for: indexPath) as! CustomCollectionViewCell
        cell.titleLabel.text = titles[indexPath.row]
        return cell
    }
}

/// The seed's cell nib's class (the seed does not show it): a title label outlet.
class CustomCollectionViewCell: UICollectionViewCell {
    @Outlet var titleLabel: UILabel!
}

/// The seed's view controller.
final class Seed000NibViewController: UIViewController, CustomCollectionViewDelegate {
    var scrolls: [CGFloat] = []
    var collectionView: CustomCollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()

        let collectionView = CustomCollectionView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200), in: self, setCustomDelegate: true)
        view.addSubview(collectionView)
        self.collectionView = collectionView
    }

    func collectionViewDidScroll(_ scrollView: UIScrollView) {
        scrolls.append(scrollView.contentOffset.x)
    }
}
