import Testing
import UIKitTesting
@testable import UIKit

/// A window with one scroll view filling a 390×844 screen (scale 1), content `contentSize`.
@MainActor
final class ScrollScene {
    let host: HeadlessHost
    let controller = UIViewController()
    let scrollView: UIScrollView

    init(contentSize: CGSize = CGSize(width: 390, height: 20_000), scrollView: UIScrollView = UIScrollView(),
         safeAreaInsets: UIEdgeInsets = .zero) {
        host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: safeAreaInsets)
        self.scrollView = scrollView
        host.show(controller)
        scrollView.frame = controller.view.bounds
        scrollView.contentSize = contentSize
        controller.view.addSubview(scrollView)
        host.renderFrame()
    }

    /// A vertical flick: down at `y0`, moving by `dy` over `duration`, release.
    func flick(dy: CGFloat, from y0: CGFloat = 600, duration: TimeInterval = 0.1) {
        host.drag(from: CGPoint(x: 200, y: y0), to: CGPoint(x: 200, y: y0 + dy), duration: duration)
    }
}

/// Records delegate (or observer) events as short strings.
@MainActor
final class ScrollEventRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var velocity: CGPoint?
    var target: CGPoint?
    var releaseOffset: CGPoint?
    /// Written into `targetContentOffset` when set.
    var overrideTarget: CGPoint?
    var zoomView: UIView?
    var onEvent: ((String) -> Void)?

    private func note(_ name: String) {
        events.append(name)
        onEvent?(name)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { note("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        self.velocity = velocity
        releaseOffset = scrollView.contentOffset
        if let overrideTarget { targetContentOffset.pointee = overrideTarget }
        target = targetContentOffset.pointee
        note("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { note("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { note("didEndZooming") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { note("shouldScrollToTop"); return true }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { note("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { note("didChangeAdjustedContentInset") }

    /// The events with runs of `didScroll` (and `didZoom`) collapsed into one `name*`.
    var collapsed: [String] {
        var result: [String] = []
        for event in events {
            let starred = event + "*"
            if event == "didScroll" || event == "didZoom" {
                if result.last == starred { continue }
                result.append(starred)
            } else {
                result.append(event)
            }
        }
        return result
    }
}

/// A control that counts what it is sent (a stand-in for any `UIControl`).
@MainActor
final class CountingButton: UIButton {
    var touchUpInside = 0
    var cancels = 0
    var began = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.touchUpInside += 1 }, for: .touchUpInside)
        addAction(UIAction { [weak self] _ in self?.cancels += 1 }, for: .touchCancel)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
}

/// A scroll view that lets drags cancel controls' touches.
@MainActor
final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// Whether every component of `p` is finite.
func isFinitePoint(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
