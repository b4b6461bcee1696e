// Runs the Swift 5-era code in SwiftFiveEraCode.swift on the main actor, as an app does, and checks that it
// does what it says: this target's point is that the code compiles in Swift 5 mode without concurrency
// diagnostics (Apple's imports are `@preconcurrency @MainActor`), and that it still works.
import Testing
import UIKit
import UIKitTesting

@MainActor
struct Swift5ClientTests {
    @Test func nonisolatedHelpersCreateAndConfigureViews() throws {
        let card = makeCard(width: 200)
        #expect(card.bounds.size == CGSize(width: 200, height: 80))
        #expect(card.layer.cornerRadius == 12)
        let title = try #require(card.subviews.first as? UILabel)
        #expect(title.text == "Title" && title.frame.origin == CGPoint(x: 16, y: 12))
        #expect(title.bounds.width > 20 && title.bounds.height >= 17)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(try #require(card.backgroundColor).getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.5) < 0.01 && abs(alpha - 0.8) < 0.01)
        #expect(CardModel().view.superview == nil)
        let swatch = try #require(makeSwatch(.red, side: 4).cgImage)
        let pixel = try #require(swatch.pixel(x: 1, y: 1))
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha == 255)
    }

    @Test func unannotatedDelegatesAndDataSourcesAreCalled() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let tracker = ScrollTracker()
        scrollView.delegate = tracker
        controller.view.addSubview(scrollView)
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(tracker.offsets == [120])

        let gate = GestureGate()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delegate = gate
        controller.view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        #expect(gate.asked == 1 && taps == 0)
        gate.allows = true
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        #expect(gate.asked == 2 && taps == 1)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
        let source = NumberSource(count: 100)
        collectionView.dataSource = source
        scrollView.removeFromSuperview()
        controller.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 6)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.contentView.backgroundColor == .red)
    }

    @Test func closuresHandedToUIKitRun() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        let card = makeCard(width: 100)
        controller.view.addSubview(card)
        host.advance(by: host.frameDuration)
        var finished: Bool?
        fadeOut(card) { finished = $0 }
        #expect(card.alpha == 0 && finished == nil)
        host.advance(by: 0.5)
        #expect(finished == true)

        var count = 0
        let button = makeCountingButton { count += 1 }
        button.frame = CGRect(x: 0, y: 100, width: 120, height: 44)
        controller.view.addSubview(button)
        host.touchDown(at: CGPoint(x: 60, y: 122))
        #expect(button.alpha == 0.5)
        host.touchUp()
        #expect(count == 1 && button.alpha == 1)

        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let dataSource = makeListDataSource(collectionView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        dataSource.apply(snapshot, animatingDifferences: false)
        controller.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Two")
    }

    @Test func subclassesWithAPlainDeinitAreReleased() {
        releasedObjects = []
        var windowLayer: CALayer?
        do {
            let window = ReleasedWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            windowLayer = window.layer
            #expect(window.layer.superlayer != nil)
            _ = ReleasedScrollView(frame: .zero)
            let stepper = ReleasedStepper(frame: .zero)
            stepper.value = 1
            _ = ReleasedController()
        }
        #expect(releasedObjects.sorted() == ["controller", "scrollView", "stepper", "window"])
        // The window took its layer off the screen when it went away.
        #expect(windowLayer?.superlayer == nil)
    }
}
