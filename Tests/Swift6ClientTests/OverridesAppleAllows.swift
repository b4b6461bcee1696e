// "A UIKit file that overrides what Apple lets it override": written as for iOS, in Swift 6 mode, with a
// plain `import UIKit`. It must compile unchanged; every override here is of a member Apple's SDK declares.
import UIKit

final class BadgeView: UIView {
    override var backgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    override var isHidden: Bool { didSet { superview?.setNeedsLayout() } }
    override var frame: CGRect { didSet { setNeedsLayout() } }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    override var tintColor: UIColor! { didSet { setNeedsDisplay() } }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { super.insertSubview(view, at: index) }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func bringSubviewToFront(_ view: UIView) { super.bringSubviewToFront(view) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
    override func sizeToFit() { super.sizeToFit() }
    override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIBezierPath(rect: rect).fill() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override var superview: UIView? { super.superview }
    override var window: UIWindow? { super.window }
    override var layer: CALayer { super.layer }
    override var layoutMargins: UIEdgeInsets { get { super.layoutMargins } set { super.layoutMargins = newValue } }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
    override var gestureRecognizers: [UIGestureRecognizer]? { get { super.gestureRecognizers } set { super.gestureRecognizers = newValue } }
    override class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        super.animate(withDuration: duration, animations: animations)
    }
}

final class FeedScrollView: UIScrollView {
    override var contentOffset: CGPoint { didSet { } }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { super.setContentOffset(contentOffset, animated: animated) }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) { super.scrollRectToVisible(rect, animated: animated) }
    override func setZoomScale(_ scale: CGFloat, animated: Bool) { super.setZoomScale(scale, animated: animated) }
    override var adjustedContentInset: UIEdgeInsets { super.adjustedContentInset }
}

final class FeedCollectionView: UICollectionView {
    override func reloadData() { super.reloadData() }
    override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    override func deselectItem(at indexPath: IndexPath, animated: Bool) { super.deselectItem(at: indexPath, animated: animated) }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override func insertItems(at indexPaths: [IndexPath]) { super.insertItems(at: indexPaths) }
    override func deleteItems(at indexPaths: [IndexPath]) { super.deleteItems(at: indexPaths) }
    override func reloadItems(at indexPaths: [IndexPath]) { super.reloadItems(at: indexPaths) }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { super.cellForItem(at: indexPath) }
    override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    override var visibleCells: [UICollectionViewCell] { super.visibleCells }
    override var indexPathsForSelectedItems: [IndexPath]? { super.indexPathsForSelectedItems }
}

final class FeedCell: UICollectionViewCell {
    override var isHighlighted: Bool { didSet { contentView.alpha = isHighlighted ? 0.5 : 1 } }
    override var isSelected: Bool { didSet { } }
    override func prepareForReuse() { super.prepareForReuse() }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes) }
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
    override var contentConfiguration: (any UIContentConfiguration)? { get { super.contentConfiguration } set { super.contentConfiguration = newValue } }
}

final class FadingLayout: UICollectionViewFlowLayout {
    override func prepare() { super.prepare() }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override class var invalidationContextClass: AnyClass { super.invalidationContextClass }
}

final class ToggleButton: UIButton {
    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.7 : 1 } }
    override var isEnabled: Bool { didSet { } }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { super.addAction(action, for: controlEvents) }
    override var currentTitle: String? { super.currentTitle }
}

final class PlainSwitch: UISwitch {
    override var isOn: Bool { didSet { } }
    override func setOn(_ on: Bool, animated: Bool) { super.setOn(on, animated: animated) }
}

final class DragRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func reset() { super.reset() }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

final class StripeLayer: CALayer {
    override func draw(in ctx: CGContext) { ctx.fill(bounds) }
    override func display() { super.display() }
    override func layoutSublayers() { super.layoutSublayers() }
    override func action(forKey event: String) -> (any CAAction)? { nil }
    override func addSublayer(_ layer: CALayer) { super.addSublayer(layer) }
    override var sublayers: [CALayer]? { get { super.sublayers } set { super.sublayers = newValue } }
    override func add(_ anim: CAAnimation, forKey key: String?) { super.add(anim, forKey: key) }
}

final class TouchWindow: UIWindow {
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
}

final class DetailController: UIViewController {
    override func loadView() { view = BadgeView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override var isViewLoaded: Bool { super.isViewLoaded }
}

final class ListController: UICollectionViewController {
    override func viewDidLoad() { super.viewDidLoad() }
}

final class ThemeColor: UIColor, @unchecked Sendable {
    override class var systemBlue: UIColor { .systemIndigo }
    override var cgColor: CGColor { super.cgColor }
}

final class Source: UICollectionViewDiffableDataSource<Int, Int> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }
}

/// Core Animation's pacing and value functions are Objective-C classes on iOS, so they can be subclassed.
final class LoggedCurve: CAMediaTimingFunction, @unchecked Sendable {
    override func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        super.getControlPoint(at: idx, values: ptr)
    }
    override var description: String { "logged " + super.description }
}

final class NamedRotation: CAValueFunction, @unchecked Sendable {
    override var name: CAValueFunctionName { super.name }
}
