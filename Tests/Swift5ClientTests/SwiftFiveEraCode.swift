// Code written as Swift 5-era iOS code is, compiled in Swift 5 language mode with a plain `import UIKit`:
// helper functions with no isolation annotation that create and configure views, delegates and data sources
// that conform without `@MainActor`, closures handed to UIKit, a global counter, subclasses with a plain
// `deinit`. Apple's Objective-C classes import as `@preconcurrency @MainActor`, so all of this compiles
// against iOS's UIKit without a concurrency diagnostic; it must compile here unchanged, without warnings.
import UIKit

/// How many of the subclasses below have been deinitialised (a plain global, as Swift 5 code keeps them).
var releasedObjects: [String] = []

// MARK: Nonisolated helpers

func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = UIFont.boldSystemFont(ofSize: 17)
    label.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    label.numberOfLines = 1
    label.sizeToFit()
    return label
}

func makeCard(width: CGFloat) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 80))
    card.backgroundColor = brandColor()
    card.layer.cornerRadius = 12
    card.layer.masksToBounds = true
    let title = makeTitleLabel("Title")
    title.frame.origin = CGPoint(x: 16, y: 12)
    card.addSubview(title)
    return card
}

func brandColor() -> UIColor {
    UIColor(white: 0.5, alpha: 1).withAlphaComponent(0.8)
}

func makeSwatch(_ color: UIColor, side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
}

/// A model object with a view in a stored property, as Swift 5 code writes it.
final class CardModel {
    let view = UIView()
    var title = "Card"
}

// MARK: Delegates without annotations

final class ScrollTracker: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

final class GestureGate: NSObject, UIGestureRecognizerDelegate {
    var allows = false
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return allows
    }
}

final class NumberSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .red : .blue
        return cell
    }
}

// MARK: Subclasses with a plain deinit

final class ReleasedWindow: UIWindow {
    deinit { releasedObjects.append("window") }
}

final class ReleasedScrollView: UIScrollView {
    deinit { releasedObjects.append("scrollView") }
}

final class ReleasedStepper: UIStepper {
    deinit { releasedObjects.append("stepper") }
}

final class ReleasedController: UIViewController {
    deinit { releasedObjects.append("controller") }
}

// MARK: Closures handed to UIKit

func fadeOut(_ view: UIView, then done: @escaping (Bool) -> Void) {
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: done)
}

func makeCountingButton(onTap: @escaping () -> Void) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Count", for: .normal)
    button.addAction(UIAction { _ in onTap() }, for: .touchUpInside)
    button.configurationUpdateHandler = { button in button.alpha = button.isHighlighted ? 0.5 : 1 }
    return button
}

func makeListDataSource(_ collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<Int, String> {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }
    return UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
}
