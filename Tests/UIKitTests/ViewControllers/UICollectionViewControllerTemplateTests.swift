import Testing
import UIKitTesting
@testable import UIKit

private let reuseIdentifier = "Cell"

/// Xcode's UICollectionViewController template, verbatim except that its commented-out delegate methods
/// are uncommented (the menu methods that take a `Selector` are left out: Linux has no selectors).
class XcodeTemplateCollectionViewController: UICollectionViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        // Uncomment the following line to preserve selection between presentations
        // self.clearsSelectionOnViewWillAppear = false

        // Register cell classes
        self.collectionView!.register(UICollectionViewCell.self, forCellWithReuseIdentifier: reuseIdentifier)

        // Do any additional setup after loading the view.
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        // #warning Incomplete implementation, return the number of sections
        return 0
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        // #warning Incomplete implementation, return the number of items
        return 0
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)

        // Configure the cell

        return cell
    }

    // MARK: UICollectionViewDelegate

    // Uncomment this method to specify if the specified item should be highlighted during tracking
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        return true
    }

    // Uncomment this method to specify if the specified item should be selected
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        return true
    }
}

/// The template after the developer filled in the counts: one section of twelve plain cells.
final class FilledTemplateCollectionViewController: XcodeTemplateCollectionViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
}

@MainActor
struct UICollectionViewControllerTemplateTests {
    @Test func theUnfilledTemplateShowsAnEmptyCollectionView() {
        let host = HeadlessHost()
        let controller = XcodeTemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        #expect(controller.collectionView.numberOfSections == 0)
        #expect(controller.collectionView.visibleCells.isEmpty)
    }

    @Test func theFilledTemplateShowsItsCells() {
        let host = HeadlessHost()
        let controller = FilledTemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        #expect(controller.collectionView.visibleCells.count == 12)
        #expect(controller.collectionView.visibleCells.allSatisfy { $0.reuseIdentifier == reuseIdentifier })
    }
}
