import Foundation
import QuartzCore

/// A pull-to-refresh control shown above a scroll view's content (`UIScrollView.refreshControl`).
///
/// UIKit parity: pulling the content down past the trigger distance while dragging begins refreshing
/// and sends `.valueChanged` once; on release the content rests below the control (the adjusted top
/// inset grows by the control's height) until `endRefreshing()`, which animates it back. Metrics
/// (chosen; UIKit's are undocumented): 60 pt tall, triggered at 90 pt of overscroll, a 12-spoke spinner
/// of radius 11 in `tintColor` (default `systemGray`) that fills in as the pull progresses and turns
/// while refreshing; `attributedTitle` is drawn under it.
/// - Complexity: O(1) per scroll event.
@MainActor
open class UIRefreshControl: UIControl {
    /// The control's height (the inset added while refreshing).
    static let height: CGFloat = 60
    /// The overscroll that begins refreshing.
    static let triggerDistance: CGFloat = 90

    var isRefreshingStorage = false
    var pullProgress: CGFloat = 0
    var spinAngle: CGFloat = 0
    var spinLink: CADisplayLink?
    var observer: RefreshControlObserver?
    var armed = true
    let titleLabel = UILabel()

    /// Creates a refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureRefreshControl()
    }

    /// Creates a refresh control (UIKit's `init()`).
    public convenience init() { self.init(frame: .zero) }

    /// Creates a refresh control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureRefreshControl()
    }

    /// Whether a refresh is in progress.
    open var isRefreshing: Bool { isRefreshingStorage }

    /// A title shown under the spinner. Default nil.
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.attributedText = attributedTitle; setNeedsLayout() }
    }

    /// Shows the control refreshing (the content moves down to reveal it); sends no action (UIKit parity).
    open func beginRefreshing() { performBeginRefreshing(sendingActions: false) }

    /// Ends refreshing: the spinner stops and the content returns to its resting place, animated.
    open func endRefreshing() { performEndRefreshing() }

    /// Draws the spinner: spokes appear with the pull, all of them while refreshing.
    open override func draw(_ rect: CGRect) { drawSpinner(in: rect) }

    /// Places the title under the spinner.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 0, y: bounds.height - 18, width: bounds.width, height: 16)
    }

    /// Starts following the scroll view it is added to.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        attachToScrollView()
    }
}
