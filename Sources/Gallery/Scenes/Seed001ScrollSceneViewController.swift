import UIKit

/// Seed 001 ("multiple delegates for UITableView"): a library's `ScrollController` watches a scroll
/// view with key-value observation, without touching its delegate, and moves a magenta 44×44 tracker
/// beside a long column of rows; a "row N of M" badge rides with it (the seed's final product,
/// MRTableViewCellCountScrollIndicator). UITableView is a later issue, so the rows are labels in a
/// `UIScrollView`.
final class Seed001ScrollSceneViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let scrollController = Seed001ScrollController()
    private let tracker = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    private let badge = UILabel(frame: CGRect(x: 258, y: 0, width: 120, height: 28))
    private var badgeObservation: NSKeyValueObservation?
    private let rowCount = 200
    private let rowHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.delegate = self                     // the app keeps the delegate
        view.addSubview(scrollView)
        for row in 0..<rowCount {
            let label = UILabel(frame: CGRect(x: 64, y: CGFloat(row) * rowHeight, width: 310, height: rowHeight))
            label.text = "Row \(row + 1)"
            label.font = .preferredFont(forTextStyle: .body)
            scrollView.addSubview(label)
            let separator = UIView(frame: CGRect(x: 64, y: CGFloat(row + 1) * rowHeight - 0.5, width: 326, height: 0.5))
            separator.backgroundColor = .separator
            scrollView.addSubview(separator)
        }
        scrollView.contentSize = CGSize(width: 390, height: CGFloat(rowCount) * rowHeight)

        // The seed's usage, unchanged.
        scrollController.scrollView = scrollView
        tracker.backgroundColor = .magenta
        scrollView.addSubview(tracker)
        scrollController.customView = tracker

        badge.backgroundColor = UIColor.black.withAlphaComponent(0.75)
        badge.textColor = .white
        badge.font = .preferredFont(forTextStyle: .footnote)
        badge.textAlignment = .center
        badge.layer.cornerRadius = 14
        badge.clipsToBounds = true
        scrollView.addSubview(badge)
        // The Swift form of key-value observation moves the badge with the tracker.
        badgeObservation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] _, _ in
            self?.updateBadge()
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 2600)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollView.flashScrollIndicators()
    }

    /// Places the badge at the tracker's height on the other side, naming the row the tracker is next to.
    private func updateBadge() {
        let row = min(rowCount, max(1, Int((tracker.frame.midY / rowHeight).rounded(.down)) + 1))
        badge.text = "row \(row) of \(rowCount)"
        badge.frame.origin = CGPoint(x: scrollView.bounds.width - 132, y: tracker.frame.minY + 8)
    }
}

@MainActor private var ContentOffsetKVO = 0
@MainActor private var ContentSizeKVO = 0

/// Seed 001's `ScrollController` as its answer wrote it, with only these documented changes: it adopts
/// `NSKeyValueObserving` and `observeValue` has no `override` (Linux has no overridable
/// `NSObject.observeValue`); Swift 3+ spellings (`.initial`, `observeValue(forKeyPath:of:…)`); the
/// context globals are main-actor isolated and `deinit` is `isolated` (Swift 6 language mode).
public class Seed001ScrollController: NSObject, NSKeyValueObserving {
    public var customView: UIView? {
        didSet {
            updateScrollPosition()
        }
    }

    public var scrollView: UIScrollView? {
        didSet {
            if let view = oldValue {
                removeKVO(scrollView: view)
            }

            if let view = scrollView {
                addKVO(scrollView: view)
                updateScrollPosition()
            }
        }
    }

    isolated deinit {
        if let scrollView = scrollView {
            removeKVO(scrollView: scrollView)
        }
    }

    private func removeKVO(scrollView: UIScrollView) {
        scrollView.removeObserver(self, forKeyPath: "contentSize", context: &ContentSizeKVO)
        scrollView.removeObserver(self, forKeyPath: "contentOffset", context: &ContentOffsetKVO)
    }

    private func addKVO(scrollView: UIScrollView) {
        scrollView.addObserver(self, forKeyPath: "contentSize", options: [.initial, .new], context: &ContentSizeKVO)
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.initial, .new], context: &ContentOffsetKVO)
    }

    public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                             context: UnsafeMutableRawPointer?) {
        switch keyPath {
        case .some("contentSize"), .some("contentOffset"):
            self.updateScrollPosition()
        default:
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    private func updateScrollPosition() {
        guard let scrollView = scrollView, let customView = customView else {
            return
        }

        // Update with the new scroll position.

        let viewSize = scrollView.bounds.size.height
        let scrollLimit = scrollView.contentSize.height - viewSize
        let scrollOffset = scrollView.contentOffset.y
        let scrollDelta = scrollOffset / scrollLimit

        let trackerFrame = customView.frame
        let trackerTravel = viewSize - trackerFrame.size.height
        let trackerOffset = scrollOffset + (trackerTravel * scrollDelta)

        customView.frame = CGRect(
            origin: CGPoint(
                x: 0,
                y: trackerOffset
            ),
            size: trackerFrame.size
        )
    }
}
