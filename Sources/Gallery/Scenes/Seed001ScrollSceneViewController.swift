import UIKit
import UIKitTesting

/// Seed 001 ("multiple delegates for UITableView"): a `UITableViewController` stays its table's delegate
/// (it overrides `scrollViewDidScroll`) while a library's `ScrollController`, as the seed's answer wrote
/// it, watches the table with key-value observation and moves a magenta 44×44 tracker down the table.
/// The seed's final product, MRTableViewCellCountScrollIndicator, is the "cell N of M" badge: it rides
/// beside the table's scroll indicator (placed by the indicator's own formula, from the scroll view's
/// public geometry) and follows it through drags, flings, bounces and reloads, observed with the Swift
/// form of key-value observation.
final class Seed001ScrollSceneViewController: UITableViewController {
    let scrollController = Seed001ScrollController()
    let tracker = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let badge = Seed001CountBadge()
    private var offsetObservation: NSKeyValueObservation?
    private var sizeObservation: NSKeyValueObservation?
    /// How many times the controller, still the delegate, heard `scrollViewDidScroll`.
    private(set) var didScrollCount = 0
    var rowCount = 1000

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")

        // The seed's usage, unchanged: UITableView is a sub-class of UIScrollView so we can assign it directly.
        scrollController.scrollView = tableView
        tracker.backgroundColor = .magenta
        tableView.addSubview(tracker)
        scrollController.customView = tracker

        tableView.addSubview(badge)
        offsetObservation = tableView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.updateBadge() }
        }
        sizeObservation = tableView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.updateBadge() }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.flashScrollIndicators()
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }

    // MARK: UIScrollViewDelegate (the controller keeps the delegate)

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollCount += 1
        updateBadge()
    }

    /// The vertical scroll indicator's frame, by the indicator's formula (3 pt thick and from the edges,
    /// the visible fraction of the content long, at least 36 pt, shrinking while overscrolled).
    static func indicatorFrame(of scrollView: UIScrollView) -> CGRect {
        let b = scrollView.bounds, inset = scrollView.adjustedContentInset, indicatorInsets = scrollView.verticalScrollIndicatorInsets
        let safe = UIEdgeInsets(top: max(0, inset.top - scrollView.contentInset.top), left: 0,
                                bottom: max(0, inset.bottom - scrollView.contentInset.bottom), right: 0)
        let start = 3 + indicatorInsets.top + safe.top, end = 3 + indicatorInsets.bottom + safe.bottom
        let track = b.height - start - end
        let span = scrollView.contentSize.height + inset.top + inset.bottom
        guard track > 0, span > 0 else { return .null }
        var length = min(track, max(36, track * b.height / span))
        let lo = -inset.top, hi = max(lo, scrollView.contentSize.height + inset.bottom - b.height)
        let progress = hi > lo ? min(max((b.minY - lo) / (hi - lo), 0), 1) : 0
        var position = progress * (track - length)
        if b.minY < lo {
            length = max(min(8, length), length - (lo - b.minY))
            position = 0
        } else if b.minY > hi {
            length = max(min(8, length), length - (b.minY - hi))
            position = track - length
        }
        return CGRect(x: b.maxX - 6 - indicatorInsets.right, y: b.minY + start + position, width: 3, height: length)
    }

    /// Puts the badge beside the indicator, naming the row at the indicator's middle.
    func updateBadge() {
        guard isViewLoaded, let tableView else { return }
        let indicator = Self.indicatorFrame(of: tableView)
        guard !indicator.isNull else { badge.isHidden = true; return }
        badge.isHidden = false
        let rows = tableView.numberOfRows(inSection: 0)
        let probe = CGPoint(x: tableView.bounds.midX, y: min(max(indicator.midY, 0), max(0, tableView.contentSize.height - 1)))
        let row = (tableView.indexPathForRow(at: probe)?.row ?? 0) + 1
        badge.text = "cell \(min(row, rows)) of \(rows)"
        let size = badge.sizeThatFits(CGSize(width: 200, height: 28))
        let width = ceil(size.width) + 20
        badge.frame = CGRect(x: indicator.minX - 8 - width, y: (indicator.midY - 14).rounded(), width: width, height: 28)
        tableView.bringSubviewToFront(badge)
    }

    /// Scrolls part way down so the picture shows the tracker and the badge mid-table.
    static func demonstrate(_ host: HeadlessHost) {
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.08)
        host.advance(by: 0.4)
    }
}

/// The "cell N of M" badge (MRTableViewCellCountScrollIndicator's product): white footnote text on a dark
/// rounded capsule.
final class Seed001CountBadge: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.75)
        textColor = .white
        font = .preferredFont(forTextStyle: .footnote)
        textAlignment = .center
        layer.cornerRadius = 14
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }
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
